import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { categoriasTransaccion, maquinas, productos } from './catalogos.ts';
import { usuarios } from './usuarios.ts';

export const ventasMaquina = pgTable(
  'ventas_maquina',
  {
    id_venta_maquina: serial('id_venta_maquina').primaryKey(),
    id_maquina: integer('id_maquina')
      .notNull()
      .references(() => maquinas.id_maquina),
    id_producto: integer('id_producto')
      .notNull()
      .references(() => productos.id_producto),
    cantidad: integer('cantidad').notNull(),
    /**
     * A rate keeps 4 decimals (contract §8): a corte's water sale is charged at the price per liter ($0.3750). The
     * sales routes still take 2, up to the same 9,999,999,999.99 as before (hence 14 digits, not 12); the amount is
     * rounded to centavos once, on the line.
     */
    precio_unitario: numeric('precio_unitario', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    monto: numeric('monto', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    descripcion: varchar('descripcion', { length: 255 }).notNull(),
    fecha_transaccion: timestamp('fecha_transaccion', { withTimezone: true }).notNull().defaultNow(),
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    fecha_eliminacion: timestamp('fecha_eliminacion', { withTimezone: true }),
  },
  (t) => [
    // Lists and the monthly report read one machine's sales by date.
    index('ventas_maquina_maquina_fecha_idx').on(t.id_maquina, t.fecha_transaccion),
    // The active list and its count read only this index (index-only scan), whatever the machine's history.
    index('ventas_maquina_activas_idx')
      .on(t.id_maquina, t.fecha_transaccion)
      .where(sql`${t.fecha_eliminacion} is null`),
    index('ventas_maquina_id_producto_idx').on(t.id_producto),
    // The lists sort one machine's sales by any of these (ORDEN_VENTAS in the contract).
    index('ventas_maquina_maquina_cantidad_idx').on(t.id_maquina, t.cantidad, t.id_venta_maquina),
    index('ventas_maquina_maquina_precio_idx').on(t.id_maquina, t.precio_unitario, t.id_venta_maquina),
    index('ventas_maquina_maquina_monto_idx').on(t.id_maquina, t.monto, t.id_venta_maquina),
    check('ventas_maquina_cantidad_ck', sql`${t.cantidad} > 0`),
    check('ventas_maquina_monto_ck', sql`${t.monto} = round(${t.cantidad} * ${t.precio_unitario}, 2)`),
  ],
);

export const transacciones = pgTable(
  'transacciones',
  {
    id_transaccion: serial('id_transaccion').primaryKey(),
    id_venta_maquina: integer('id_venta_maquina').references(() => ventasMaquina.id_venta_maquina),
    id_categoria_transaccion: integer('id_categoria_transaccion')
      .notNull()
      .references(() => categoriasTransaccion.id_categoria_transaccion),
    descripcion: varchar('descripcion', { length: 255 }).notNull(),
    monto: numeric('monto', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    fecha_transaccion: timestamp('fecha_transaccion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transacciones_id_venta_maquina_idx').on(t.id_venta_maquina),
    index('transacciones_id_categoria_idx').on(t.id_categoria_transaccion),
  ],
);

/**
 * Sales per machine, product and month (in BUSINESS_TZ), kept by a trigger on ventas_maquina in the same
 * transaction as each sale, edit, delete or restore. The reports read it, so their cost follows the
 * machine's number of months and products, not its whole history (docs/decisions/005-sales-rollup.md).
 */
export const ventasResumenMensual = pgTable(
  'ventas_resumen_mensual',
  {
    id_maquina: integer('id_maquina')
      .notNull()
      .references(() => maquinas.id_maquina),
    mes: date('mes', { mode: 'string' }).notNull(),
    id_producto: integer('id_producto')
      .notNull()
      .references(() => productos.id_producto),
    cantidad: bigint('cantidad', { mode: 'number' }).notNull(),
    monto: numeric('monto', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** The number of sales (drizzle/0012 counts them; a set of machines' products on Inicio read it). */
    ventas: bigint('ventas', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.id_maquina, t.mes, t.id_producto] }),
    // A machine's months read from the index alone: its rows lie scattered over the table (one page each, 725 for
    // a machine with 3 years of 50 products), so the annual report went 2.2 → 0.9 ms with it (decision 005, addendum).
    index('ventas_resumen_mensual_cubre_idx').on(
      t.id_maquina,
      t.mes,
      t.id_producto,
      t.cantidad,
      t.monto,
      t.ventas,
    ),
  ],
);

/** A roll-up's sums: units, amount and number of sales. */
const sumas = () => ({
  unidades: bigint('unidades', { mode: 'number' }).notNull(),
  monto: numeric('monto', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  ventas: bigint('ventas', { mode: 'number' }).notNull(),
});
const maquina = () =>
  integer('id_maquina')
    .notNull()
    .references(() => maquinas.id_maquina);
const producto = () =>
  integer('id_producto')
    .notNull()
    .references(() => productos.id_producto);
const dia = () => date('dia', { mode: 'string' }).notNull();
const mes = () => date('mes', { mode: 'string' }).notNull();

/*
 * The roll-ups Inicio reads, kept by the same trigger as the monthly one (docs/decisions/021-fleet-rollups.md).
 * Each comes by day and by month (the first day of the month), so a period reads its whole months from the one and
 * only the days at its ends from the other: per machine (any set of machines; by week too, for the machine ranking),
 * and for the whole business per day, per product, and per hour of the week (the heatmap). Days, weeks, months and
 * hours are in BUSINESS_TZ.
 */
export const ventasDia = pgTable('ventas_dia', { dia: dia().primaryKey(), ...sumas() });

export const ventasMaquinaDia = pgTable(
  'ventas_maquina_dia',
  { id_maquina: maquina(), dia: dia(), ...sumas() },
  (t) => [
    primaryKey({ columns: [t.id_maquina, t.dia] }),
    // The whole fleet's days of a period, read from the index alone.
    index('ventas_maquina_dia_dia_idx').on(t.dia, t.id_maquina, t.unidades, t.monto, t.ventas),
    // The trigger finds a machine's new last day with a sale here when a delete empties its last one.
    index('ventas_maquina_dia_ultima_idx').on(t.id_maquina, t.dia).where(sql`${t.ventas} > 0`),
  ],
);

/** Each machine's last day with a sale: the machine ranking's days without a sale, without a probe per machine. */
export const ventasMaquinaUltima = pgTable('ventas_maquina_ultima', {
  id_maquina: maquina().primaryKey(),
  dia: dia(),
});

/** `semana` is the ISO week's Monday. */
export const ventasMaquinaSemana = pgTable(
  'ventas_maquina_semana',
  { id_maquina: maquina(), semana: date('semana', { mode: 'string' }).notNull(), ...sumas() },
  (t) => [
    primaryKey({ columns: [t.id_maquina, t.semana] }),
    index('ventas_maquina_semana_semana_idx').on(t.semana, t.id_maquina, t.unidades, t.monto, t.ventas),
  ],
);

export const ventasMaquinaMes = pgTable(
  'ventas_maquina_mes',
  { id_maquina: maquina(), mes: mes(), ...sumas() },
  (t) => [
    primaryKey({ columns: [t.id_maquina, t.mes] }),
    index('ventas_maquina_mes_mes_idx').on(t.mes, t.id_maquina, t.unidades, t.monto, t.ventas),
  ],
);

/**
 * Each machine's year (`anio`, its 1 January): the sum of its months, kept by a trigger on `ventas_maquina_mes`
 * (drizzle/0027), so Inicio's machine ranking reads a year as one row per machine instead of twelve.
 */
export const ventasMaquinaAnio = pgTable(
  'ventas_maquina_anio',
  { id_maquina: maquina(), anio: date('anio', { mode: 'string' }).notNull(), ...sumas() },
  (t) => [
    primaryKey({ columns: [t.id_maquina, t.anio] }),
    index('ventas_maquina_anio_anio_idx').on(t.anio, t.id_maquina, t.unidades, t.monto, t.ventas),
  ],
);

export const ventasProductoDia = pgTable(
  'ventas_producto_dia',
  { dia: dia(), id_producto: producto(), ...sumas() },
  (t) => [primaryKey({ columns: [t.dia, t.id_producto] })],
);

export const ventasProductoMes = pgTable(
  'ventas_producto_mes',
  { mes: mes(), id_producto: producto(), ...sumas() },
  (t) => [primaryKey({ columns: [t.mes, t.id_producto] })],
);

export const ventasDiaHora = pgTable(
  'ventas_dia_hora',
  { dia: dia(), hora: integer('hora').notNull(), ...sumas() },
  (t) => [primaryKey({ columns: [t.dia, t.hora] })],
);

/** `dia_semana` is ISO: 1 = Monday … 7 = Sunday. */
export const ventasMesHora = pgTable(
  'ventas_mes_hora',
  { mes: mes(), dia_semana: integer('dia_semana').notNull(), hora: integer('hora').notNull(), ...sumas() },
  (t) => [primaryKey({ columns: [t.mes, t.dia_semana, t.hora] })],
);

/*
 * Sales by who registered them (`id_usuario`, 0 when nobody was recorded) and by their transaction's category, per
 * machine, by day and by month: Reportes by operator or category. The category lives on the sale's transaction,
 * written after the sale, so these are kept by triggers on both tables (drizzle/0014).
 */
const origen = () => ({
  id_maquina: maquina(),
  id_usuario: integer('id_usuario').notNull(),
  id_categoria: integer('id_categoria').notNull(),
  ...sumas(),
});

export const ventasOrigenDia = pgTable('ventas_origen_dia', { dia: dia(), ...origen() }, (t) => [
  primaryKey({ columns: [t.dia, t.id_maquina, t.id_usuario, t.id_categoria] }),
  // A period's days read from the index alone (5× faster than through the table, measured on the bench data).
  index('ventas_origen_dia_dia_idx').on(
    t.dia,
    t.id_maquina,
    t.id_usuario,
    t.id_categoria,
    t.unidades,
    t.monto,
    t.ventas,
  ),
]);

export const ventasOrigenMes = pgTable('ventas_origen_mes', { mes: mes(), ...origen() }, (t) => [
  primaryKey({ columns: [t.mes, t.id_maquina, t.id_usuario, t.id_categoria] }),
  index('ventas_origen_mes_mes_idx').on(
    t.mes,
    t.id_maquina,
    t.id_usuario,
    t.id_categoria,
    t.unidades,
    t.monto,
    t.ventas,
  ),
]);

/**
 * Sales by host store and month: a sale counts for the store where its machine stood on the sale's day, and under
 * `id_tienda` 0 when it stood at none (no such store: no foreign key). Kept by a trigger on sales and one on
 * placements, which moves a machine's days between stores when its placements change (drizzle/0026): Inicio's
 * store ranking reads twenty stores' months instead of two hundred machines' placed day by day.
 */
export const ventasTiendaMes = pgTable(
  'ventas_tienda_mes',
  { id_tienda: integer('id_tienda').notNull(), mes: mes(), ...sumas() },
  (t) => [
    primaryKey({ columns: [t.id_tienda, t.mes] }),
    index('ventas_tienda_mes_mes_idx').on(t.mes, t.id_tienda, t.unidades, t.monto, t.ventas),
  ],
);

/** Every roll-up the sales triggers keep (drizzle/0012, 0014), in one list: backups carry them, tests compare them. */
export const TABLAS_RESUMEN = [
  'ventas_resumen_mensual',
  'ventas_dia',
  'ventas_maquina_dia',
  'ventas_maquina_ultima',
  'ventas_maquina_semana',
  'ventas_maquina_mes',
  'ventas_maquina_anio',
  'ventas_producto_dia',
  'ventas_producto_mes',
  'ventas_dia_hora',
  'ventas_mes_hora',
  'ventas_origen_dia',
  'ventas_origen_mes',
  'ventas_tienda_mes',
] as const;
