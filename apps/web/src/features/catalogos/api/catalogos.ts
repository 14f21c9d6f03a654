// The catalogs' calls: each list read a page at a time from the server (the same call, without a page, gives every
// screen's selects the whole catalog), and the writes, which refresh both.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { referenceKeys } from '../../../lib/reference-data.ts';

export type NombreCatalogo = 'maquinas' | 'productos' | 'categorias';

/** Each catalog's list call; with `formato` it answers an export's link. */
export const RUTAS_CATALOGO: Record<NombreCatalogo, string> = {
  maquinas: '/maquina',
  productos: '/producto',
  categorias: '/cat/categorias/trans',
};

/**
 * A catalog's pages sit under its reference list's key, so one invalidation (after a write here, or a sale that
 * moves the stock) refreshes the selects of every screen and the pages alike.
 */
export const catalogosKeys = {
  todo: (c: NombreCatalogo) => referenceKeys[c],
  lista: (c: NombreCatalogo, vista: ListParams) => [...referenceKeys[c], 'lista', vista] as const,
};

export function useCatalogoLista<T>(c: NombreCatalogo, vista: ListParams) {
  return useQuery({
    queryKey: catalogosKeys.lista(c, vista),
    queryFn: () => api.post<Envelope<T>>(RUTAS_CATALOGO[c], vista),
    placeholderData: keepPreviousData,
  });
}

/** One catalog write that refreshes the catalog (its pages and every select built on it) afterwards. */
export function useCatalogoWrite(path: string, c: NombreCatalogo) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.rows<unknown>(path, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: catalogosKeys.todo(c) }),
  });
}
