// POST /tienda/editar, /tienda/eliminar and /tienda/restaurar: each refreshes the stores' pages and every select.
import type { TiendaEditar } from '@aguavend/contract/tiendas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type TiendaRow, tiendasKeys } from './get-tiendas.ts';

function useTiendaMutation<T>(fn: (body: T) => Promise<TiendaRow[]>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: tiendasKeys.todo }),
  });
}

export const useUpdateTienda = () =>
  useTiendaMutation((b: TiendaEditar) => api.rows<TiendaRow>('/tienda/editar', b));
export const useDeleteTienda = () =>
  useTiendaMutation((id_tienda: number) => api.rows<TiendaRow>('/tienda/eliminar', { id_tienda }));
export const useRestoreTienda = () =>
  useTiendaMutation((id_tienda: number) => api.rows<TiendaRow>('/tienda/restaurar', { id_tienda }));
