// Alerts (issue 19): the bell's call (the unread count, asked again every minute and when the window regains focus,
// never in a tighter loop), the newest open alerts (asked when the bell is opened), the read marks, and the Alertas
// screen's history.
import type { AlertaFila, EstadoAlerta, TipoAlerta } from '@aguavend/contract/alertas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { usePrimeraCarga } from '../../../lib/primera-carga.ts';
import { useSession } from '../../../lib/use-session.ts';

/** An alert as it travels: its times as ISO strings. */
export type AlertaRow = Omit<AlertaFila, 'abierta' | 'inicio' | 'cerrada'> & {
  abierta: string;
  inicio: string;
  cerrada: string | null;
};
export type CampanaRow = { no_leidas: number };

/** How often the bell asks the server again while the page is open. */
export const CAMPANA_CADA_MS = 60_000;

/** One factory for every key of this feature: a read mark invalidates `all` (the bell and the history). */
export const alertasKeys = {
  all: ['alertas'] as const,
  campana: (id_usuario: number) => ['alertas', 'campana', id_usuario] as const,
  recientes: (id_usuario: number) => ['alertas', 'recientes', id_usuario] as const,
  lista: (filtros: object, vista: ListParams) => ['alertas', 'lista', filtros, vista] as const,
};

/** The signed-in user's bell; nothing is asked without a session, nor before the page's first load has ended. */
export function useCampana() {
  const id_usuario = useSession()?.user.id_usuario ?? 0;
  const cargada = usePrimeraCarga();
  return useQuery({
    queryKey: alertasKeys.campana(id_usuario),
    queryFn: async () => (await api.rows<CampanaRow>('/alertas/campana', {}))[0] ?? null,
    enabled: id_usuario > 0 && cargada,
    refetchInterval: CAMPANA_CADA_MS,
    refetchIntervalInBackground: false,
    // On focus too, once the answer is older than the panel's 30 s (the server refreshes alerts as often): a
    // person switching windows back and forth does not turn the focus into a loop.
    refetchOnWindowFocus: true,
  });
}

/** The newest open alerts, asked while the bell is open (`abierta`), and again after a read mark. */
export function useRecientes(abierta: boolean) {
  const id_usuario = useSession()?.user.id_usuario ?? 0;
  return useQuery({
    queryKey: alertasKeys.recientes(id_usuario),
    queryFn: () => api.rows<AlertaRow>('/alertas/recientes', {}),
    enabled: abierta && id_usuario > 0,
  });
}

export type AlertasFiltros = { tipo?: TipoAlerta; id_maquina?: number; estado?: EstadoAlerta };

export const useAlertas = (filtros: AlertasFiltros, vista: ListParams) =>
  useQuery({
    queryKey: alertasKeys.lista(filtros, vista),
    queryFn: () => api.post<Envelope<AlertaRow>>('/alertas', { ...filtros, ...vista }),
    placeholderData: keepPreviousData,
  });

/** Marks one alert read (`id_alerta`) or every open one the user sees (none given). */
export function useLeerAlertas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id_alerta?: number) =>
      id_alerta === undefined
        ? api.rows('/alertas/leer-todas', {})
        : api.rows('/alertas/leer', { id_alerta }),
    onSettled: () => qc.invalidateQueries({ queryKey: alertasKeys.all }),
  });
}
