// Cortes de caja and depósitos (issue 17): what a machine's meter read, what its cash box held, and the bank deposit
// that carried the cash. A corte's liters, expected cash, difference and tolerance are computed by a trigger
// (drizzle/0016_cortes_calculo.sql), the one place for the rule, so no caller can store figures that disagree with it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { maquinas } from './catalogos.ts';
import { usuarios } from './usuarios.ts';
import { ventasMaquina } from './ventas.ts';

const dinero = (nombre: string) => numeric(nombre, { precision: 12, scale: 2, mode: 'number' });
const tasa = (nombre: string) => numeric(nombre, { precision: 12, scale: 4, mode: 'number' });

export const depositos = pgTable(
  'depositos',
  {
    id_deposito: serial('id_deposito').primaryKey(),
    /** The bank's day of the deposit (a day, not an instant: the slip shows a day). */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    monto: dinero('monto').notNull(),
    referencia: varchar('referencia', { length: 60 }).notNull(),
    /** Whose cash it carried. */
    id_colector: integer('id_colector')
      .notNull()
      .references(() => usuarios.id_usuario),
    /** Who recorded it (an ADMIN may record it for a collector). */
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario),
    notas: text('notas'),
    fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    fecha_eliminacion: timestamp('fecha_eliminacion', { withTimezone: true }),
  },
  (t) => [
    check('depositos_monto_ck', sql`${t.monto} > 0`),
    // The list sorts by these (ORDEN_DEPOSITOS), a collector's own first; efectivo en mano sums a collector's.
    index('depositos_fecha_idx').on(t.fecha, t.id_deposito),
    index('depositos_monto_idx').on(t.monto, t.id_deposito),
    index('depositos_colector_fecha_idx').on(t.id_colector, t.fecha, t.id_deposito),
  ],
);

