// Host stores' accounts (issue 18, docs/decisions/025): where each machine stood, the agreement each store has, the
// monthly statements worked out from them, and the adjustments and payments that settle them. Days are in
// BUSINESS_TZ; `desde` and `hasta` are inclusive, and an open `hasta` means "until further notice".
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { maquinas, productos } from './catalogos.ts';
import { cortes } from './cortes.ts';
import { domicilios, tiendas } from './tiendas.ts';
import { usuarios } from './usuarios.ts';

const creado = () => ({
  id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
  fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A machine stood at a store's address from `desde` to `hasta`. A machine's placements never overlap (the server
 * checks it under the machine's row lock); at most one is open. A sale counts for the store where its machine stood
 * on the sale's day, so a move never rewrites a past month.
 */
export const ubicaciones = pgTable(
  'ubicaciones',
  {
    id_ubicacion: serial('id_ubicacion').primaryKey(),
    id_maquina: integer('id_maquina')
      .notNull()
      .references(() => maquinas.id_maquina),
    id_tienda: integer('id_tienda')
      .notNull()
      .references(() => tiendas.id_tienda),
    id_domicilio: integer('id_domicilio')
      .notNull()
      .references(() => domicilios.id_domicilio),
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }),
    ...creado(),
  },
  (t) => [
    uniqueIndex('ubicaciones_abierta_uq').on(t.id_maquina).where(sql`${t.hasta} is null`),
    index('ubicaciones_maquina_desde_idx').on(t.id_maquina, t.desde),
    index('ubicaciones_tienda_desde_idx').on(t.id_tienda, t.desde),
    check('ubicaciones_rango_ck', sql`${t.hasta} is null or ${t.hasta} >= ${t.desde}`),
  ],
);

export const TIPOS_CONVENIO_SQL = ['PORCENTAJE', 'POR_UNIDAD', 'POR_LITRO', 'RENTA_FIJA', 'MIXTO'] as const;

/**
 * What a store is paid, from `desde` to `hasta`. A store's agreements never overlap: a new one closes the one in
 * force the day before it starts. Which amounts an agreement carries depends on its type (the check below).
 */
export const convenios = pgTable(
  'convenios',
  {
    id_convenio: serial('id_convenio').primaryKey(),
    id_tienda: integer('id_tienda')
      .notNull()
      .references(() => tiendas.id_tienda),
    tipo: varchar('tipo', { length: 12, enum: TIPOS_CONVENIO_SQL }).notNull(),
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }),
    /** PORCENTAJE and MIXTO: the percentage (10.5 = 10.5 %) and whether it applies to sales with or without IVA. */
    porcentaje: numeric('porcentaje', { precision: 7, scale: 4, mode: 'number' }),
    base_iva: varchar('base_iva', { length: 7, enum: ['CON_IVA', 'SIN_IVA'] }),
    /** POR_UNIDAD: the amount per unit of the agreement's products (convenio_productos). */
    monto_unidad: numeric('monto_unidad', { precision: 12, scale: 4, mode: 'number' }),
    /** POR_LITRO: the amount per liter the meter counted at the store's cortes. */
    monto_litro: numeric('monto_litro', { precision: 12, scale: 4, mode: 'number' }),
    /** RENTA_FIJA and MIXTO: the monthly rent. */
    renta: numeric('renta', { precision: 12, scale: 2, mode: 'number' }),
    /** Optional, any type: the least the store gets in a month (prorated like the rent). */
    minimo: numeric('minimo', { precision: 12, scale: 2, mode: 'number' }),
    notas: varchar('notas', { length: 255 }),
    ...creado(),
  },
  (t) => [
    index('convenios_tienda_desde_idx').on(t.id_tienda, t.desde),
    check('convenios_rango_ck', sql`${t.hasta} is null or ${t.hasta} >= ${t.desde}`),
    check(
      'convenios_tipo_ck',
      sql`(${t.tipo} in ('PORCENTAJE', 'MIXTO')) = (${t.porcentaje} is not null and ${t.base_iva} is not null)
        and (${t.tipo} = 'POR_UNIDAD') = (${t.monto_unidad} is not null)
        and (${t.tipo} = 'POR_LITRO') = (${t.monto_litro} is not null)
        and (${t.tipo} in ('RENTA_FIJA', 'MIXTO')) = (${t.renta} is not null)`,
    ),
    check('convenios_porcentaje_ck', sql`${t.porcentaje} > 0 and ${t.porcentaje} <= 100`),
    check('convenios_base_iva_ck', sql`${t.base_iva} in ('CON_IVA', 'SIN_IVA')`),
    check(
      'convenios_montos_ck',
      sql`${t.monto_unidad} > 0 and ${t.monto_litro} > 0 and ${t.renta} > 0 and ${t.minimo} > 0`,
    ),
  ],
);

