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

const cuotaMib = z
  .number({ error: m.cuotaInvalida })
  .int({ error: m.cuotaInvalida })
  .min(1, { error: m.cuotaInvalida })
  .max(1_000_000, { error: m.cuotaInvalida });

export const AjustesSchema = z
  .object({
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
    /** A machine selling one sale at a time without a corte (cash collected) for more days than this is flagged. */
    alerta_dias_sin_corte: z
      .number({ error: m.diasInvalidos })
      .int({ error: m.diasInvalidos })
      .min(1, { error: m.diasInvalidos })
      .max(365, { error: m.diasInvalidos }),
    /**
     * The ranges a water-quality reading is judged against, per point (contract §8): at the inlet (entrada) they
     * default to NOM-127-SSA1-2021; at the product (producto) there is no chlorine minimum.
     */
    entrada_cloro_min: conDecimales(100, m.rangoInvalido),
    entrada_cloro_max: conDecimales(100, m.rangoInvalido),
    entrada_ph_min: conDecimales(14, m.rangoInvalido),
    entrada_ph_max: conDecimales(14, m.rangoInvalido),
    entrada_sdt_max: conDecimales(100_000, m.rangoInvalido),
    producto_cloro_max: conDecimales(100, m.rangoInvalido),
    producto_ph_min: conDecimales(14, m.rangoInvalido),
    producto_ph_max: conDecimales(14, m.rangoInvalido),
    producto_sdt_max: conDecimales(100_000, m.rangoInvalido),
    /** Attachments' bytes kept, in MiB, per machine and in all (contract §9: an upload past either answers 413). */
    adjuntos_mib_maquina: cuotaMib,
    adjuntos_mib_total: cuotaMib,
  })
  .refine((a) => a.entrada_cloro_min <= a.entrada_cloro_max, {
    error: m.rangoAlReves,
    path: ['entrada_cloro_max'],
  })
  .refine((a) => a.entrada_ph_min <= a.entrada_ph_max, { error: m.rangoAlReves, path: ['entrada_ph_max'] })
  .refine((a) => a.producto_ph_min <= a.producto_ph_max, {
    error: m.rangoAlReves,
    path: ['producto_ph_max'],
  });
export type Ajustes = z.infer<typeof AjustesSchema>;

export const AJUSTES_POR_OMISION: Ajustes = {
  corte_tolerancia_monto: TOLERANCIA_POR_OMISION.monto,
  corte_tolerancia_porcentaje: TOLERANCIA_POR_OMISION.porcentaje,
  id_producto_agua: null,
  alerta_dias_sin_venta: 2,
  alerta_dias_sin_corte: 7,
  // NOM-127-SSA1-2021: cloro residual libre 0.2–1.5 mg/L, pH 6.5–8.5, sólidos disueltos totales ≤ 1000 mg/L.
  entrada_cloro_min: 0.2,
  entrada_cloro_max: 1.5,
  entrada_ph_min: 6.5,
  entrada_ph_max: 8.5,
  entrada_sdt_max: 1000,
  // Purified water as sold (NOM-201-SSA1-2015's limits for bottled water): chlorine at most 0.1 mg/L, solids ≤ 500.
  producto_cloro_max: 0.1,
  producto_ph_min: 6.5,
  producto_ph_max: 8.5,
  producto_sdt_max: 500,
  adjuntos_mib_maquina: 100,
  adjuntos_mib_total: 1024,
};
