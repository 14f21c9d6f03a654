// POST /domicilio {id_tienda} without a page: every active address of one store, for its page and the placement
// selects. Kept under the address screen's key, so a change there refreshes these too.
import type { Domicilio } from '@aguavend/contract/domicilios';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type DomicilioTienda = Omit<Domicilio, 'fecha_creacion' | 'fecha_eliminacion'>;

export const domiciliosTiendaKey = (id_tienda: number) => ['domicilios', id_tienda, 'todos'] as const;

export const useDomiciliosTienda = (id_tienda: number) =>
  useQuery({
    queryKey: domiciliosTiendaKey(id_tienda),
    queryFn: () => api.rows<DomicilioTienda>('/domicilio', { id_tienda }),
    enabled: id_tienda > 0,
  });

/** An address in one line: calle, número (interior), colonia, municipio. */
export function domicilioEnLinea(d: DomicilioTienda) {
  const numero = [d.numero_ext, d.numero_int ? `int. ${d.numero_int}` : ''].filter(Boolean).join(' ');
  return [`${d.calle} ${numero}`.trim(), d.colonia, d.municipio].filter(Boolean).join(', ');
}