/** The products a POR_UNIDAD agreement pays for. */
export const convenioProductos = pgTable(
  'convenio_productos',
  {
    id_convenio: integer('id_convenio')
      .notNull()
      .references(() => convenios.id_convenio, { onDelete: 'cascade' }),
    id_producto: integer('id_producto')
      .notNull()
      .references(() => productos.id_producto),
  },
  (t) => [primaryKey({ columns: [t.id_convenio, t.id_producto] })],
);

/** A closed month (its first day): every write dated in it answers 409 (drizzle/0020, contract §8). */
export const mesesCerrados = pgTable(
  'meses_cerrados',
  {
    mes: date('mes', { mode: 'string' }).primaryKey(),
    ...creado(),
  },
  (t) => [check('meses_cerrados_mes_ck', sql`extract(day from ${t.mes}) = 1`)],
);

/**
 * A store's statement for a month, as generated: the machines that stood there and the commission lines worked out
 * by `cuentas_comisiones` (drizzle/0020). Adjustments and payments are read live beside it; closing the month
 * freezes all of them.
 */
export const estadosCuenta = pgTable(
  'estados_cuenta',
  {
    id_estado: serial('id_estado').primaryKey(),
    id_tienda: integer('id_tienda')
      .notNull()
      .references(() => tiendas.id_tienda),
    mes: date('mes', { mode: 'string' }).notNull(),
    unidades: bigint('unidades', { mode: 'number' }).notNull(),
    litros: bigint('litros', { mode: 'number' }).notNull(),
    ventas: numeric('ventas', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    comision: numeric('comision', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    ...creado(),
  },
  (t) => [
    uniqueIndex('estados_cuenta_tienda_mes_uq').on(t.id_tienda, t.mes),
    index('estados_cuenta_mes_idx').on(t.mes, t.id_tienda),
    check('estados_cuenta_mes_ck', sql`extract(day from ${t.mes}) = 1`),
  ],
);

/** A statement's machines: the days each stood at the store in the month, and what it sold there. */
export const estadoCuentaMaquinas = pgTable(
  'estado_cuenta_maquinas',
  {
    id_estado: integer('id_estado')
      .notNull()
      .references(() => estadosCuenta.id_estado, { onDelete: 'cascade' }),
    id_maquina: integer('id_maquina')
      .notNull()
      .references(() => maquinas.id_maquina),
    dias: integer('dias').notNull(),
    unidades: bigint('unidades', { mode: 'number' }).notNull(),
    litros: bigint('litros', { mode: 'number' }).notNull(),
    ventas: numeric('ventas', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_estado, t.id_maquina] })],
);

/**
 * A statement's commission lines: `concepto` is PORCENTAJE, POR_UNIDAD or POR_LITRO (one per machine), RENTA or
 * MINIMO (one per agreement). `cantidad` is what the rate applies to (sales, units, liters or days), `importe` is
 * rounded to centavos once, here.
 */
