// POST /tienda and /tienda/eliminados: the active or the deleted stores a page at a time from the server, sorted,
// searched and filtered by the day they were registered, as the list's view says. /tienda without a page is the
// selects' reference list.
import type { Tienda } from '@aguavend/contract/tiendas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { referenceKeys } from '../../../lib/reference-data.ts';

/** A store as it travels: times are ISO strings. */
export type TiendaRow = Omit<Tienda, 'fecha_creacion' | 'fecha_eliminacion'> & {
  fecha_creacion: string;
  fecha_eliminacion: string | null;
};

export type TiendasEstado = 'activas' | 'eliminadas';

/** The list call of each view; with `formato` it answers an export's link. */
export const RUTA_TIENDAS = '/tienda';
export const rutaTiendas = (estado: TiendasEstado) =>
  estado === 'activas' ? RUTA_TIENDAS : '/tienda/eliminados';

/**
 * The pages sit under the reference list's key, so one invalidation after a write refreshes the selects of every
 * screen and the pages alike.
 */
export const tiendasKeys = {
  todo: referenceKeys.tiendas,
  lista: (estado: TiendasEstado, vista: ListParams) =>
    [...referenceKeys.tiendas, 'lista', estado, vista] as const,
};

export const useTiendasLista = (vista: ListParams, estado: TiendasEstado = 'activas') =>
  useQuery({
    queryKey: tiendasKeys.lista(estado, vista),
    queryFn: () => api.post<Envelope<TiendaRow>>(rutaTiendas(estado), vista),
    placeholderData: keepPreviousData,
  });
