// Payments to the stores: the list (one store's or all), a new payment and its delete, and the cortes whose cash box
// can pay a store. A payment settles the oldest pending month first, so every write invalidates the statements too;
// one paid from a corte's box changes that corte and the collector's cash in hand, so the cortes' keys as well.
import type { PagoCorte, PagoNuevo } from '@aguavend/contract/estados-cuenta';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { cortesRaiz } from '../../../lib/report-keys.ts';
import { useEstadosMutation } from './estados.ts';
import { estadosKeys, type PagoRow, type Wire } from './keys.ts';

export const usePagos = (id_tienda: number, vista: ListParams) =>
  useQuery({
    queryKey: estadosKeys.pagos(id_tienda, vista),
    queryFn: () =>
      api.post<Envelope<PagoRow>>('/pago', { ...vista, ...(id_tienda > 0 ? { id_tienda } : {}) }),
    placeholderData: keepPreviousData,
  });

export const useCreatePago = () =>
  useEstadosMutation((b: PagoNuevo) => api.rows<PagoRow>('/pago/new', b), [cortesRaiz]);
export const useDeletePago = () =>
  useEstadosMutation((id_pago: number) => api.rows<PagoRow>('/pago/eliminar', { id_pago }), [cortesRaiz]);

/** The cortes whose cash box can still pay the store (decision 040); nothing until a store is chosen. */
export const usePagoCortes = (id_tienda: number) =>
  useQuery({
    queryKey: [...cortesRaiz, 'pago', id_tienda],
    queryFn: () => api.rows<Wire<PagoCorte>>('/pago/cortes', { id_tienda }),
    enabled: id_tienda > 0,
  });
