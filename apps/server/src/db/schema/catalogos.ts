import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

export const maquinas = pgTable(
  'maquinas',
  {
    id_maquina: serial('id_maquina').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    estatus: varchar('estatus', { length: 10 }).notNull().default('ACTIVA'),
    fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('maquinas_estatus_ck', sql`${t.estatus} in ('ACTIVA', 'INACTIVA')`)],
);

export const productos = pgTable(
  'productos',
  {
    id_producto: serial('id_producto').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    descripcion: varchar('descripcion', { length: 255 }),
    precio: numeric('precio', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
  },
  // The database itself refuses an oversell, whatever the code above it does.
  (t) => [
    check('productos_stock_ck', sql`${t.stock} >= 0`),
    check('productos_precio_ck', sql`${t.precio} > 0`),
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
