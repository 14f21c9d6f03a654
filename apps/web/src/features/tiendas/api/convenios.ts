// A store's agreements (issue 18): POST /convenio {id_tienda} lists them newest first; /convenio/new adds one (the one
// in force ends the day before) and /convenio/eliminar removes the newest (the one before it is in force again).
import type { Convenio, ConvenioNuevo } from '@aguavend/contract/convenios';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope, requireRows } from '../../../lib/api-client.ts';

export const conveniosKeys = {
  todo: ['convenios'] as const,
  tienda: (id_tienda: number) => ['convenios', id_tienda] as const,
};

export const useConvenios = (id_tienda: number) =>
  useQuery({
    queryKey: conveniosKeys.tienda(id_tienda),
    queryFn: () => api.rows<Convenio>('/convenio', { id_tienda }),
    enabled: id_tienda > 0,
  });

/** The agreement in force on `hoy`, if any (the list is newest first). */
export const convenioVigente = (filas: Convenio[], hoy: string) =>
  filas.find((c) => c.desde <= hoy && (c.hasta === null || c.hasta >= hoy));

function useConvenioWrite<T>(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: T) => requireRows(await api.post<Envelope<Convenio>>(path, body)),
    onSettled: () => qc.invalidateQueries({ queryKey: conveniosKeys.todo }),
  });
}

export const useCrearConvenio = () => useConvenioWrite<ConvenioNuevo>('/convenio/new');
export const useEliminarConvenio = () => useConvenioWrite<{ id_convenio: number }>('/convenio/eliminar');
