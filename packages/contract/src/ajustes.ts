// The business's settings an ADMIN edits (contract §8: the corte's tolerance, the water-by-liter product; issue 19:
// the days without a sale that flag a machine). They live
// in the database, so every copy of the server reads the same ones; a setting never set takes its default.
import { z } from 'zod';
import { id } from './common.ts';
import { TOLERANCIA_POR_OMISION } from './cortes.ts';
import { mensajes } from './messages.ts';

const m = mensajes.ajustes;

const conDecimales = (max: number, error: string) =>
  z
    .number({ error })
    .min(0, { error })
    .max(max, { error })
    .refine((v) => Math.round(v * 100) / 100 === v, { error });

export const AjustesSchema = z.object({
  /** A corte's difference beyond max(monto, porcentaje % of expected) needs a reason. */
  corte_tolerancia_monto: conDecimales(1_000_000, m.toleranciaMontoInvalida),
  corte_tolerancia_porcentaje: conDecimales(100, m.toleranciaPorcentajeInvalida),
  /** The product a POR_CORTE corte's water sale is recorded with; null until chosen. */
  id_producto_agua: id(m.productoAguaNoExiste).nullable(),
  /** An active machine without a sale (or, selling by corte, without a corte) for more days than this is flagged. */
  alerta_dias_sin_venta: z
    .number({ error: m.diasInvalidos })
    .int({ error: m.diasInvalidos })
    .min(1, { error: m.diasInvalidos })
    .max(365, { error: m.diasInvalidos }),
});
export type Ajustes = z.infer<typeof AjustesSchema>;

export const AJUSTES_POR_OMISION: Ajustes = {
  corte_tolerancia_monto: TOLERANCIA_POR_OMISION.monto,
  corte_tolerancia_porcentaje: TOLERANCIA_POR_OMISION.porcentaje,
  id_producto_agua: null,
  alerta_dias_sin_venta: 2,
};
