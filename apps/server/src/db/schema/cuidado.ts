// Machine care (issue 19, docs/decisions/027): the sanitary record a health inspector may ask for (cleanings,
// water-quality readings, laboratory analyses, parts replaced, with their attached reports), the sanitary tasks due
// every so many days, the consumables worn by days and liters, and the alerts the server raises from all the data.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { maquinas, productos } from './catalogos.ts';
import { usuarios } from './usuarios.ts';

/** Raw bytes (an attached report): Postgres' bytea on both engines. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const creado = () => ({
  id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
  fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A part that wears out (sediment filter, carbon filter, RO membrane, UV lamp, …): its life in liters and/or days,
 * and when it was last installed with the meter's reading then. Replacing it (a REEMPLAZO entry of the sanitary
 * record) moves `instalado` and `lectura_instalacion` forward; the entries keep the history.
 */
export const consumibles = pgTable(
  'consumibles',
  {
    id_consumible: serial('id_consumible').primaryKey(),
    id_maquina: integer('id_maquina')
      .notNull()
      .references(() => maquinas.id_maquina),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    vida_litros: integer('vida_litros'),
    vida_dias: integer('vida_dias'),
    /** The day it was installed, in BUSINESS_TZ. */
    instalado: date('instalado', { mode: 'string' }).notNull(),
    /** The machine's meter (liters) when it was installed. */
    lectura_instalacion: integer('lectura_instalacion').notNull().default(0),
    ...creado(),
    fecha_eliminacion: timestamp('fecha_eliminacion', { withTimezone: true }),
  },
  (t) => [
    check('consumibles_vida_ck', sql`${t.vida_litros} is not null or ${t.vida_dias} is not null`),
    check('consumibles_vida_litros_ck', sql`${t.vida_litros} > 0`),
    check('consumibles_vida_dias_ck', sql`${t.vida_dias} > 0`),
    check('consumibles_lectura_ck', sql`${t.lectura_instalacion} >= 0`),
    index('consumibles_maquina_idx').on(t.id_maquina),
  ],
);

/**
 * One entry of a machine's sanitary record. Which columns hold data depends on `tipo`:
 * LIMPIEZA (cleaning and sanitization): sustancia, concentracion, responsable;
 * LECTURA (water-quality reading): punto, cloro (free residual chlorine, mg/L), ph, sdt (total dissolved solids,
 * mg/L), judged against the point's ranges (contract §8);
 * ANALISIS (laboratory analysis): laboratorio, resultado, and the report attached;
 * REEMPLAZO (a part replaced): id_consumible and the meter's reading, which re-installs the consumable.
 * `notas` is free text for every kind.
 */
export const registrosSanitarios = pgTable(
  'registros_sanitarios',
  {
    id_registro: serial('id_registro').primaryKey(),
    id_maquina: integer('id_maquina')
      .notNull()
      .references(() => maquinas.id_maquina),
    tipo: varchar('tipo', { length: 10, enum: ['LIMPIEZA', 'LECTURA', 'ANALISIS', 'REEMPLAZO'] }).notNull(),
    /** The day it was done, in BUSINESS_TZ. */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    responsable: varchar('responsable', { length: 120 }).notNull(),
    sustancia: varchar('sustancia', { length: 120 }),
    concentracion: varchar('concentracion', { length: 60 }),
    punto: varchar('punto', { length: 8, enum: ['ENTRADA', 'PRODUCTO'] }),
    cloro: numeric('cloro', { precision: 6, scale: 2, mode: 'number' }),
    ph: numeric('ph', { precision: 4, scale: 2, mode: 'number' }),
    sdt: numeric('sdt', { precision: 8, scale: 1, mode: 'number' }),
    laboratorio: varchar('laboratorio', { length: 120 }),
    resultado: varchar('resultado', { length: 12, enum: ['CONFORME', 'NO_CONFORME'] }),
    id_consumible: integer('id_consumible').references(() => consumibles.id_consumible),
    lectura_medidor: integer('lectura_medidor'),
    notas: text('notas'),
    ...creado(),
    fecha_eliminacion: timestamp('fecha_eliminacion', { withTimezone: true }),
  },
  (t) => [
    check('registros_sanitarios_tipo_ck', sql`${t.tipo} in ('LIMPIEZA', 'LECTURA', 'ANALISIS', 'REEMPLAZO')`),
    check('registros_sanitarios_punto_ck', sql`${t.punto} is null or ${t.punto} in ('ENTRADA', 'PRODUCTO')`),
    check(
      'registros_sanitarios_lectura_ck',
      sql`${t.tipo} <> 'LECTURA' or (${t.punto} is not null and coalesce(${t.cloro}, ${t.ph}, ${t.sdt}) is not null)`,
    ),
    check(
      'registros_sanitarios_valores_ck',
      sql`${t.cloro} >= 0 and ${t.ph} between 0 and 14 and ${t.sdt} >= 0`,
    ),
    check(
      'registros_sanitarios_reemplazo_ck',
      sql`${t.tipo} <> 'REEMPLAZO' or ${t.id_consumible} is not null`,
    ),
    check('registros_sanitarios_medidor_ck', sql`${t.lectura_medidor} >= 0`),
    index('registros_sanitarios_maquina_fecha_idx').on(t.id_maquina, t.fecha, t.id_registro),
    index('registros_sanitarios_fecha_idx').on(t.fecha, t.id_registro),
  ],
);

/**
 * A report attached to an entry (PDF, JPEG or PNG up to 5 MiB, its type read from its content), kept in the
 * database so backups and restores carry it. `nombre` is the safe file name it downloads as.
 */
