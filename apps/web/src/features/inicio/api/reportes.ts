// The reports of the home panel: a machine's month, its yearly totals per product, and the 12-month series.
import type { SerieMensualFila, TotalAnualFila, TotalMesFila } from '@aguavend/contract/ventas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportesKeys } from '../../../lib/report-keys.ts';

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
    queryFn: () => api.rows<TotalAnualFila>('/venta/maquina/total/anual', { id_maquina }),
    enabled: id_maquina > 0,
  });

export const useSerieMensual = (id_maquina: number, hasta: string) =>
  useQuery({
    queryKey: reportesKeys.serie(id_maquina, hasta),
    queryFn: () => api.rows<SerieMensualFila>('/venta/maquina/total/serie', { id_maquina, hasta }),
    enabled: id_maquina > 0 && /^\d{4}-\d{2}$/.test(hasta),
  });