export const cortes = pgTable(
  'cortes',
  {
    id_corte: serial('id_corte').primaryKey(),
    /** Chosen by the browser once per corte: a retry answers the first corte instead of recording a second. */
    clave: uuid('clave').notNull().unique(),
    id_maquina: integer('id_maquina')
      .notNull()
      .references(() => maquinas.id_maquina),
    /** The machine's way of recording sales when the corte was made: whether it has a water sale stays fixed. */
    modo_venta: varchar('modo_venta', { length: 10, enum: ['POR_VENTA', 'POR_CORTE'] }).notNull(),
    /** Who opened the box and carries the cash. */
    id_colector: integer('id_colector')
      .notNull()
      .references(() => usuarios.id_usuario),
    /** Who recorded it (an ADMIN may record a corte for a collector). */
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    /**
     * Snapshots of the previous active corte when this one was recorded (or of the machine's starting reading):
     * the period this corte closes, kept so a later price or meter change elsewhere cannot rewrite it.
     */
    fecha_anterior: timestamp('fecha_anterior', { withTimezone: true }),
    lectura_anterior: integer('lectura_anterior').notNull(),
    lectura: integer('lectura').notNull(),
    /** With CONTADOR_REEMPLAZADO: the old meter's last reading, so the liters it dispensed still count. */
    lectura_final_anterior: integer('lectura_final_anterior'),
    /** The price per liter in force for the period (the previous corte's new price, or its own, or the machine's). */
    precio_litro: tasa('precio_litro').notNull(),
    /** A new price in force from this corte on: the next period's. */
    precio_litro_nuevo: tasa('precio_litro_nuevo'),
    /** Pieces per denomination (DENOMINACIONES' claves). */
    efectivo: jsonb('efectivo').notNull().default({}),
    // Computed by the trigger on every insert and on every update of the fields they depend on.
    litros: integer('litros').notNull().default(0),
    esperado: dinero('esperado').notNull().default(0),
    contado: dinero('contado').notNull().default(0),
    diferencia: dinero('diferencia').notNull().default(0),
    tolerancia: dinero('tolerancia').notNull().default(0),
    fuera_de_tolerancia: boolean('fuera_de_tolerancia').notNull().default(false),
    /**
     * POR_VENTA only (null for POR_CORTE), written by the same trigger: the sales recorded on the machine in the
     * corte's period (fecha_anterior, fecha], their money (the corte's `esperado`) and the liters their products
     * imply, and the meter's liters against those (contract §9: out when |litros − ventas_litros| > max(1 % of the
     * metered liters, 5 L)).
     */
    ventas_monto: dinero('ventas_monto'),
    ventas_litros: numeric('ventas_litros', { precision: 14, scale: 3, mode: 'number' }),
    diferencia_litros: numeric('diferencia_litros', { precision: 14, scale: 3, mode: 'number' }),
    tolerancia_litros: numeric('tolerancia_litros', { precision: 14, scale: 3, mode: 'number' }),
    litros_fuera_de_tolerancia: boolean('litros_fuera_de_tolerancia').notNull().default(false),
    /**
     * The machine had no starting reading and this is its first corte (POR_VENTA only): its reading is the meter's
     * base, so its liters are 0 and the meter is not compared with the sales.
     */
    lectura_base: boolean('lectura_base').notNull().default(false),
    motivo: varchar('motivo', { length: 30 }),
    motivo_texto: varchar('motivo_texto', { length: 255 }),
    notas: text('notas'),
    estado: varchar('estado', { length: 10, enum: ['PENDIENTE', 'APROBADO', 'RECHAZADO'] })
      .notNull()
      .default('PENDIENTE'),
    motivo_rechazo: varchar('motivo_rechazo', { length: 255 }),
    id_decisor: integer('id_decisor').references(() => usuarios.id_usuario),
    fecha_decision: timestamp('fecha_decision', { withTimezone: true }),
    /** Why an ADMIN changed an approved corte: the bitácora's row of the change carries it. */
    motivo_cambio: varchar('motivo_cambio', { length: 255 }),
    /** The water sale a POR_CORTE corte recorded. */
    id_venta_maquina: integer('id_venta_maquina').references(() => ventasMaquina.id_venta_maquina),
    /** The deposit that carried its cash; a corte is in one deposit at most. */
    id_deposito: integer('id_deposito').references(() => depositos.id_deposito),
    fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    fecha_eliminacion: timestamp('fecha_eliminacion', { withTimezone: true }),
  },
  (t) => [
    check('cortes_lectura_ck', sql`${t.lectura} >= 0 and ${t.lectura_anterior} >= 0`),
    check('cortes_estado_ck', sql`${t.estado} in ('PENDIENTE', 'APROBADO', 'RECHAZADO')`),
    check('cortes_modo_venta_ck', sql`${t.modo_venta} in ('POR_VENTA', 'POR_CORTE')`),
    check(
      'cortes_motivo_ck',
      sql`${t.motivo} is null or ${t.motivo} in ('MONEDA_ATORADA', 'BILLETE_FALSO', 'ERROR_LECTURA', 'CONTADOR_REEMPLAZADO', 'OTRO')`,
    ),
    // A difference beyond the tolerance always has its reason, whatever wrote the row.
    check('cortes_motivo_requerido_ck', sql`not ${t.fuera_de_tolerancia} or ${t.motivo} is not null`),
    check(
      'cortes_precio_litro_ck',
      sql`${t.precio_litro} > 0 and (${t.precio_litro_nuevo} is null or ${t.precio_litro_nuevo} > 0)`,
    ),
    // The machine's last active corte: the previous reading, date and price of the next one, and the current price
    // of every machine in the catalog (one probe of this index per machine).
    index('cortes_ultimo_idx')
      .on(t.id_maquina, t.fecha.desc(), t.id_corte.desc())
      .where(sql`${t.fecha_eliminacion} is null and ${t.estado} <> 'RECHAZADO'`),
    // The list's filters and sorts (ORDEN_CORTES; id_maquina, id_colector, estado, sin_deposito), each ending in
    // the key so pages never overlap.
    index('cortes_fecha_idx').on(t.fecha, t.id_corte),
    index('cortes_maquina_fecha_idx').on(t.id_maquina, t.fecha, t.id_corte),
    index('cortes_colector_fecha_idx').on(t.id_colector, t.fecha, t.id_corte),
    index('cortes_estado_fecha_idx').on(t.estado, t.fecha, t.id_corte),
    index('cortes_diferencia_idx').on(t.diferencia, t.id_corte),
    index('cortes_contado_idx').on(t.contado, t.id_corte),
    index('cortes_litros_idx').on(t.litros, t.id_corte),
    // Cortes not yet deposited (the deposit form's choices, efectivo en mano), by collector.
    index('cortes_sin_deposito_idx')
      .on(t.id_colector, t.fecha, t.id_corte)
      .where(sql`${t.id_deposito} is null and ${t.fecha_eliminacion} is null and ${t.estado} <> 'RECHAZADO'`),
    index('cortes_deposito_idx').on(t.id_deposito),
    // A corte's water sale is excluded from the sales it is compared with.
    index('cortes_venta_idx').on(t.id_venta_maquina),
  ],
);
