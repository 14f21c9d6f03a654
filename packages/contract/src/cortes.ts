// Cortes de caja (issue 17, contract §8): a collector reads a machine's liter meter and counts its cash box; the
// server works out the liters dispensed, the cash expected at the machine's price per liter and the difference.
// Depósitos carry the counted cash to the bank. Money is computed by the database; the browser's own sums below
// only show the running total while the form is typed.
import { z } from 'zod';
import {
  dia,
  dinero,
  entero,
  fechaHoraPasada,
  id,
  idElegido,
  listaParams,
  rangoOrdenado,
  texto,
  textoMultilineaOpcional,
  textoOpcional,
} from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.cortes;

/** How a machine's sales are recorded: by the corte (its water sale by liter) or one by one, as the spec's sales. */
export const MODOS_VENTA = ['POR_VENTA', 'POR_CORTE'] as const;
export type ModoVenta = (typeof MODOS_VENTA)[number];

export const ESTADOS_CORTE = ['PENDIENTE', 'APROBADO', 'RECHAZADO'] as const;
export type EstadoCorte = (typeof ESTADOS_CORTE)[number];

/** Why a difference beyond the tolerance happened; OTRO needs a text. */
export const MOTIVOS_DIFERENCIA = [
  'MONEDA_ATORADA',
  'BILLETE_FALSO',
  'ERROR_LECTURA',
  'CONTADOR_REEMPLAZADO',
  'OTRO',
] as const;
export type MotivoDiferencia = (typeof MOTIVOS_DIFERENCIA)[number];
export const NOMBRES_MOTIVOS: Record<MotivoDiferencia, string> = {
  MONEDA_ATORADA: 'Moneda atorada',
  BILLETE_FALSO: 'Billete falso',
  ERROR_LECTURA: 'Error de lectura',
  CONTADOR_REEMPLAZADO: 'Contador reemplazado',
  OTRO: 'Otro',
};

/** Contract §8's denominations, from the $0.50 coin to the $1,000 bill. `clave` names the count on the wire. */
export const DENOMINACIONES = [
  { clave: 'm050', valor: 0.5, tipo: 'moneda' },
  { clave: 'm1', valor: 1, tipo: 'moneda' },
  { clave: 'm2', valor: 2, tipo: 'moneda' },
  { clave: 'm5', valor: 5, tipo: 'moneda' },
  { clave: 'm10', valor: 10, tipo: 'moneda' },
  { clave: 'm20', valor: 20, tipo: 'moneda' },
  { clave: 'b20', valor: 20, tipo: 'billete' },
  { clave: 'b50', valor: 50, tipo: 'billete' },
  { clave: 'b100', valor: 100, tipo: 'billete' },
  { clave: 'b200', valor: 200, tipo: 'billete' },
  { clave: 'b500', valor: 500, tipo: 'billete' },
  { clave: 'b1000', valor: 1000, tipo: 'billete' },
] as const;
export type ClaveDenominacion = (typeof DENOMINACIONES)[number]['clave'];

/** Pieces of one denomination: a whole number from 0; more than 100,000 pieces in one box is a typing error. */
const piezas = entero(m.piezasInvalidas)
  .min(0, { error: m.piezasInvalidas })
  .max(100_000, { error: m.piezasInvalidas });

/** The cash counted, by denomination; a denomination left out counts 0. */
export const EfectivoSchema = z.object(
  Object.fromEntries(DENOMINACIONES.map((d) => [d.clave, piezas.default(0)])) as Record<
    ClaveDenominacion,
    z.ZodDefault<typeof piezas>
  >,
  { error: m.piezasInvalidas },
);
export type Efectivo = z.infer<typeof EfectivoSchema>;

/** The counted total as the form shows it while typing, in whole centavos so 0.50 × 3 is exactly 1.50. */
export const totalEfectivo = (e: Partial<Record<ClaveDenominacion, number>>) =>
  DENOMINACIONES.reduce((s, d) => s + Math.round(d.valor * 100) * (Number(e[d.clave]) || 0), 0) / 100;

