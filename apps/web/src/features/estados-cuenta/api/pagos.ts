// Payments to the stores: the list (one store's or all), a new payment and its delete. A payment settles the
// oldest pending month first, so every write invalidates the statements too.
import type { PagoNuevo } from '@aguavend/contract/estados-cuenta';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { useEstadosMutation } from './estados.ts';
import { estadosKeys, type PagoRow } from './keys.ts';

export const usePagos = (id_tienda: number, vista: ListParams) =>
  useQuery({
    queryKey: estadosKeys.pagos(id_tienda, vista),
    queryFn: () =>
      api.post<Envelope<PagoRow>>('/pago', { ...vista, ...(id_tienda > 0 ? { id_tienda } : {}) }),
    placeholderData: keepPreviousData,
  });

export const useCreatePago = () => useEstadosMutation((b: PagoNuevo) => api.rows<PagoRow>('/pago/new', b));
export const useDeletePago = () =>
  useEstadosMutation((id_pago: number) => api.rows<PagoRow>('/pago/eliminar', { id_pago }));
