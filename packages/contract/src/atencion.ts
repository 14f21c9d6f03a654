// Inicio's cash side and what needs attention (issue 43): the same figures as the screens they link to (Cortes,
// Sobrantes y faltantes, Depósitos, Alertas), each over the caller's machines, in one call each.
import { z } from 'zod';
import { AlertaFilaSchema } from './alertas.ts';
import { CortesResumenFilaSchema, EfectivoEnManoFilaSchema } from './cortes.ts';

/** How many of the newest open alerts Inicio lists (the count covers them all). */
export const ALERTAS_EN_INICIO = 5;

/**
 * POST /negocio/atencion {}: open alerts (how many, and the newest), the machines that stopped reporting sales or
 * cortes (their open SIN_VENTA / SIN_CORTE alerts), and the cortes waiting for approval. A part the caller's role
 * does not grant is null: `cortes_pendientes` needs Cortes.
 */
export const AtencionSchema = z.object({
  alertas_abiertas: z.number(),
  alertas: z.array(AlertaFilaSchema),
  sin_reportar: z.array(AlertaFilaSchema),
  cortes_pendientes: z.number().nullable(),
});
export type Atencion = z.infer<typeof AtencionSchema>;

/**
 * POST /negocio/efectivo {desde, hasta}: sobrantes y faltantes of the period by collector with their totals (as
 * /cortes/resumen {por: 'colector'}), needs Cortes; cash in hand by collector (as /depositos/efectivo), needs
 * Depósitos. Null where the role does not grant the screen.
 */
export const EfectivoNegocioSchema = z.object({
  sobrantes_faltantes: z
    .object({
      filas: z.array(CortesResumenFilaSchema),
      totales: CortesResumenFilaSchema.omit({ clave: true, nombre: true }).nullable(),
    })
    .nullable(),
  efectivo_en_mano: z.array(EfectivoEnManoFilaSchema).nullable(),
});
export type EfectivoNegocio = z.infer<typeof EfectivoNegocioSchema>;
