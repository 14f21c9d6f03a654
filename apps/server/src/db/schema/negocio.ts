// The business's identity (issue 43, docs/decisions/037): one row, what every printed page carries in its header.
import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Raw bytes (the logo): Postgres' bytea on both engines, read apart by backups (db/backup.ts). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * At most one row (id 1); none until an ADMIN saves the identity. The logo lives here too, with the type its content
 * was sniffed as, so a backup carries it and a restore brings it back with the rest.
 */
export const identidadNegocio = pgTable(
  'identidad_negocio',
  {
    id: smallint('id').primaryKey().default(1),
    nombre_comercial: varchar('nombre_comercial', { length: 150 }),
    razon_social: varchar('razon_social', { length: 200 }),
    rfc: varchar('rfc', { length: 13 }),
    regimen_fiscal: varchar('regimen_fiscal', { length: 3 }),
    domicilio_fiscal: varchar('domicilio_fiscal', { length: 300 }),
    telefono: varchar('telefono', { length: 30 }),
    logo: bytea('logo'),
    logo_tipo: varchar('logo_tipo', { length: 20 }),
    /** Grows with every change of the logo, so a copy cached by a browser is known to be stale. */
    logo_version: integer('logo_version').notNull().default(0),
    fecha_actualizacion: timestamp('fecha_actualizacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('identidad_negocio_una_fila_ck', sql`${t.id} = 1`),
    check('identidad_negocio_logo_ck', sql`(${t.logo} is null) = (${t.logo_tipo} is null)`),
    check('identidad_negocio_logo_tipo_ck', sql`${t.logo_tipo} in ('image/png', 'image/svg+xml')`),
    check('identidad_negocio_logo_tamano_ck', sql`octet_length(${t.logo}) <= 204800`),
  ],
);