/** A meter reading in whole liters (the meters of these machines count liters). */
export const lectura = (error: string = m.lecturaInvalida) =>
  entero(error).min(0, { error }).max(2_000_000_000, { error });

/** A rate (price per liter): more than 0, at most 4 decimals (contract §8). */
const enDiezMilesimos = (v: number) => Math.round(v * 10_000) / 10_000 === v;
export const tasa = (error: string = m.precioLitroInvalido) =>
  z
    .number({ error })
    .min(0.0001, { error })
    .max(99_999_999.9999, { error })
    .refine(enDiezMilesimos, { error });

/** The settings a corte is judged by (`/ajustes`), with contract §8's defaults. */
export const TOLERANCIA_POR_OMISION = { monto: 20, porcentaje: 2 } as const;

/**
 * The allowed difference: max($20, 2 % of expected) by default. |diferencia| above it is out of tolerance and needs
 * a reason. The server decides with the same rule in SQL; the form uses this one to ask for the reason as it types.
 */
export const toleranciaDe = (
  esperado: number,
  t: { monto: number; porcentaje: number } = TOLERANCIA_POR_OMISION,
) => Math.max(t.monto, Math.round(Math.abs(esperado) * t.porcentaje) / 100);

const campos = {
  /** Absent: now. Not in the future. */
  fecha: fechaHoraPasada(m.fechaFutura).optional(),
  lectura: lectura(),
  efectivo: EfectivoSchema,
  motivo: z.enum(MOTIVOS_DIFERENCIA, { error: m.motivoInvalido }).nullish(),
  /** The reason in words: required with OTRO. */
  motivo_texto: textoOpcional(255),
  /** With CONTADOR_REEMPLAZADO: the old meter's last reading, so the liters it dispensed still count. */
  lectura_final_anterior: lectura().nullish(),
  /** A new price per liter, in force from this corte on (contract §8: the price changes only at a corte). */
  precio_litro_nuevo: tasa().nullish(),
  notas: textoMultilineaOpcional(1000),
};

const conMotivoCompleto = (
  v: { motivo?: MotivoDiferencia | null | undefined; motivo_texto?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.motivo === 'OTRO' && !v.motivo_texto) {
    ctx.addIssue({ code: 'custom', path: ['motivo_texto'], message: m.motivoTextoRequerido });
  }
};

export const CorteNuevoSchema = z
  .object({
    id_maquina: idElegido(m.debeSeleccionarMaquina),
    /** The collector: the signed-in user by default; an ADMIN may name another (contract §8). */
    id_colector: id().optional(),
    /** Chosen by the browser once per corte: a retry with the same key answers the first result again. */
    clave: z.uuid({ error: m.claveInvalida }),
    ...campos,
  })
  .superRefine(conMotivoCompleto);
export type CorteNuevo = z.input<typeof CorteNuevoSchema>;

export const CorteEditarSchema = z
  .object({
    id_corte: id(),
    ...campos,
    fecha: fechaHoraPasada(m.fechaFutura),
    /** Required to change an approved corte (ADMIN only); kept in the bitácora. */
    motivo_cambio: textoOpcional(255),
  })
  .superRefine(conMotivoCompleto);
export type CorteEditar = z.input<typeof CorteEditarSchema>;

export const IdCorteSchema = z.object({ id_corte: id() });

/** Approve, or reject with a reason. */
export const CorteDecisionSchema = z.object({ id_corte: id(), motivo: textoOpcional(255) });
export const CorteRechazoSchema = z.object({ id_corte: id(), motivo: texto(m.motivoRechazoRequerido, 255) });

/**
 * The pairs a corte compares: a POR_CORTE corte its cash with its meter (liters × price); a POR_VENTA corte its cash
 * with the sales recorded in its period, and its meter with the liters those sales imply. A corte reconciles
 * ('Cuadra') only when no pair disagrees.
 */
