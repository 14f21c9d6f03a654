// Inicio for the whole business (issue 16): a period's figures against the previous period of the same length,
// sales per day or month, per hour of the week, per product and per machine. A non-ADMIN user gets the same
// answers over their machines only.
import { z } from 'zod';
import { dia, rangoOrdenado } from './common.ts';
import { mensajes } from './messages.ts';

const g = mensajes.general;

/** The longest period Inicio and Reportes answer: three years and a leap day. */
export const DIAS_MAXIMOS = 1096;

/** Days from `desde` to `hasta`, both included (calendar days, whatever the zone). */
export const diasDelPeriodo = (desde: string, hasta: string) =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000) + 1;

/** The period before, of the same number of days, ending the day before `desde`. */
export function periodoAnterior(desde: string, hasta: string) {
  const n = diasDelPeriodo(desde, hasta);
  const dia = (delta: number) =>
    new Date(Date.parse(`${desde}T00:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);
  return { desde: dia(-n), hasta: dia(-1) };
}

/** From this many days on, the sales series goes by month instead of by day. */
export const DIAS_SERIE_DIARIA = 62;

export const PeriodoSolicitudSchema = z
  .object({
    desde: dia.optional(),
    hasta: dia.optional(),
  })
  .superRefine(rangoOrdenado)
  .superRefine((v, ctx) => {
    if (!v.desde || !v.hasta) {
      ctx.addIssue({ code: 'custom', path: [v.desde ? 'hasta' : 'desde'], message: g.periodoRequerido });
    } else if (diasDelPeriodo(v.desde, v.hasta) > DIAS_MAXIMOS) {
      ctx.addIssue({ code: 'custom', path: ['hasta'], message: g.periodoLargo });
    }
  })
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
