// POST /domicilio and /domicilio/eliminados {id_tienda}: one store's active or deleted addresses a page at a time from
// the server, sorted, searched and filtered by the day they were registered, as the list's view says.
import type { Domicilio } from '@aguavend/contract/domicilios';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** An address as it travels: times are ISO strings. */
export type DomicilioRow = Omit<Domicilio, 'fecha_creacion' | 'fecha_eliminacion'> & {
  fecha_creacion: string;
  fecha_eliminacion: string | null;
};

export type DomiciliosEstado = 'activos' | 'eliminados';

/** The list call of each view; with `formato` it answers an export's link. */
export const RUTA_DOMICILIOS = '/domicilio';
export const rutaDomicilios = (estado: DomiciliosEstado) =>
  estado === 'activos' ? RUTA_DOMICILIOS : '/domicilio/eliminados';

export const domiciliosKeys = {
  /** Every address list, whatever its store. */
  todo: ['domicilios'] as const,
  /** Every page of one store's lists, whatever its view. */
  tienda: (id_tienda: number) => ['domicilios', id_tienda] as const,
  lista: (id_tienda: number, estado: DomiciliosEstado, vista: ListParams) =>
    ['domicilios', id_tienda, 'lista', estado, vista] as const,
};

export const useDomicilios = (id_tienda: number, vista: ListParams, estado: DomiciliosEstado = 'activos') =>
  useQuery({
    queryKey: domiciliosKeys.lista(id_tienda, estado, vista),
    queryFn: () => api.post<Envelope<DomicilioRow>>(rutaDomicilios(estado), { id_tienda, ...vista }),
    enabled: id_tienda > 0,
    placeholderData: keepPreviousData,
  });
