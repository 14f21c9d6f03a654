// POST /domicilio {id_tienda}: the store's saved addresses.
import type { Domicilio } from '@aguavend/contract/domicilios';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** An address as it travels: times are ISO strings. */
export type DomicilioRow = Omit<Domicilio, 'fecha_creacion'> & { fecha_creacion: string };

export const domiciliosKeys = {
  all: ['domicilios'] as const,
  list: (id_tienda: number) => ['domicilios', id_tienda] as const,
};

export const getDomicilios = (id_tienda: number) => api.rows<DomicilioRow>('/domicilio', { id_tienda });

export const domiciliosQueryOptions = (id_tienda: number) =>
  queryOptions({
    queryKey: domiciliosKeys.list(id_tienda),
    queryFn: () => getDomicilios(id_tienda),
    enabled: id_tienda > 0,
  });

export const useDomicilios = (id_tienda: number) => useQuery(domiciliosQueryOptions(id_tienda));
