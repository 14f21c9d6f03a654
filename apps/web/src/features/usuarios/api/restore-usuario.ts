// POST /users/restaurar: brings a deleted user back; both lists reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type UsuarioRow, usuariosKeys } from './get-usuarios.ts';

export const restoreUsuario = (id_usuario: number) =>
  api.rows<UsuarioRow>('/users/restaurar', { id_usuario });

export function useRestoreUsuario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: restoreUsuario,
    onSettled: () => qc.invalidateQueries({ queryKey: usuariosKeys.all }),
  });
}
