import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

export const tiendas = pgTable(
  'tiendas',
  {
    id_tienda: serial('id_tienda').primaryKey(),
    nombre_comercial: varchar('nombre_comercial', { length: 150 }).notNull(),
    razon_social: varchar('razon_social', { length: 200 }),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    tipo_persona: varchar('tipo_persona', { length: 6 }).notNull(),
    id_usuario: integer('id_usuario').references(() => usuarios.id_usuario),
    fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: set when the store is deleted, cleared when it is restored. */
    fecha_eliminacion: timestamp('fecha_eliminacion', { withTimezone: true }),
  },
  (t) => [check('tiendas_tipo_persona_ck', sql`${t.tipo_persona} in ('FISICA', 'MORAL')`)],
);

export const domicilios = pgTable(
  'domicilios',
  {
    id_domicilio: serial('id_domicilio').primaryKey(),
    id_tienda: integer('id_tienda')
      .notNull()
      .references(() => tiendas.id_tienda),
    es_sucursal: varchar('es_sucursal', { length: 2 }).notNull().default('NO'),
    calle: varchar('calle', { length: 150 }).notNull(),
    // House numbers are text ('12-A', 'Km 5', 'S/N'); the interior number is optional (contract §7).
    numero_ext: varchar('numero_ext', { length: 20 }).notNull(),
    numero_int: varchar('numero_int', { length: 20 }),
    // Left empty by clients of the spec's /domicilio/new, which does not know them; the screens always fill them.
    colonia: varchar('colonia', { length: 150 }),
    codigo_postal: varchar('codigo_postal', { length: 5 }),
    municipio: varchar('municipio', { length: 150 }),
    estado: varchar('estado', { length: 40 }),
    primer_cruzamiento: varchar('primer_cruzamiento', { length: 150 }).notNull(),
    segundo_cruzamiento: varchar('segundo_cruzamiento', { length: 150 }),
    referencias: varchar('referencias', { length: 500 }),
    latitud: numeric('latitud', { precision: 9, scale: 6, mode: 'number' }),
    longitud: numeric('longitud', { precision: 9, scale: 6, mode: 'number' }),
    fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: set when the address is deleted, cleared when it is restored. */
    fecha_eliminacion: timestamp('fecha_eliminacion', { withTimezone: true }),
  },
  (t) => [
    index('domicilios_id_tienda_idx').on(t.id_tienda),
    check('domicilios_es_sucursal_ck', sql`${t.es_sucursal} in ('SI', 'NO')`),
    check('domicilios_codigo_postal_ck', sql`${t.codigo_postal} ~ '^[0-9]{5}$'`),
    check('domicilios_coordenadas_ck', sql`(${t.latitud} is null) = (${t.longitud} is null)`),
  ],
);
