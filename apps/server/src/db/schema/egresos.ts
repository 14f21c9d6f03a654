import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { categoriasTransaccion, maquinas } from './catalogos.ts';
import { usuarios } from './usuarios.ts';

export const egresos = pgTable(
  'egresos',
  {
    id_egreso: serial('id_egreso').primaryKey(),
    id_maquina: integer('id_maquina')
      .notNull()
      .references(() => maquinas.id_maquina),
    id_categoria_transaccion: integer('id_categoria_transaccion')
      .notNull()
      .references(() => categoriasTransaccion.id_categoria_transaccion),
    descripcion: varchar('descripcion', { length: 255 }).notNull(),
    monto: numeric('monto', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    fecha_transaccion: timestamp('fecha_transaccion', { withTimezone: true }).notNull().defaultNow(),
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    fecha_eliminacion: timestamp('fecha_eliminacion', { withTimezone: true }),
  },
  (t) => [
    index('egresos_maquina_fecha_idx').on(t.id_maquina, t.fecha_transaccion),
    // The lists sort one machine's expenses by amount too (ORDEN_EGRESOS in the contract).
    index('egresos_maquina_monto_idx').on(t.id_maquina, t.monto, t.id_egreso),
    index('egresos_id_categoria_idx').on(t.id_categoria_transaccion),
    // Inicio sums the whole fleet's active expenses over a period from this index alone.
    index('egresos_activos_fecha_idx')
      .on(t.fecha_transaccion, t.id_maquina, t.monto)
      .where(sql`${t.fecha_eliminacion} is null`),
  ],
);