export const PARES_CUADRE = ['EFECTIVO_CONTADOR', 'EFECTIVO_VENTAS', 'CONTADOR_VENTAS'] as const;
export type ParCuadre = (typeof PARES_CUADRE)[number];

/** The pairs of a corte that disagree, from the figures the server stored with it (empty: it reconciles). */
export const paresQueNoCuadran = (c: {
  modo_venta: ModoVenta;
  fuera_de_tolerancia: boolean;
  litros_fuera_de_tolerancia: boolean;
}): ParCuadre[] =>
  c.modo_venta === 'POR_CORTE'
    ? c.fuera_de_tolerancia
      ? ['EFECTIVO_CONTADOR']
      : []
    : [
        ...(c.fuera_de_tolerancia ? (['EFECTIVO_VENTAS'] as const) : []),
        ...(c.litros_fuera_de_tolerancia ? (['CONTADOR_VENTAS'] as const) : []),
      ];

export const CorteFilaSchema = z.object({
  id_corte: z.number(),
  id_maquina: z.number(),
  maquina: z.string(),
  modo_venta: z.enum(MODOS_VENTA),
  id_colector: z.number(),
  colector: z.string(),
  fecha: z.date(),
  /** The previous active corte's date when this one was recorded (null for the machine's first): the period's start. */
  fecha_anterior: z.date().nullable(),
  lectura_anterior: z.number(),
  lectura: z.number(),
  lectura_final_anterior: z.number().nullable(),
  litros: z.number(),
  precio_litro: z.number(),
  precio_litro_nuevo: z.number().nullable(),
  esperado: z.number(),
  contado: z.number(),
  diferencia: z.number(),
  tolerancia: z.number(),
  fuera_de_tolerancia: z.boolean(),
  efectivo: z.record(z.string(), z.number()),
  motivo: z.enum(MOTIVOS_DIFERENCIA).nullable(),
  motivo_texto: z.string().nullable(),
  notas: z.string().nullable(),
  estado: z.enum(ESTADOS_CORTE),
  motivo_rechazo: z.string().nullable(),
  /**
   * For POR_VENTA machines (null for POR_CORTE): the sales recorded in the corte's period, their money (the corte's
   * `esperado`) and the liters they imply; the meter's liters minus those, the allowed difference (max(1 % of the
   * metered liters, 5 L), contract §9) and whether it is beyond it.
   */
  ventas_monto: z.number().nullable(),
  ventas_litros: z.number().nullable(),
  diferencia_litros: z.number().nullable(),
  tolerancia_litros: z.number().nullable(),
  litros_fuera_de_tolerancia: z.boolean(),
  /** The first corte of a POR_VENTA machine without a starting reading: its reading is the meter's base (0 L). */
  lectura_base: z.boolean(),
  /** The sale a POR_CORTE corte recorded. */
  id_venta_maquina: z.number().nullable(),
  /**
   * Paid to host stores in cash from this box at the machine (decision 040). `contado` stays the whole box (the
   * difference does not change); what the corte leaves to deposit is contado − pagado_tiendas.
   */
  pagado_tiendas: z.number(),
  /** contado − pagado_tiendas: what the corte leaves to deposit. */
  a_depositar: z.number(),
  id_deposito: z.number().nullable(),
  fecha_eliminacion: z.date().nullable(),
});
export type CorteFila = z.infer<typeof CorteFilaSchema>;

export const ORDEN_CORTES = ['fecha', 'id_corte', 'diferencia', 'contado', 'litros'] as const;

export const CortesListaSchema = z
  .object({
    id_maquina: id().optional(),
    id_colector: id().optional(),
    estado: z.enum(ESTADOS_CORTE, { error: m.estadoInvalido }).optional(),
    /** Only cortes not yet covered by a deposit (the deposit form's choices). */
    sin_deposito: z.boolean().optional(),
    ...listaParams(ORDEN_CORTES),
  })
  .superRefine(rangoOrdenado);
export type CortesLista = z.input<typeof CortesListaSchema>;

