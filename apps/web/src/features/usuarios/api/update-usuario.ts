// POST /users/editar; the lists reload after it.
import type { UsuarioEditar } from '@aguavend/contract/usuarios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type UsuarioRow, usuariosKeys } from './get-usuarios.ts';

export const updateUsuario = (body: UsuarioEditar) => api.rows<UsuarioRow>('/users/editar', body);

export function useUpdateUsuario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUsuario,
    onSettled: () => qc.invalidateQueries({ queryKey: usuariosKeys.all }),
  });
}
