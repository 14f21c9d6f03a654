// Where a statement and the printed statements open, under the Estados de cuenta screen.
import { PANTALLAS } from '@aguavend/contract/pantallas';

const ruta = PANTALLAS.estadosCuenta.ruta;
export const listaHref = (mes: string) => `${ruta}?mes=${mes}`;
export const verEstadoHref = (id_tienda: number, mes: string) => `${ruta}/ver?tienda=${id_tienda}&mes=${mes}`;
/** One store's printable statement, or without a store every store's of the month. */
export const imprimirHref = (mes: string, id_tienda?: number) =>
  `${ruta}/imprimir?mes=${mes}${id_tienda ? `&tienda=${id_tienda}` : ''}`;
