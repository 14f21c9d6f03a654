// POST /users/tienda/asignar {id_usuario, id_tienda|null}: links a user to a store as its own user (Mi tienda), or
// unlinks them; the lists reload after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope, requireRows } from '../../../lib/api-client.ts';
import { usuariosKeys } from './get-usuarios.ts';

export function useAsignarTienda() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { id_usuario: number; id_tienda: number | null }) =>
      requireRows(await api.post<Envelope<unknown>>('/users/tienda/asignar', body)),
    onSettled: () => qc.invalidateQueries({ queryKey: usuariosKeys.all }),
  });
}
