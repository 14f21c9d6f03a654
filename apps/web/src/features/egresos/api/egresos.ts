// A machine's expenses: the lists read a page at a time from the server, and the writes (which change the reports
// too).
import type { EgresoEditar, EgresoFila, EgresoNuevo } from '@aguavend/contract/egresos';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { reportesKeys } from '../../../lib/report-keys.ts';

export type EgresoRow = Omit<EgresoFila, 'fecha_transaccion' | 'fecha_eliminacion'> & {
  fecha_transaccion: string;
  fecha_eliminacion: string | null;
};
export type EgresosEstado = 'activos' | 'eliminados';
export const egresosKeys = { all: ['egresos'] as const };

/** The list call of each view; with `formato` it answers an export's link. */
export const rutaEgresos = (estado: EgresosEstado) =>
  estado === 'activos' ? '/egresos' : '/egresos/eliminados';

export function useEgresos(estado: EgresosEstado, id_maquina: number, vista: ListParams) {
  return useQuery({
    queryKey: [...egresosKeys.all, estado, id_maquina, vista],
    queryFn: () => api.post<Envelope<EgresoRow>>(rutaEgresos(estado), { id_maquina, ...vista }),
    enabled: id_maquina > 0,
    placeholderData: keepPreviousData,
  });
}

function useEgresoMutation<T, R>(fn: (body: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: egresosKeys.all }),
        qc.invalidateQueries({ queryKey: reportesKeys.all }),
      ]);
    },
  });
}

export const useCreateEgreso = () =>
  useEgresoMutation((b: EgresoNuevo) => api.rows<EgresoRow>('/egresos/new', b));
export const useUpdateEgreso = () =>
  useEgresoMutation((b: EgresoEditar) => api.rows<EgresoRow>('/egresos/editar', b));
export const useDeleteEgreso = () =>
  useEgresoMutation((id_egreso: number) => api.rows<EgresoRow>('/egresos/eliminar', { id_egreso }));
export const useRestoreEgreso = () =>
  useEgresoMutation((id_egreso: number) => api.rows<EgresoRow>('/egresos/restaurar', { id_egreso }));