export const estadoCuentaLineas = pgTable(
  'estado_cuenta_lineas',
  {
    id_linea: serial('id_linea').primaryKey(),
    id_estado: integer('id_estado')
      .notNull()
      .references(() => estadosCuenta.id_estado, { onDelete: 'cascade' }),
    id_convenio: integer('id_convenio')
      .notNull()
      .references(() => convenios.id_convenio),
    id_maquina: integer('id_maquina').references(() => maquinas.id_maquina),
    concepto: varchar('concepto', {
      length: 10,
      enum: ['PORCENTAJE', 'POR_UNIDAD', 'POR_LITRO', 'RENTA', 'MINIMO'],
    }).notNull(),
    cantidad: numeric('cantidad', { precision: 18, scale: 4, mode: 'number' }).notNull(),
    tasa: numeric('tasa', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    importe: numeric('importe', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('estado_cuenta_lineas_estado_idx').on(t.id_estado)],
);

/** A correction to a store's account, in an open month: positive owes the store more, negative less. */
export const ajustesTienda = pgTable(
  'ajustes_tienda',
  {
    id_ajuste: serial('id_ajuste').primaryKey(),
    id_tienda: integer('id_tienda')
      .notNull()
      .references(() => tiendas.id_tienda),
    mes: date('mes', { mode: 'string' }).notNull(),
    monto: numeric('monto', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    motivo: varchar('motivo', { length: 255 }).notNull(),
    ...creado(),
  },
  (t) => [
    index('ajustes_tienda_tienda_mes_idx').on(t.id_tienda, t.mes),
    check('ajustes_tienda_mes_ck', sql`extract(day from ${t.mes}) = 1`),
    check('ajustes_tienda_monto_ck', sql`${t.monto} <> 0`),
  ],
);

/** A payment to a store; payments settle its oldest unpaid month first (contract §8). */
export const pagosTienda = pgTable(
  'pagos_tienda',
  {
    id_pago: serial('id_pago').primaryKey(),
    id_tienda: integer('id_tienda')
      .notNull()
      .references(() => tiendas.id_tienda),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    monto: numeric('monto', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    metodo: varchar('metodo', { length: 13, enum: ['EFECTIVO', 'TRANSFERENCIA'] }).notNull(),
    referencia: varchar('referencia', { length: 100 }),
    // Paid in cash from a corte's box at the machine (decision 040): it lowers the cash that corte leaves to deposit.
    id_corte: integer('id_corte').references(() => cortes.id_corte),
    ...creado(),
  },
  (t) => [
    index('pagos_tienda_tienda_fecha_idx').on(t.id_tienda, t.fecha, t.id_pago),
    index('pagos_tienda_corte_idx').on(t.id_corte).where(sql`${t.id_corte} is not null`),
    check('pagos_tienda_corte_efectivo_ck', sql`${t.id_corte} is null or ${t.metodo} = 'EFECTIVO'`),
    index('pagos_tienda_fecha_idx').on(t.fecha, t.id_pago),
    index('pagos_tienda_monto_idx').on(t.monto, t.id_pago),
    check('pagos_tienda_monto_ck', sql`${t.monto} > 0`),
    check('pagos_tienda_metodo_ck', sql`${t.metodo} in ('EFECTIVO', 'TRANSFERENCIA')`),
  ],
);

/** A store's own user (`/users/tienda/asignar`, contract §8): they see that store alone, through "Mi tienda". */
export const usuarioTienda = pgTable(
  'usuario_tienda',
  {
    id_usuario: integer('id_usuario')
      .primaryKey()
      .references(() => usuarios.id_usuario),
    id_tienda: integer('id_tienda')
      .notNull()
      .references(() => tiendas.id_tienda),
    fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usuario_tienda_tienda_idx').on(t.id_tienda)],
);

/**
 * Each statement with what settles it, computed on every read so it never goes stale (drizzle/0021): its
 * adjustments, `total` (commission + adjustments), `pagado` (the store's payments applied to its oldest months
 * first, contract §8) and `pendiente`. The lists, their sums and exports read it like a table.
 */
export const estadosCuentaSaldos = pgView('estados_cuenta_saldos', {
  id_estado: integer('id_estado').notNull(),
  id_tienda: integer('id_tienda').notNull(),
  tienda: varchar('tienda', { length: 150 }).notNull(),
  mes: date('mes', { mode: 'string' }).notNull(),
  unidades: bigint('unidades', { mode: 'number' }).notNull(),
  litros: bigint('litros', { mode: 'number' }).notNull(),
  ventas: numeric('ventas', { mode: 'number' }).notNull(),
  comision: numeric('comision', { mode: 'number' }).notNull(),
  ajustes: numeric('ajustes', { mode: 'number' }).notNull(),
  total: numeric('total', { mode: 'number' }).notNull(),
  pagado: numeric('pagado', { mode: 'number' }).notNull(),
  pendiente: numeric('pendiente', { mode: 'number' }).notNull(),
  cerrado: boolean('cerrado').notNull(),
  fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull(),
}).existing();
