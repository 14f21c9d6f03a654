// The reports of the home panel: a machine's month, its yearly totals per product (whole for the chart, and as a
// list a page at a time), and the 12-month series.
import type {
  SerieMensualFila,
  TotalAnualFila,
  TotalAnualListaFila,
  TotalMesFila,
} from '@aguavend/contract/ventas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { reportesKeys } from '../../../lib/report-keys.ts';

/** The annual call; with list parameters it answers a page, and with `formato` an export's link. */
export const RUTA_ANUAL = '/venta/maquina/total/anual';

/** Nothing monthly is asked for unless a machine is chosen and a month is set. */
export const useTotalMes = (id_maquina: number, mes: string) =>
  useQuery({
    queryKey: reportesKeys.mes(id_maquina, mes),
    queryFn: () => api.rows<TotalMesFila>('/venta/maquina/total/mes', { mes, id_maquina }),
    enabled: id_maquina > 0 && /^\d{4}-\d{2}$/.test(mes),
  });

export const useTotalAnual = (id_maquina: number) =>
  useQuery({
    queryKey: reportesKeys.anual(id_maquina),
    queryFn: () => api.rows<TotalAnualFila>(RUTA_ANUAL, { id_maquina }),
    enabled: id_maquina > 0,
  });

/** The annual table as a list: the page, sort and search of `vista`, with the count and sums of all it matches. */
export const useAnualLista = (id_maquina: number, vista: ListParams) =>
  useQuery({
    queryKey: [...reportesKeys.anual(id_maquina), vista],
    queryFn: () => api.post<Envelope<TotalAnualListaFila>>(RUTA_ANUAL, { id_maquina, ...vista }),
    enabled: id_maquina > 0,
    placeholderData: keepPreviousData,
  });

export const useSerieMensual = (id_maquina: number, hasta: string) =>
  useQuery({
    queryKey: reportesKeys.serie(id_maquina, hasta),
    queryFn: () => api.rows<SerieMensualFila>('/venta/maquina/total/serie', { id_maquina, hasta }),
    enabled: id_maquina > 0 && /^\d{4}-\d{2}$/.test(hasta),
  });
