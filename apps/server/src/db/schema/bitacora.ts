// The audit log: every write to business data, with who, when, which record, and the values before and after.
// Rows are written by a trigger (drizzle/0004_bitacora_triggers.sql); the user comes from the transaction's
// `aguavend.id_usuario` setting (db/auditoria.ts). Password hashes are never copied.
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const bitacora = pgTable(
  'bitacora',
  {
    id_bitacora: bigserial('id_bitacora', { mode: 'number' }).primaryKey(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    id_usuario: integer('id_usuario'),
    tabla: varchar('tabla', { length: 60 }).notNull(),
    id_registro: varchar('id_registro', { length: 100 }).notNull(),
    accion: varchar('accion', { length: 10 }).notNull(),
    antes: jsonb('antes').$type<Record<string, unknown>>(),
    despues: jsonb('despues').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('bitacora_fecha_idx').on(t.fecha),
    index('bitacora_usuario_fecha_idx').on(t.id_usuario, t.fecha),
    index('bitacora_tabla_fecha_idx').on(t.tabla, t.fecha),
    // The log's list sorts by action too (db/listas.ts).
    index('bitacora_accion_fecha_idx').on(t.accion, t.fecha),
  ],
);
