// POST /tienda/new: a store of the signed-in user; the shared store list reloads after it.
import type { TiendaNueva } from '@aguavend/contract/tiendas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { referenceKeys } from '../../../lib/reference-data.ts';

export const createTienda = (body: TiendaNueva) => api.post<Envelope<unknown>>('/tienda/new', body);

export function useCreateTienda() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createTienda,
    onSuccess: () => qc.invalidateQueries({ queryKey: referenceKeys.tiendas }),
  });
}
