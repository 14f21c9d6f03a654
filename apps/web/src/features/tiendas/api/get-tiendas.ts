// POST /tienda: every store a page at a time from the server, sorted, searched and filtered by the day it was
// registered, as the list's view says. The same call without a page is the selects' reference list.
import type { Tienda } from '@aguavend/contract/tiendas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { referenceKeys } from '../../../lib/reference-data.ts';

/** A store as it travels: times are ISO strings. */
export type TiendaRow = Omit<Tienda, 'fecha_creacion'> & { fecha_creacion: string };

/** The list call; with `formato` it answers an export's link. */
export const RUTA_TIENDAS = '/tienda';

/**
 * The pages sit under the reference list's key, so one invalidation after a create refreshes the selects of every
 * screen and the pages alike.
 */
export const tiendasKeys = {
  todo: referenceKeys.tiendas,
  lista: (vista: ListParams) => [...referenceKeys.tiendas, 'lista', vista] as const,
};

export const useTiendasLista = (vista: ListParams) =>
  useQuery({
    queryKey: tiendasKeys.lista(vista),
    queryFn: () => api.post<Envelope<TiendaRow>>(RUTA_TIENDAS, vista),
    placeholderData: keepPreviousData,
  });
