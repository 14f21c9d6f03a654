// POST /domicilio/new: an address of a store; that store's list reloads after it.
import type { DomicilioNuevo } from '@aguavend/contract/domicilios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { type DomicilioRow, domiciliosKeys } from './get-domicilios.ts';

export const createDomicilio = (body: DomicilioNuevo) =>
  api.post<Envelope<DomicilioRow>>('/domicilio/new', body);

export function useCreateDomicilio() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createDomicilio,
    onSuccess: (_r, body) => qc.invalidateQueries({ queryKey: domiciliosKeys.tienda(body.id_tienda) }),
  });
}
