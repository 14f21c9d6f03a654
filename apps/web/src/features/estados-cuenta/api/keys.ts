// One factory for every query key of Estados de cuenta: a write invalidates `all`, since a payment, an adjustment,
// a generation or a closed month changes the statements, their totals and the payments at once.
import type { EstadoCuenta, EstadoDetalle, Pago } from '@aguavend/contract/estados-cuenta';
import type { ListParams } from '../../../components/list/use-list-state.ts';

/** Dates travel as ISO strings. */
export type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export type EstadoRow = Wire<EstadoCuenta>;
export type PagoRow = Pago;
export type Detalle = Omit<EstadoDetalle, 'estado' | 'ajustes'> & {
  estado: EstadoRow;
  ajustes: Wire<EstadoDetalle['ajustes'][number]>[];
};

export const estadosKeys = {
  all: ['estados-cuenta'] as const,
  lista: (mes: string, vista: ListParams) => ['estados-cuenta', 'lista', mes, vista] as const,
  todos: (mes: string) => ['estados-cuenta', 'todos', mes] as const,
  uno: (id_tienda: number, mes: string) => ['estados-cuenta', 'uno', id_tienda, mes] as const,
  cerrados: ['estados-cuenta', 'meses-cerrados'] as const,
  pendientes: (id_tienda: number) => ['estados-cuenta', 'pendientes', id_tienda] as const,
  pagos: (id_tienda: number, vista: ListParams) => ['estados-cuenta', 'pagos', id_tienda, vista] as const,
  rentabilidad: (desde: string, hasta: string, por: string) =>
    ['estados-cuenta', 'rentabilidad', desde, hasta, por] as const,
};
