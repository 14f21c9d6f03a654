// What the server itself keeps in the database so that several copies of it agree (contract §3).
import { bigserial, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Tokens closed by `/users/salir`, kept until they would have expired anyway. */
export const tokensRevocados = pgTable(
  'tokens_revocados',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    expira_en: timestamp('expira_en', { withTimezone: true }).notNull(),
  },
  (t) => [index('tokens_revocados_expira_en_idx').on(t.expira_en)],
);

/** One row per failed login, counted per username over the last 15 minutes. */
export const intentosLogin = pgTable(
  'intentos_login',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: varchar('username', { length: 100 }).notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('intentos_login_username_fecha_idx').on(t.username, t.fecha)],
);

/** Settings the server generates once, such as the token secret. */
export const ajustes = pgTable('ajustes', {
  clave: varchar('clave', { length: 60 }).primaryKey(),
  valor: text('valor').notNull(),
});
