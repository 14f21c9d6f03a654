// Inicio for the whole business (issue 16): a period's figures against the previous period of the same length,
// sales per day or month, per hour of the week, per product and per machine. A non-ADMIN user gets the same
// answers over their machines only.
import { z } from 'zod';
import { dia, diasDelPeriodo, FORMATOS_EXPORTACION, id, rangoOrdenado } from './common.ts';
import { mensajes } from './messages.ts';

const g = mensajes.general;

/** The period before, of the same number of days, ending the day before `desde`. */
export function periodoAnterior(desde: string, hasta: string) {
  const n = diasDelPeriodo(desde, hasta);
  const dia = (delta: number) =>
    new Date(Date.parse(`${desde}T00:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);
  return { desde: dia(-n), hasta: dia(-1) };
}

/** From this many days on, the sales series goes by month instead of by day. */
export const DIAS_SERIE_DIARIA = 62;

/** Both ends given (their order and span are rangoOrdenado's). */
function periodoCompleto(
  v: { desde?: string | undefined; hasta?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!v.desde || !v.hasta) {
    ctx.addIssue({ code: 'custom', path: [v.desde ? 'hasta' : 'desde'], message: g.periodoRequerido });
  }
}

const periodo = { desde: dia.optional(), hasta: dia.optional() };

export const PeriodoSolicitudSchema = z
  .object(periodo)
  .superRefine(rangoOrdenado)
  .superRefine(periodoCompleto)
  .transform((v) => ({ desde: v.desde as string, hasta: v.hasta as string }));
export type PeriodoSolicitud = z.input<typeof PeriodoSolicitudSchema>;

/** A period's figures. Money in pesos with centavos; `ticket_promedio` is ventas / numero_ventas, rounded once. */
export const CifrasSchema = z.object({
  ventas: z.number(),
  unidades: z.number(),
  numero_ventas: z.number(),
  ticket_promedio: z.number(),
  egresos: z.number(),
  neto: z.number(),
});
export type Cifras = z.infer<typeof CifrasSchema>;

export const ResumenNegocioSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  anterior_desde: z.string(),
  anterior_hasta: z.string(),
  actual: CifrasSchema,
  anterior: CifrasSchema,
});
export type ResumenNegocio = z.infer<typeof ResumenNegocioSchema>;

/**
 * One point of the sales series: a day (`YYYY-MM-DD`) or, for periods of 62 days or more, a month (`YYYY-MM`).
 * `ventas_anterior` is the previous period's sales on the point's counterpart (the same place in that period).
 */
export const SerieNegocioFilaSchema = z.object({
  punto: z.string(),
  ventas: z.number(),
  ventas_anterior: z.number(),
});
export type SerieNegocioFila = z.infer<typeof SerieNegocioFilaSchema>;

/** Sales by day of the week (1 = lunes … 7 = domingo) and hour (0–23) in the business's zone; empty cells absent. */
export const HoraNegocioFilaSchema = z.object({
  dia_semana: z.number(),
  hora: z.number(),
  numero_ventas: z.number(),
  ventas: z.number(),
});
export type HoraNegocioFila = z.infer<typeof HoraNegocioFilaSchema>;

/** A product's sales in the period and the previous one, most sold first. */
export const ProductoNegocioFilaSchema = z.object({
  id_producto: z.number(),
  nombre: z.string(),
  unidades: z.number(),
  numero_ventas: z.number(),
  ventas: z.number(),
  ventas_anterior: z.number(),
});
export type ProductoNegocioFila = z.infer<typeof ProductoNegocioFilaSchema>;

/**
 * A machine's sales in the period and the previous one, best first, every visible machine included (inactive ones
 * too, marked). `dias_sin_venta` counts from its last sale to today; `alerta` when over the alert threshold.
 */
export const MaquinaNegocioFilaSchema = z.object({
  id_maquina: z.number(),
  nombre: z.string(),
  estatus: z.string(),
  unidades: z.number(),
  numero_ventas: z.number(),
  ventas: z.number(),
  ventas_anterior: z.number(),
  ultima_venta: z.string().nullable(),
  dias_sin_venta: z.number().nullable(),
  alerta: z.boolean(),
});
export type MaquinaNegocioFila = z.infer<typeof MaquinaNegocioFilaSchema>;

/**
 * Inicio's store ranking: each store's sales (its machines' on the days they stood there) in the period and in the
 * previous one, the best first. `id_tienda` 0 gathers the sales of machines that stood at no store.
 */
export const TiendaNegocioFilaSchema = z.object({
  id_tienda: z.number(),
  nombre: z.string(),
  unidades: z.number(),
  numero_ventas: z.number(),
  ventas: z.number(),
  ventas_anterior: z.number(),
  cambio: z.number().nullable(),
});
export type TiendaNegocioFila = z.infer<typeof TiendaNegocioFilaSchema>;

/**
 * What a report's rows are (Reportes): an entity (machine, product, category, the user who registered the sale or
 * expense) or a span of time (day, ISO week from Monday, month, year, in the business's zone).
 */
export const DIMENSIONES_REPORTE = [
  'maquina',
  'tienda',
  'producto',
  'categoria',
  'operador',
  'dia',
  'semana',
  'mes',
  'anio',
] as const;
export type DimensionReporte = (typeof DIMENSIONES_REPORTE)[number];
export const DIMENSIONES_TIEMPO: readonly DimensionReporte[] = ['dia', 'semana', 'mes', 'anio'];

/** The columns a report sorts by (`orden`, `-` in front for descending). */
export const COLUMNAS_REPORTE = [
  'etiqueta',
  'unidades',
  'numero_ventas',
  'ventas',
  'ticket_promedio',
  'egresos',
  'neto',
  'ventas_anterior',
  'cambio',
] as const;

export const ReporteSolicitudSchema = z
  .object({
    ...periodo,
    por: z.enum(DIMENSIONES_REPORTE, { error: g.dimensionInvalida }),
    id_maquina: id().optional(),
    /** Sales of the machines on the days they stood at this store (issue 18). */
    id_tienda: id().optional(),
    id_producto: id().optional(),
    orden: z
      .enum([...COLUMNAS_REPORTE, ...COLUMNAS_REPORTE.map((c) => `-${c}` as const)], {
        error: g.ordenInvalido,
      })
      .optional(),
    /** Instead of the rows: a one-time link to them as a file. */
    formato: z.enum(FORMATOS_EXPORTACION, { error: g.formatoInvalido }).optional(),
  })
  .superRefine(rangoOrdenado)
  .superRefine(periodoCompleto)
  .transform((v) => ({ ...v, desde: v.desde as string, hasta: v.hasta as string }));
export type ReporteSolicitud = z.input<typeof ReporteSolicitudSchema>;
export type Reporte = z.output<typeof ReporteSolicitudSchema>;

/**
 * One row of a report. `clave` names the row: an id (empty for sales and expenses no user registered), or a span's
 * start (`YYYY-MM-DD` for a day or a week's Monday, `YYYY-MM`, `YYYY`); `etiqueta` is what a person reads.
 * `egresos` and `neto` are null where expenses cannot be told apart (by product, or with a product filter), and
 * `cambio` (sales against the previous period, in %, one decimal) when that period sold nothing. A time row's
 * previous sales are those of its counterpart: the same span moved back by the period's length.
 */
export const ReporteFilaSchema = z.object({
  clave: z.string(),
  etiqueta: z.string(),
  inactiva: z.boolean(),
  unidades: z.number(),
  numero_ventas: z.number(),
  ventas: z.number(),
  ticket_promedio: z.number(),
  egresos: z.number().nullable(),
  neto: z.number().nullable(),
  ventas_anterior: z.number(),
  cambio: z.number().nullable(),
});
export type ReporteFila = z.infer<typeof ReporteFilaSchema>;