/** What the form shows before saving: the previous reading and the price in force. */
export const CorteInicioSchema = z.object({ id_maquina: id() });
export const CorteInicioFilaSchema = z.object({
  id_maquina: z.number(),
  modo_venta: z.enum(MODOS_VENTA),
  /**
   * The previous corte's reading, or the machine's starting reading; null when the machine has neither (decision 023,
   * addendum of 2026-11-28): a POR_CORTE machine cannot record its first corte then, a POR_VENTA machine's first
   * corte takes its reading as the base.
   */
  lectura_anterior: z.number().nullable(),
  precio_litro: z.number().nullable(),
  /** The price an ADMIN set for the next corte (decision 041): this corte records it as its new price. */
  precio_litro_siguiente: z.number().nullable(),
  fecha_anterior: z.date().nullable(),
  /** POR_VENTA: the sales recorded since the previous corte until now (the form's expected cash); null otherwise. */
  ventas_monto: z.number().nullable(),
  ventas_litros: z.number().nullable(),
  tolerancia_monto: z.number(),
  tolerancia_porcentaje: z.number(),
});

/** Sobrantes y faltantes, liters and cash, by collector, machine or month. */
export const AGRUPACIONES_CORTES = ['colector', 'maquina', 'mes'] as const;
export const CortesResumenSchema = z
  .object({
    por: z.enum(AGRUPACIONES_CORTES, { error: mensajes.general.dimensionInvalida }),
    desde: dia,
    hasta: dia,
    id_maquina: id().optional(),
  })
  .superRefine(rangoOrdenado);
export const CortesResumenFilaSchema = z.object({
  clave: z.string(),
  nombre: z.string(),
  cortes: z.number(),
  litros: z.number(),
  esperado: z.number(),
  contado: z.number(),
  sobrantes: z.number(),
  faltantes: z.number(),
  diferencia: z.number(),
  fuera_de_tolerancia: z.number(),
  /** Cortes that did not reconcile, by pair (PARES_CUADRE). */
  efectivo_contador: z.number(),
  efectivo_ventas: z.number(),
  contador_ventas: z.number(),
});

export const DepositoNuevoSchema = z.object({
  fecha: dia,
  monto: dinero(m.montoDepositoInvalido),
  referencia: texto(m.referenciaRequerida, 60),
  /** The collector whose cash it carries: the signed-in user by default; an ADMIN may name another. */
  id_colector: id().optional(),
  cortes: z.array(id(), { error: m.cortesRequeridos }).min(1, { error: m.cortesRequeridos }).max(500),
  notas: textoMultilineaOpcional(1000),
});
export type DepositoNuevo = z.input<typeof DepositoNuevoSchema>;

export const DepositoFilaSchema = z.object({
  id_deposito: z.number(),
  fecha: z.string(),
  monto: z.number(),
  referencia: z.string(),
  id_colector: z.number(),
  colector: z.string(),
  cortes: z.array(z.number()),
  contado: z.number(),
  /** Paid to stores from those cortes' boxes: the deposit carries contado − pagado_tiendas (decision 040). */
  pagado_tiendas: z.number(),
  notas: z.string().nullable(),
  fecha_eliminacion: z.date().nullable(),
});
export type DepositoFila = z.infer<typeof DepositoFilaSchema>;

export const ORDEN_DEPOSITOS = ['fecha', 'id_deposito', 'monto'] as const;
export const DepositosListaSchema = z
  .object({ id_colector: id().optional(), ...listaParams(ORDEN_DEPOSITOS) })
  .superRefine(rangoOrdenado);
export const IdDepositoSchema = z.object({ id_deposito: id() });

/** Cash collected and not yet deposited, per collector. */
export const EfectivoEnManoFilaSchema = z.object({
  id_colector: z.number(),
  colector: z.string(),
  cortes: z.number(),
  contado: z.number(),
  /** Paid to stores from the boxes of their active cortes (decision 040). */
  pagado_tiendas: z.number(),
  depositado: z.number(),
  /** The cash of their cortes not yet deposited, less what was paid to stores from it. */
  en_mano: z.number(),
});
