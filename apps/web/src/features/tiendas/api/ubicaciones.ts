// Where machines stand (issue 18): POST /maquina/ubicaciones {id_tienda} lists a store's placements newest first;
// /maquina/ubicar, /maquina/retirar and /maquina/ubicacion/eliminar change them. A move touches two stores, so every
// write refreshes every placement list.
import type { Retirar, Ubicacion, Ubicar } from '@aguavend/contract/ubicaciones';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope, requireRows } from '../../../lib/api-client.ts';

export const ubicacionesKeys = {
  todo: ['ubicaciones'] as const,
  tienda: (id_tienda: number) => ['ubicaciones', 'tienda', id_tienda] as const,
};

export const useUbicacionesTienda = (id_tienda: number) =>
  useQuery({
    queryKey: ubicacionesKeys.tienda(id_tienda),
    queryFn: () => api.rows<Ubicacion>('/maquina/ubicaciones', { id_tienda }),
    enabled: id_tienda > 0,
  });

/** Where each machine the user sees stands now (its current placement; none for a machine placed nowhere). */
export const useUbicacionesActuales = () =>
  useQuery({
    queryKey: [...ubicacionesKeys.todo, 'actuales'] as const,
    queryFn: () => api.rows<Ubicacion>('/maquina/ubicaciones/actuales', {}),
  });

/** Placements in force on `hoy` or later: the machines standing at the store now (or from a day to come). */
export const ubicacionesActuales = (filas: Ubicacion[], hoy: string) =>
  filas.filter((u) => u.hasta === null || u.hasta >= hoy);

function useUbicacionWrite<T>(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: T) => requireRows(await api.post<Envelope<Ubicacion>>(path, body)),
    onSettled: () => qc.invalidateQueries({ queryKey: ubicacionesKeys.todo }),
  });
}

export const useUbicar = () => useUbicacionWrite<Ubicar>('/maquina/ubicar');
export const useRetirar = () => useUbicacionWrite<Retirar>('/maquina/retirar');
export const useDeshacerUbicacion = () =>
  useUbicacionWrite<{ id_ubicacion: number }>('/maquina/ubicacion/eliminar');
