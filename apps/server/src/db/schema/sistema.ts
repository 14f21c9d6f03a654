// What the server itself keeps in the database so that several copies of it agree: revoked tokens, failed
// logins and generated settings.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/** Tokens closed by `/users/salir`, kept until they would have expired anyway. */
export const tokensRevocados = pgTable(
  'tokens_revocados',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    expira_en: timestamp('expira_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('tokens_revocados_expira_en_idx').on(t.expira_en)],
);

/**
 * One row per failed login: the username in the database's own lower-case form (the one the user lookup
 * compares), and the address it came from. Counted over the last 15 minutes per username and address (the
 * 429), and per username from every address (the slowdown); see modules/sesion/sesion.repository.ts.
 */
export const intentosLogin = pgTable(
  'intentos_login',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: varchar('username', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('intentos_login_username_fecha_idx').on(t.username, t.fecha),
    index('intentos_login_username_ip_fecha_idx').on(t.username, t.ip, t.fecha),
  ],
);

/** Settings the server generates once, such as the token secret. */
export const ajustes = pgTable('ajustes', {
  clave: varchar('clave', { length: 60 }).primaryKey(),
  valor: text('valor').notNull(),
});

/**
 * One-time download links of list exports: a browser download cannot send the session header, so the list call
 * answers a link holding a random token (only its SHA-256 is kept), bound to the user, to be started within 60 s,
 * once. The parameters are the list call's, checked when the link was made.
 */
export const descargas = pgTable(
  'descargas',
  {
    token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_usuario, { onDelete: 'cascade' }),
    lista: varchar('lista', { length: 60 }).notNull(),
    formato: varchar('formato', { length: 4 }).notNull(),
    parametros: jsonb('parametros').notNull(),
    creada: timestamp('creada', { withTimezone: true }).notNull().defaultNow(),
    usada: timestamp('usada', { withTimezone: true }),
  },
  (t) => [index('descargas_creada_idx').on(t.creada)],
);
