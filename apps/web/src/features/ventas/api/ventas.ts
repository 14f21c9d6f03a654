// A machine's sales: the lists read a page at a time from the server, and the writes (which change the stock and
// the reports too).
import type { VentaEditar, VentaFila, VentaNueva } from '@aguavend/contract/ventas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { referenceKeys } from '../../../lib/reference-data.ts';
import { reportesKeys } from '../../../lib/report-keys.ts';

export type VentaRow = Omit<VentaFila, 'fecha_transaccion' | 'fecha_eliminacion'> & {
  fecha_transaccion: string;
  fecha_eliminacion: string | null;
};
export type VentasEstado = 'activas' | 'eliminadas';

export const ventasKeys = { all: ['ventas'] as const };

/** The list call of each view; with `formato` it answers an export's link. */
export const rutaVentas = (estado: VentasEstado) =>
  estado === 'activas' ? '/venta/maquina/totales' : '/venta/maquina/totales/eliminados';

export function useVentas(estado: VentasEstado, id_maquina: number, vista: ListParams) {
  return useQuery({
    queryKey: [...ventasKeys.all, estado, id_maquina, vista],
    queryFn: () => api.post<Envelope<VentaRow>>(rutaVentas(estado), { id_maquina, ...vista }),
    enabled: id_maquina > 0,
    placeholderData: keepPreviousData,
  });
}

function useVentaMutation<T, R>(fn: (body: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      // Stock and totals move with every sale.
      await Promise.all([
        qc.invalidateQueries({ queryKey: ventasKeys.all }),
        qc.invalidateQueries({ queryKey: referenceKeys.productos }),
        qc.invalidateQueries({ queryKey: reportesKeys.all }),
      ]);
    },
  });
}

export const useCreateVenta = () =>
  useVentaMutation((b: VentaNueva) => api.post<Envelope<VentaRow>>('/venta/maquina/new', b));
export const useUpdateVenta = () =>
  useVentaMutation((b: VentaEditar) => api.rows<VentaRow>('/venta/maquina/editar', b));
export const useDeleteVenta = () =>
  useVentaMutation((id_venta_maquina: number) =>
    api.rows<VentaRow>('/venta/maquina/eliminar', { id_venta_maquina }),
  );
export const useRestoreVenta = () =>
  useVentaMutation((id_venta_maquina: number) =>
    api.rows<VentaRow>('/venta/maquina/restaurar', { id_venta_maquina }),
  );
