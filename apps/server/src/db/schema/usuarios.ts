import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { maquinas } from './catalogos.ts';

export const roles = pgTable('roles', {
  id_rol: serial('id_rol').primaryKey(),
  rol: varchar('rol', { length: 60 }).notNull().unique(),
  fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
});

export const usuarios = pgTable(
  'usuarios',
  {
    id_usuario: serial('id_usuario').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    ap_paterno: varchar('ap_paterno', { length: 100 }).notNull(),
    ap_materno: varchar('ap_materno', { length: 100 }),
    username: varchar('username', { length: 100 }).notNull(),
    /** argon2id hash; never selected into an answer. */
    clave_hash: varchar('clave_hash', { length: 255 }).notNull(),
    email: varchar('email', { length: 150 }).notNull(),
    activo: smallint('activo').notNull().default(1),
    /**
     * Tokens carry the value this had when they were signed; a password change or reset, a deactivation and a
     * deletion move it forward, which ends every session signed before (0 for users older than the column).
     */
    version_sesion: integer('version_sesion').notNull().default(0),
    id_rol: integer('id_rol')
      .notNull()
      .references(() => roles.id_rol),
    fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    fecha_eliminacion: timestamp('fecha_eliminacion', { withTimezone: true }),
  },
  (t) => [
    // Usernames are unique whatever their case, so "Admin" cannot shadow "admin".
    uniqueIndex('usuarios_username_lower_uq').on(sql`lower(${t.username})`),
    index('usuarios_id_rol_idx').on(t.id_rol),
    check('usuarios_activo_ck', sql`${t.activo} in (0, 1)`),
  ],
);

export const usuarioMaquina = pgTable(
  'usuario_maquina',
  {
    id_usuario_maquina: serial('id_usuario_maquina').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario),
    id_maquina: integer('id_maquina')
      .notNull()
      .references(() => maquinas.id_maquina),
    fecha_creacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usuario_maquina_uq').on(t.id_usuario, t.id_maquina),
    index('usuario_maquina_id_maquina_idx').on(t.id_maquina),
  ],
);