export const adjuntosSanitarios = pgTable(
  'adjuntos_sanitarios',
  {
    id_adjunto: serial('id_adjunto').primaryKey(),
    id_registro: integer('id_registro')
      .notNull()
      .references(() => registrosSanitarios.id_registro),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    tipo_mime: varchar('tipo_mime', {
      length: 20,
      enum: ['application/pdf', 'image/jpeg', 'image/png'],
    }).notNull(),
    tamano: integer('tamano').notNull(),
    datos: bytea('datos').notNull(),
    ...creado(),
  },
  (t) => [
    check(
      'adjuntos_sanitarios_tipo_ck',
      sql`${t.tipo_mime} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
    check('adjuntos_sanitarios_tamano_ck', sql`${t.tamano} between 1 and 5242880`),
    index('adjuntos_sanitarios_registro_idx').on(t.id_registro),
  ],
);

/**
 * A sanitary task a machine must have done every `frecuencia_dias` days (e.g. LIMPIEZA every 15, ANALISIS every
 * 180): it is next due `frecuencia_dias` after the latest entry of that kind on or after `desde` (or after `desde`
 * itself when there is none). One live task per machine and kind.
 */
export const tareasSanitarias = pgTable(
  'tareas_sanitarias',
  {
    id_tarea: serial('id_tarea').primaryKey(),
    id_maquina: integer('id_maquina')
      .notNull()
      .references(() => maquinas.id_maquina),
    tipo: varchar('tipo', { length: 10, enum: ['LIMPIEZA', 'LECTURA', 'ANALISIS'] }).notNull(),
    frecuencia_dias: integer('frecuencia_dias').notNull(),
    desde: date('desde', { mode: 'string' }).notNull(),
    ...creado(),
    fecha_eliminacion: timestamp('fecha_eliminacion', { withTimezone: true }),
  },
  (t) => [
    check('tareas_sanitarias_tipo_ck', sql`${t.tipo} in ('LIMPIEZA', 'LECTURA', 'ANALISIS')`),
    check('tareas_sanitarias_frecuencia_ck', sql`${t.frecuencia_dias} between 1 and 3660`),
    uniqueIndex('tareas_sanitarias_maquina_tipo_uq')
      .on(t.id_maquina, t.tipo)
      .where(sql`${t.fecha_eliminacion} is null`),
  ],
);

export const TIPOS_ALERTA = [
  'STOCK_BAJO',
  'SIN_VENTA',
  'SIN_CORTE',
  'CORTE_DIFERENCIA',
  'CONSUMIBLE',
  'LECTURA_FUERA',
  'TAREA_VENCIDA',
] as const;

/**
 * An alert the server raised from the data (contract §8): opened when its condition became true, closed when it
 * stopped being true; a closed one leaves the bell and stays in the history. `clave` names the condition's subject
 * (the machine, product, corte, consumable, reading or task), so one condition has at most one open alert.
 * `detalle` keeps the figures the message shows as they were when it opened.
 */
export const alertas = pgTable(
  'alertas',
  {
    id_alerta: bigserial('id_alerta', { mode: 'number' }).primaryKey(),
    tipo: varchar('tipo', { length: 20, enum: TIPOS_ALERTA }).notNull(),
    clave: varchar('clave', { length: 60 }).notNull(),
    id_maquina: integer('id_maquina').references(() => maquinas.id_maquina),
    id_producto: integer('id_producto').references(() => productos.id_producto),
    detalle: jsonb('detalle').notNull().default({}),
    abierta: timestamp('abierta', { withTimezone: true }).notNull().defaultNow(),
    cerrada: timestamp('cerrada', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alertas_abierta_uq').on(t.tipo, t.clave).where(sql`${t.cerrada} is null`),
    index('alertas_abierta_idx').on(t.abierta, t.id_alerta),
    // The bell: the open ones, read backwards for newest first (its list is the first rows, its capped count a short
    // walk).
    index('alertas_abiertas_recientes_idx').on(t.abierta, t.id_alerta).where(sql`${t.cerrada} is null`),
    index('alertas_maquina_abierta_idx').on(t.id_maquina, t.abierta, t.id_alerta),
    index('alertas_tipo_abierta_idx').on(t.tipo, t.abierta, t.id_alerta),
  ],
);

/** Who has read which alert ("Marcar como leída"); an alert without a row here is unread for that user. */
export const alertasLeidas = pgTable(
  'alertas_leidas',
  {
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    id_alerta: bigint('id_alerta', { mode: 'number' })
      .notNull()
      .references(() => alertas.id_alerta, { onDelete: 'cascade' }),
    leida: timestamp('leida', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id_usuario, t.id_alerta] })],
);

/**
 * At most one row (written by the first refresh): when the alerts were last brought up to date with the data. The
 * bell's call refreshes them when this is older than the refresh interval (one copy of the server does it, under
 * this row's lock, with an upsert that answers a row only to the copy that moved the time); a write that changes a
 * condition other than a sale (cortes, the sanitary record, consumables, products, settings) sets it back so the
 * next call refreshes at once. Sales do not touch it: every sale would queue on this one row.
 */
export const alertasEstado = pgTable(
  'alertas_estado',
  {
    id: integer('id').primaryKey().default(1),
    sincronizadas: timestamp('sincronizadas', { withTimezone: true }).notNull().default(sql`'-infinity'`),
  },
  (t) => [check('alertas_estado_uno_ck', sql`${t.id} = 1`)],
);
