// POST /users/eliminar: moves the user to the deleted list; both lists reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type UsuarioRow, usuariosKeys } from './get-usuarios.ts';

export const deleteUsuario = (id_usuario: number) => api.rows<UsuarioRow>('/users/eliminar', { id_usuario });

export function useDeleteUsuario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteUsuario,
    onSettled: () => qc.invalidateQueries({ queryKey: usuariosKeys.all }),
  });
}
