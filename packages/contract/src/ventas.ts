import { z } from 'zod';
import {
  dinero,
  fechaHoraPasada,
  id,
  idElegido,
  listaParams,
  listaParamsSinFechas,
  mes,
  rangoOrdenado,
  textoOpcional,
} from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.ventas;

const cantidad = z
  .number({ error: m.mayoresACero })
  .positive({ error: m.mayoresACero })
  .int({ error: m.cantidadEntera })
  .max(1_000_000, { error: m.mayoresACero });
const importe = dinero(m.mayoresACero, mensajes.general.montoInvalido);

/** Cents-exact product, so 3 × 0.10 is 0.30 and not 0.30000000000000004. */
export const calcularMonto = (cantidadVendida: number, precioUnitario: number) =>
  (cantidadVendida * Math.round(precioUnitario * 100)) / 100;

/** Less than half a centavo: a client's `monto` this close to cantidad × precio_unitario is the same amount. */
export const TOLERANCIA_MONTO = 0.004;

/** Whether the client's `monto` is cantidad × precio_unitario (the server stores its own product, never this). */
export const montoCoincide = (cantidadVendida: number, precioUnitario: number, monto: number) =>
  Math.abs(calcularMonto(cantidadVendida, precioUnitario) - monto) <= TOLERANCIA_MONTO;

/** Not in the future; absent on a new sale means now. */
const fechaVenta = fechaHoraPasada(m.fechaFutura);
/** Optional: a sale without one is stored with an empty description. */
const descripcion = textoOpcional(255).transform((v) => v ?? '');

export const VentaFilaSchema = z.object({
  id_venta_maquina: z.number(),
  id_maquina: z.number(),
  maquina: z.string(),
  id_producto: z.number(),
  producto: z.string(),
  cantidad: z.number(),
  precio_unitario: z.number(),
  monto: z.number(),
  descripcion: z.string(),
  fecha_transaccion: z.date(),
  id_transaccion: z.number().nullable(),
  id_categoria_transaccion: z.number().nullable(),
  fecha_eliminacion: z.date().nullable(),
  /** Who registered the sale, and their username (null for sales older than the record). */
  id_usuario: z.number().nullable(),
  usuario: z.string().nullable(),
});
export type VentaFila = z.infer<typeof VentaFilaSchema>;

export const VentaNuevaSchema = z
  .object({
    ventas_maquina: z.object({
      id_maquina: idElegido(m.debeSeleccionar),
      id_producto: idElegido(m.debeSeleccionar),
      cantidad,
      precio_unitario: importe,
      fecha_transaccion: fechaVenta.optional(),
    }),
    transacciones: z.object({
      id_venta_maquina: z.unknown().optional(),
      id_categoria_transaccion: idElegido(m.debeSeleccionar),
      descripcion,
      monto: importe,
    }),
  })
  .superRefine((v, ctx) => {
    if (!montoCoincide(v.ventas_maquina.cantidad, v.ventas_maquina.precio_unitario, v.transacciones.monto)) {
      ctx.addIssue({ code: 'custom', path: ['transacciones', 'monto'], message: m.montoNoCoincide });
    }
  });
export type VentaNueva = z.input<typeof VentaNuevaSchema>;

/** The fields a sales list sorts by; each has an index behind it (one machine's sales, by that field). */
export const ORDEN_VENTAS = [
  'fecha_transaccion',
  'id_venta_maquina',
  'cantidad',
  'precio_unitario',
  'monto',
] as const;

export const VentasListaSchema = z
  .object({ id_maquina: id(), ...listaParams(ORDEN_VENTAS) })
  .superRefine(rangoOrdenado);
export type VentasLista = z.infer<typeof VentasListaSchema>;

/**
 * `precio_unitario` absent keeps the stored one; `monto` is checked against the unit price the sale ends with,
 * by the server, which has the stored price.
 */
export const VentaEditarSchema = z
  .object({
    id_venta_maquina: id(),
    cantidad,
    precio_unitario: importe.optional(),
    fecha_venta: fechaVenta,
    descripcion,
    monto: importe,
  })
  .superRefine((v, ctx) => {
    if (v.precio_unitario !== undefined && !montoCoincide(v.cantidad, v.precio_unitario, v.monto)) {
      ctx.addIssue({ code: 'custom', path: ['monto'], message: m.montoNoCoincide });
    }
  });
export type VentaEditar = z.input<typeof VentaEditarSchema>;

export const IdVentaSchema = z.object({ id_venta_maquina: id() });

export const TotalMesSolicitudSchema = z.object({ mes, id_maquina: id() });
export const TotalMesFilaSchema = z.object({
  id_maquina: z.number(),
  nombre: z.string(),
  mes: z.string(),
  total_por_mes: z.number(),
  total_egresos: z.number(),
  neto: z.number(),
});
export type TotalMesFila = z.infer<typeof TotalMesFilaSchema>;

/** The fields the annual table sorts by: its own columns, each a product's and year's aggregate but the name. */
export const ORDEN_ANUAL = [
  'nombre_producto',
  'año',
  'cantidad_total',
  'precio_unitario',
  'subtotal_anual',
] as const;

/** Only the machine: every row, as the charts read them; with list parameters, the annual table as a list. */
export const TotalAnualSolicitudSchema = z.object({ id_maquina: id(), ...listaParamsSinFechas(ORDEN_ANUAL) });
export const TotalAnualFilaSchema = z.object({
  nombre_producto: z.string(),
  año: z.number(),
  cantidad_total: z.number(),
  precio_unitario: z.number(),
  subtotal_anual: z.number(),
});
export type TotalAnualFila = z.infer<typeof TotalAnualFilaSchema>;
/** A row of the list, with the product that, with the year, tells it from the others (two products may share a name). */
export const TotalAnualListaFilaSchema = TotalAnualFilaSchema.extend({ id_producto: z.number() });
export type TotalAnualListaFila = z.infer<typeof TotalAnualListaFilaSchema>;

/** The machine's last 12 months for the home chart. */
export const SerieMensualSolicitudSchema = z.object({ id_maquina: id(), hasta: mes.optional() });
export const SerieMensualFilaSchema = z.object({
  mes: z.string(),
  total_ventas: z.number(),
  total_egresos: z.number(),
});
export type SerieMensualFila = z.infer<typeof SerieMensualFilaSchema>;
