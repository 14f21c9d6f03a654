// Inicio's attention block and cash side (issue 43): POST /negocio/atencion (no period: what is open now) and
// POST /negocio/efectivo (the period's sobrantes y faltantes and the cash in hand). Both answer over the caller's
// machines, with the figures of the screens they link to.
import type { AlertaFila } from '@aguavend/contract/alertas';
import type { Atencion, EfectivoNegocio } from '@aguavend/contract/atencion';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PeriodoValido } from '../../../components/period-filter.tsx';
import { api } from '../../../lib/api-client.ts';
import { reportesKeys } from '../../../lib/report-keys.ts';

/** An alert as it travels: its times as ISO strings. */
export type AlertaInicio = Omit<AlertaFila, 'abierta' | 'inicio' | 'cerrada'> & {
  abierta: string;
  inicio: string;
  cerrada: string | null;
};
export type AtencionRow = Omit<Atencion, 'alertas' | 'sin_reportar'> & {
  alertas: AlertaInicio[];
  sin_reportar: AlertaInicio[];
};

/** What needs attention now: asked when Inicio opens and again each minute, as the bell. */
export const useAtencion = () =>
  useQuery({
    queryKey: [...reportesKeys.all, 'atencion'] as const,
    queryFn: async () => (await api.rows<AtencionRow>('/negocio/atencion', {}))[0] ?? null,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });

export const useEfectivoNegocio = (periodo: PeriodoValido) =>
  useQuery({
    queryKey: reportesKeys.negocio('efectivo', periodo?.desde ?? '', periodo?.hasta ?? ''),
    queryFn: async () => (await api.rows<EfectivoNegocio>('/negocio/efectivo', periodo))[0] ?? null,
    enabled: periodo !== null,
    placeholderData: keepPreviousData,
  });
