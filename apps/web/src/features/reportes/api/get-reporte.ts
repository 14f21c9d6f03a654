// One report (Reportes): the whole table of a period by one dimension, sorted by the server, with its totals. With
// `formato` the same call answers an export's link (components/list/export-menu.tsx).
import type { Reporte, ReporteFila } from '@aguavend/contract/negocio';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { reportesKeys } from '../../../lib/report-keys.ts';

export const RUTA_REPORTE = '/negocio/reporte';

/**
 * The sums of every row. `egresos` and `neto` are missing where expenses cannot be told apart (rows by product, or a
 * product filter), `cambio` where the previous period sold nothing.
 */
export type TotalesReporte = {
  unidades: number;
  numero_ventas: number;
  ventas: number;
  ticket_promedio: number;
  ventas_anterior: number;
  egresos?: number;
  neto?: number;
  cambio?: number;
};

export type RespuestaReporte = Omit<Envelope<ReporteFila>, 'total' | 'totales'> & {
  /** The rows' count: a report comes whole, never a page at a time. */
  total: number;
  totales: TotalesReporte;
};

/** Nothing is asked for while the request is not valid (a period being typed). */
export const useReporte = (solicitud: Reporte | null) =>
  useQuery({
    queryKey: reportesKeys.tabla(solicitud ?? {}),
    queryFn: () => api.post<RespuestaReporte>(RUTA_REPORTE, solicitud),
    enabled: solicitud !== null,
    placeholderData: keepPreviousData,
  });
