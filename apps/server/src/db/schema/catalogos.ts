import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const maquinas = pgTable(
  'maquinas',
  {
    id_maquina: serial('id_maquina').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    estatus: varchar('estatus', { length: 10 }).notNull().default('ACTIVA'),
    /**
     * POR_VENTA: sales are recorded one by one (the spec's way); POR_CORTE: each corte records the period's water
     * sale by liter (issue 17). Existing machines keep working as before.
     */
    modo_venta: varchar('modo_venta', { length: 10, enum: ['POR_VENTA', 'POR_CORTE'] })
      .notNull()
      .default('POR_VENTA'),
    /**
     * The meter's reading before the first corte: the first corte's previous reading. Null: not recorded (decision
     * 023, addendum of 2026-11-28): a POR_CORTE machine's first corte is refused until it is, a POR_VENTA machine's
     * first corte takes its own reading as the base.
     */
    lectura_inicial: integer('lectura_inicial'),
    /**
     * The price per liter before the first corte. From then on the price in force is the last active corte's (its
     * new price, or the one it was charged at): a price changes only at a corte (contract §8), so one period has one
     * price and the history is the cortes themselves, not a second table that could disagree with them.
     */
    precio_litro_inicial: numeric('precio_litro_inicial', { precision: 12, scale: 4, mode: 'number' }),
    /** The price an ADMIN set to start at the machine's next corte (decision 041); that corte records it. */
    precio_litro_siguiente: numeric('precio_litro_siguiente', { precision: 12, scale: 4, mode: 'number' }),
    fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    /** The maker's serial number (issue 43): optional, trimmed by the contract, unique when present. */
    numero_serie: varchar('numero_serie', { length: 60 }),
    marca_modelo: varchar('marca_modelo', { length: 100 }),
    /** The day it was installed (a business day, not in the future); null when not known. */
    fecha_instalacion: date('fecha_instalacion', { mode: 'string' }),
  },
  (t) => [
    // Partial: machines without a serial number are many, and null never collides anyway; the name maps to the 409.
    uniqueIndex('maquinas_numero_serie_uq').on(t.numero_serie).where(sql`${t.numero_serie} is not null`),
    check('maquinas_estatus_ck', sql`${t.estatus} in ('ACTIVA', 'INACTIVA')`),
    check('maquinas_modo_venta_ck', sql`${t.modo_venta} in ('POR_VENTA', 'POR_CORTE')`),
    check('maquinas_lectura_inicial_ck', sql`${t.lectura_inicial} >= 0`),
    check('maquinas_precio_litro_ck', sql`${t.precio_litro_inicial} > 0`),
    check('maquinas_precio_litro_siguiente_ck', sql`${t.precio_litro_siguiente} > 0`),
  ],
);

export const productos = pgTable(
  'productos',
  {
    id_producto: serial('id_producto').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    descripcion: varchar('descripcion', { length: 255 }),
    precio: numeric('precio', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    /** Liters of water in one unit (20 for a garrafón de 20 L, 0 for ice): a corte compares them with the meter. */
    litros_por_unidad: numeric('litros_por_unidad', { precision: 10, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    /**
     * The IVA rate the price includes (contract §8): 0 for water in containers of 10 L or more and for ice, 0.16 for
     * smaller bottles (0.08 in the northern border region). Statements can take sales without it.
     */
    tasa_iva: numeric('tasa_iva', { precision: 5, scale: 4, mode: 'number' }).notNull().default(0),
    /** Stock under this raises a STOCK_BAJO alert (issue 19); 0 never does. */
    stock_minimo: integer('stock_minimo').notNull().default(0),
    fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
  },
  // The database itself refuses an oversell, whatever the code above it does.
  (t) => [
    check('productos_stock_ck', sql`${t.stock} >= 0`),
    check('productos_precio_ck', sql`${t.precio} > 0`),
    check('productos_litros_ck', sql`${t.litros_por_unidad} >= 0`),
    check('productos_tasa_iva_ck', sql`${t.tasa_iva} in (0, 0.08, 0.16)`),
    check('productos_stock_minimo_ck', sql`${t.stock_minimo} >= 0`),
  ],
);

export const categoriasTransaccion = pgTable(
  'categorias_transaccion',
  {
    id_categoria_transaccion: serial('id_categoria_transaccion').primaryKey(),
    tipo: varchar('tipo', { length: 60 }).notNull().unique(),
    highlight: boolean('highlight').notNull().default(false),
    /** VENTA: sales may use it; EGRESO: expenses may (drizzle/0007_categorias_clase.sql classed the old ones). */
    clase: varchar('clase', { length: 6, enum: ['VENTA', 'EGRESO'] })
      .notNull()
      .default('EGRESO'),
    fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('categorias_transaccion_clase_ck', sql`${t.clase} in ('VENTA', 'EGRESO')`)],
);
