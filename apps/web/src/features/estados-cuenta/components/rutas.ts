// Where a statement and the printed statements open, under the Estados de cuenta screen, and what their URLs say.
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { useSearchParams } from 'react-router';
import { esMes, mesAnterior } from './mes.ts';

const ruta = PANTALLAS.estadosCuenta.ruta;
export const listaHref = (mes: string) => `${ruta}?mes=${mes}`;
export const verEstadoHref = (id_tienda: number, mes: string) => `${ruta}/ver?tienda=${id_tienda}&mes=${mes}`;
/** One store's printable statement, or without a store every store's of the month. */
export const imprimirHref = (mes: string, id_tienda?: number) =>
  `${ruta}/imprimir?mes=${mes}${id_tienda ? `&tienda=${id_tienda}` : ''}`;

const miTienda = PANTALLAS.miTienda.ruta;
/** A store's own user's statement and its printable page, under Mi tienda (the server answers only their store). */
export const miTiendaEstadoHref = (id_tienda: number, mes: string) =>
  `${miTienda}/estado?tienda=${id_tienda}&mes=${mes}`;
export const miTiendaImprimirHref = (id_tienda: number, mes: string) =>
  `${miTienda}/estado/imprimir?tienda=${id_tienda}&mes=${mes}`;

/** The store and the month a statement's URL names (?tienda=&mes=); the month that just ended when it names none. */
export function useEstadoParams() {
  const [params] = useSearchParams();
  const leido = params.get('mes');
  return {
    id_tienda: Math.trunc(Number(params.get('tienda'))) || 0,
    mes: esMes(leido) ? leido : mesAnterior(),
  };
}
