// The statements: a month's list, one store's statement, the statements generated for a month, the month closed,
// and which months are closed.
import type { MesCerradoSchema } from '@aguavend/contract/estados-cuenta';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { ApiError, api, type Envelope } from '../../../lib/api-client.ts';
import { type Detalle, type EstadoRow, estadosKeys, type Wire } from './keys.ts';

export type MesCerrado = Wire<z.infer<typeof MesCerradoSchema>>;

export const useEstados = (mes: string, vista: ListParams) =>
  useQuery({
    queryKey: estadosKeys.lista(mes, vista),
    queryFn: () => api.post<Envelope<EstadoRow>>('/estado-cuenta', { ...vista, mes }),
    placeholderData: keepPreviousData,
  });

/** One store's statement of a month; null when it has not been generated (the server answers 404). */
async function verEstado(id_tienda: number, mes: string) {
  try {
    return (await api.rows<Detalle>('/estado-cuenta/ver', { id_tienda, mes }))[0] ?? null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** One store's statement of a month; null when it has not been generated. */
export const useEstado = (id_tienda: number, mes: string) =>
  useQuery({
    queryKey: estadosKeys.uno(id_tienda, mes),
    queryFn: () => verEstado(id_tienda, mes),
    enabled: id_tienda > 0 && /^\d{4}-\d{2}$/.test(mes),
  });

/** Every statement of a month, each in full, for the printed pages (one per store). */
export const useEstadosCompletos = (mes: string) =>
  useQuery({
    queryKey: estadosKeys.todos(mes),
    queryFn: async () => {
      const filas: EstadoRow[] = [];
      for (let pagina = 1; ; pagina++) {
        const r = await api.post<Envelope<EstadoRow>>('/estado-cuenta', {
          mes,
          pagina,
          por_pagina: 100,
          orden: 'tienda',
        });
        filas.push(...r.resultados);
        if (r.resultados.length < 100 || filas.length >= (r.total ?? 0)) break;
      }
      const hojas = await Promise.all(filas.map((f) => verEstado(f.id_tienda, mes)));
      return hojas.filter((h): h is Detalle => h !== null);
    },
    enabled: /^\d{4}-\d{2}$/.test(mes),
  });

/**
 * What a store's months still owe today, oldest first (the order payments settle them): its statements with
 * something pending, as the server works them out. For the payment form.
 */
export const usePendientesTienda = (id_tienda: number) =>
  useQuery({
    queryKey: estadosKeys.pendientes(id_tienda),
    queryFn: async () =>
      (await api.rows<EstadoRow>('/estado-cuenta', { id_tienda, orden: 'mes' })).filter(
        (e) => e.pendiente > 0,
      ),
    enabled: id_tienda > 0,
  });

export const useMesesCerrados = () =>
  useQuery({
    queryKey: estadosKeys.cerrados,
    queryFn: () => api.rows<MesCerrado>('/estado-cuenta/meses-cerrados'),
  });

/** A write of Estados de cuenta; `tambien`: other keys it changes (a payment from a corte's box, the cash in hand). */
function useEstadosMutation<T, R>(fn: (body: T) => Promise<R>, tambien: readonly (readonly string[])[] = []) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([estadosKeys.all, ...tambien].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}

export const useGenerarEstados = () =>
  useEstadosMutation((mes: string) => api.post<Envelope<EstadoRow>>('/estado-cuenta/generar', { mes }));
export const useCerrarMes = () =>
  useEstadosMutation((mes: string) => api.post<Envelope<MesCerrado>>('/estado-cuenta/cerrar', { mes }));
export { useEstadosMutation };
