// POST /domicilio {id_tienda}: one store's addresses a page at a time from the server, sorted, searched and filtered
// by the day they were registered, as the list's view says.
import type { Domicilio } from '@aguavend/contract/domicilios';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** An address as it travels: times are ISO strings. */
export type DomicilioRow = Omit<Domicilio, 'fecha_creacion'> & { fecha_creacion: string };

/** The list call; with `formato` it answers an export's link. */
export const RUTA_DOMICILIOS = '/domicilio';

export const domiciliosKeys = {
  /** Every page of one store's list, whatever its view. */
  tienda: (id_tienda: number) => ['domicilios', id_tienda] as const,
  lista: (id_tienda: number, vista: ListParams) => ['domicilios', id_tienda, 'lista', vista] as const,
};

export const useDomicilios = (id_tienda: number, vista: ListParams) =>
  useQuery({
    queryKey: domiciliosKeys.lista(id_tienda, vista),
    queryFn: () => api.post<Envelope<DomicilioRow>>(RUTA_DOMICILIOS, { id_tienda, ...vista }),
    enabled: id_tienda > 0,
    placeholderData: keepPreviousData,
  });
