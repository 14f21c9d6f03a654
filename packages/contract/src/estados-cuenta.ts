// Monthly statements of host stores (issue 18, contract §8): generated from placements, agreements, sales and
// cortes; settled by payments (oldest unpaid month first) and corrected by adjustments; frozen when the month closes.
import { z } from 'zod';
import {
  dia,
  dinero,
  id,
  idElegido,
  listaParams,
  listaParamsSinFechas,
  mes,
  rangoOrdenado,
  texto,
  textoOpcional,
} from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.estadosCuenta;

/** POST /estado-cuenta/generar and /estado-cuenta/cerrar: a month, `YYYY-MM`. */
export const MesSchema = z.object({ mes });

export const MesCerradoSchema = z.object({
  mes: z.string(),
  fecha_creacion: z.date(),
  usuario: z.string().nullable(),
});

/** A statement's row in the list: the month's figures, what payments have settled of it, and what remains. */
export const EstadoCuentaSchema = z.object({
  id_estado: z.number(),
  id_tienda: z.number(),
  tienda: z.string(),
  /** `YYYY-MM`. */
  mes: z.string(),
  unidades: z.number(),
  litros: z.number(),
  ventas: z.number(),
  comision: z.number(),
  ajustes: z.number(),
  /** comision + ajustes: what the store is owed for the month ("Cargos del mes"). */
  total: z.number(),
  /**
   * The statement's arithmetic, the same on screen, paper and export (issue 43):
   * saldo_anterior + total − pagos_mes = saldo. `saldo_anterior`: earlier months' charges less payments dated before
   * the month; `pagos_mes`: payments dated in the month ("Pagos recibidos en el mes"); `saldo`: owed at its close.
   */
  saldo_anterior: z.number(),
  pagos_mes: z.number(),
  saldo: z.number(),
  /**
   * Today, after every payment so far (each to the oldest month first): the part of `total` already settled and
   * what this month still owes. Not part of the identity above: a payment received in a later month settles it.
   */
  pagado: z.number(),
  pendiente: z.number(),
  cerrado: z.boolean(),
  fecha_creacion: z.date(),
});
export type EstadoCuenta = z.infer<typeof EstadoCuentaSchema>;

export const ORDEN_ESTADOS = ['mes', 'tienda', 'ventas', 'comision', 'total', 'pendiente'] as const;

/** POST /estado-cuenta: statements of a month, or of a store, or all; a list like any other (export included). */
export const EstadosListaSchema = z
  .object({ ...listaParamsSinFechas(ORDEN_ESTADOS), mes: mes.optional(), id_tienda: id().optional() })
  .nullish();
export type EstadosLista = z.infer<typeof EstadosListaSchema>;

/** POST /estado-cuenta/ver: one store's statement for one month. */
export const EstadoVerSchema = z.object({ id_tienda: idElegido(m.debeSeleccionarTienda), mes });

export const CONCEPTOS_LINEA = ['PORCENTAJE', 'POR_UNIDAD', 'POR_LITRO', 'RENTA', 'MINIMO'] as const;
export type ConceptoLinea = (typeof CONCEPTOS_LINEA)[number];

export const EstadoDetalleSchema = z.object({
  estado: EstadoCuentaSchema,
  tienda: z.object({ nombre_comercial: z.string(), razon_social: z.string().nullable(), rfc: z.string() }),
  maquinas: z.array(
    z.object({
      id_maquina: z.number(),
      maquina: z.string(),
      dias: z.number(),
      unidades: z.number(),
      litros: z.number(),
      ventas: z.number(),
    }),
  ),
  lineas: z.array(
    z.object({
      id_convenio: z.number(),
      convenio: z.string(),
      concepto: z.enum(CONCEPTOS_LINEA),
      maquina: z.string().nullable(),
      cantidad: z.number(),
      tasa: z.number(),
      importe: z.number(),
    }),
  ),
  ajustes: z.array(
    z.object({ id_ajuste: z.number(), monto: z.number(), motivo: z.string(), fecha_creacion: z.date() }),
  ),
  /**
   * Payments dated in the month ("Pagos recibidos en el mes"), each with where it went: the months up to this one it
   * settled, oldest first, and what was left over at the month's close (`sin_aplicar`, a credit for later months).
   */
  pagos: z.array(
    z.object({
      id_pago: z.number(),
      fecha: z.string(),
      monto: z.number(),
      metodo: z.string(),
      referencia: z.string().nullable(),
      aplicado: z.array(z.object({ mes: z.string(), monto: z.number() })),
      sin_aplicar: z.number(),
    }),
  ),
  /** What was owed before the month (earlier statements and adjustments less earlier payments): `estado.saldo_anterior`. */
  saldo_anterior: z.number(),
  /** saldo_anterior + total − the month's payments: what is owed at the month's end (`estado.saldo`). */
  saldo: z.number(),
  /**
   * What each month up to this one still owed at this month's close (payments dated up to then, oldest month
   * first): every month with something pending, and this one always. Σ pendiente − a_favor = saldo.
   */
  adeudos: z.array(
    z.object({ mes: z.string(), cargos: z.number(), aplicado: z.number(), pendiente: z.number() }),
  ),
  /** Payments up to the close that no month up to this one needed (a credit): 0 almost always. */
  a_favor: z.number(),
  dias_mes: z.number(),
});
export type EstadoDetalle = z.infer<typeof EstadoDetalleSchema>;

