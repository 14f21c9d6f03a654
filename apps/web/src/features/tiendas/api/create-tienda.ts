// POST /tienda/new: a store of the signed-in user; the shared store list and the list's pages reload after it.
import type { TiendaNueva } from '@aguavend/contract/tiendas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { tiendasKeys } from './get-tiendas.ts';

export const createTienda = (body: TiendaNueva) => api.post<Envelope<unknown>>('/tienda/new', body);

export function useCreateTienda() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createTienda,
    onSuccess: () => qc.invalidateQueries({ queryKey: tiendasKeys.todo }),
  });
}
