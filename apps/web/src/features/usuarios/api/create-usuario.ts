// POST /users/create: a new user with its role, linked to the chosen machine.
import type { UsuarioNuevo } from '@aguavend/contract/usuarios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { type UsuarioRow, usuariosKeys } from './get-usuarios.ts';

export const createUsuario = (body: UsuarioNuevo) => api.post<Envelope<UsuarioRow>>('/users/create', body);

export function useCreateUsuario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createUsuario,
    onSuccess: () => qc.invalidateQueries({ queryKey: usuariosKeys.all }),
  });
}