/** POST /estado-cuenta/ajuste/new: a correction to a store's account in an open month (negative lowers it). */
export const AjusteNuevoSchema = z.object({
  id_tienda: idElegido(m.debeSeleccionarTienda),
  mes,
  monto: z
    .number({ error: m.ajusteMontoInvalido })
    .refine((v) => v !== 0 && Math.round(v * 100) / 100 === v && Math.abs(v) <= 9_999_999_999.99, {
      error: m.ajusteMontoInvalido,
    }),
  motivo: texto(m.motivoRequerido, 255),
});
export type AjusteNuevo = z.input<typeof AjusteNuevoSchema>;
export const IdAjusteSchema = z.object({ id_ajuste: id() });
export const AjusteSchema = z.object({
  id_ajuste: z.number(),
  id_tienda: z.number(),
  /** `YYYY-MM`. */
  mes: z.string(),
  monto: z.number(),
  motivo: z.string(),
  fecha_creacion: z.date(),
});

export const METODOS_PAGO = ['EFECTIVO', 'TRANSFERENCIA'] as const;
export const NOMBRES_METODOS_PAGO: Record<(typeof METODOS_PAGO)[number], string> = {
  EFECTIVO: 'Efectivo',
  TRANSFERENCIA: 'Transferencia',
};

/**
 * A payment to a store. With `id_corte` it was paid in cash from that corte's box at the machine (decision 040): the
 * corte's counted cash stays the whole box, and what it leaves to deposit (and the collector's cash in hand) drops.
 */
export const PagoNuevoSchema = z
  .object({
    id_tienda: idElegido(m.debeSeleccionarTienda),
    fecha: dia,
    monto: dinero(m.pagoMontoInvalido),
    metodo: z.enum(METODOS_PAGO, { error: m.metodoInvalido }),
    referencia: textoOpcional(100),
    /** The corte whose box paid it; 0 (the dropdown's default) or absent: paid apart. */
    id_corte: z
      .union([z.literal(0), id()])
      .nullish()
      .transform((v) => v || null),
  })
  .refine((p) => p.id_corte == null || p.metodo === 'EFECTIVO', {
    message: m.pagoCorteMetodo,
    path: ['metodo'],
  });
export type PagoNuevo = z.input<typeof PagoNuevoSchema>;
export const IdPagoSchema = z.object({ id_pago: id() });

export const PagoSchema = z.object({
  id_pago: z.number(),
  id_tienda: z.number(),
  tienda: z.string(),
  fecha: z.string(),
  monto: z.number(),
  metodo: z.enum(METODOS_PAGO),
  referencia: z.string().nullable(),
  usuario: z.string().nullable(),
  /** The corte whose cash box paid it, or null. */
  id_corte: z.number().nullable(),
});
export type Pago = z.infer<typeof PagoSchema>;

/** POST /pago/cortes: the cortes of a store's machines whose cash can still pay it (not deposited, active). */
export const PagoCortesParamsSchema = z.object({ id_tienda: id() });
export const PagoCorteSchema = z.object({
  id_corte: z.number(),
  fecha: z.date(),
  maquina: z.string(),
  colector: z.string(),
  contado: z.number(),
  /** Already paid to stores from this box. */
  pagado_tiendas: z.number(),
  /** contado − pagado_tiendas: what a payment may still take. */
  disponible: z.number(),
});
export type PagoCorte = z.infer<typeof PagoCorteSchema>;

export const ORDEN_PAGOS = ['fecha', 'monto', 'id_pago'] as const;
export const PagosListaSchema = z
  .object({ ...listaParams(ORDEN_PAGOS), id_tienda: id().optional() })
  .superRefine(rangoOrdenado)
  .nullish();
export type PagosLista = z.infer<typeof PagosListaSchema>;

/** POST /estado-cuenta/rentabilidad: sales − expenses − commission per store or per machine, over whole months. */
export const RentabilidadParamsSchema = z
  .object({ desde: mes, hasta: mes, por: z.enum(['tienda', 'maquina'], { error: m.porInvalido }) })
  .superRefine(rangoOrdenado);

export const RentabilidadFilaSchema = z.object({
  id: z.number(),
  nombre: z.string(),
  /** For a machine: the stores it stood at in the period. For a store: its machines. */
  detalle: z.string(),
  ventas: z.number(),
  egresos: z.number(),
  comision: z.number(),
  neto: z.number(),
  /** neto / ventas × 100, null without sales. */
  margen: z.number().nullable(),
});
export type RentabilidadFila = z.infer<typeof RentabilidadFilaSchema>;

/** POST /mi-tienda: the signed-in store user's store, its machines now, and its sales by day and by month. */
export const MiTiendaParamsSchema = z.object({ desde: dia, hasta: dia }).superRefine(rangoOrdenado);
export const MiTiendaSchema = z.object({
  id_tienda: z.number(),
  nombre_comercial: z.string(),
  maquinas: z.array(
    z.object({ id_maquina: z.number(), maquina: z.string(), desde: z.string(), domicilio: z.string() }),
  ),
  por_dia: z.array(z.object({ dia: z.string(), unidades: z.number(), ventas: z.number() })),
  por_mes: z.array(z.object({ mes: z.string(), unidades: z.number(), ventas: z.number() })),
});
export type MiTienda = z.infer<typeof MiTiendaSchema>;

/** POST /users/tienda/asignar (contract §8): links a user to a store (null unlinks). */
export const AsignarTiendaSchema = z.object({ id_usuario: id(), id_tienda: id().nullable() });
