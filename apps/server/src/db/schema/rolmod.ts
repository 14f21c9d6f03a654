import { index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { roles } from './usuarios.ts';

export const modulos = pgTable('modulos', {
  id_modulo: serial('id_modulo').primaryKey(),
  nombre: varchar('nombre', { length: 100 }).notNull().unique(),
  icono: varchar('icono', { length: 100 }).notNull(),
});

export const urls = pgTable('urls', {
  id_url: serial('id_url').primaryKey(),
  ruta: varchar('ruta', { length: 255 }).notNull().unique(),
});

export const rolModulo = pgTable(
  'rol_modulo',
  {
    id_rol: integer('id_rol')
      .notNull()
      .references(() => roles.id_rol, { onDelete: 'cascade' }),
    id_modulo: integer('id_modulo')
      .notNull()
      .references(() => modulos.id_modulo, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.id_rol, t.id_modulo] }),
    index('rol_modulo_id_modulo_idx').on(t.id_modulo),
  ],
);

export const moduloUrl = pgTable(
  'modulo_url',
  {
    id_modulo: integer('id_modulo')
      .notNull()
      .references(() => modulos.id_modulo, { onDelete: 'cascade' }),
    id_url: integer('id_url')
      .notNull()
      .references(() => urls.id_url, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.id_modulo, t.id_url] }), index('modulo_url_id_url_idx').on(t.id_url)],
);
