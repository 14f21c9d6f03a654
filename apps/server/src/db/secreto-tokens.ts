// The key that signs session tokens: JWT_SECRET when set, otherwise one generated on first start and kept in the
// database, so every server on that database signs and verifies with the same key. It never leaves the server: a
// backup leaves its row out, and a restore makes a new one and ends every earlier session (db/backup.ts calls these).
import { randomBytes } from 'node:crypto';
import { eq, max, sql } from 'drizzle-orm';
import { importarSecreto, type TokenSecret } from '../lib/tokens.ts';
import type { Db } from './client.ts';
import { ajustes, usuarios } from './schema/index.ts';

/** The `ajustes` row that holds the stored key. */
const CLAVE_SECRETO = 'jwt_secret';

const nuevoSecreto = () => ({ clave: CLAVE_SECRETO, valor: randomBytes(48).toString('base64url') });

export async function cargarSecreto(db: Db, configurado: string | undefined): Promise<TokenSecret> {
  if (configurado) return importarSecreto(configurado);
  await db.insert(ajustes).values(nuevoSecreto()).onConflictDoNothing();
  const [fila] = await db.select().from(ajustes).where(eq(ajustes.clave, CLAVE_SECRETO));
  if (!fila) throw new Error('No se pudo leer el secreto de los tokens');
  return importarSecreto(fila.valor);
}

/** Which rows of a table a backup may hold: whoever held the stored key could sign a session for any user. */
export const filasRespaldables = (tabla: string) =>
  tabla === 'ajustes' ? sql`where clave <> ${CLAVE_SECRETO}` : sql``;

/** The highest session version of any user, read before a restore replaces the database (0 when it has none). */
export async function versionSesionMaxima(db: Db): Promise<number> {
  const { rows } = (await db.execute(
    sql`select 1 from information_schema.columns
        where table_schema = 'public' and table_name = 'usuarios' and column_name = 'version_sesion'`,
  )) as unknown as { rows: unknown[] };
  if (rows.length === 0) return 0;
  const [f] = await db.select({ v: max(usuarios.version_sesion) }).from(usuarios);
  return f?.v ?? 0;
}

/**
 * The end of a restore: no session signed before it survives, not even one signed out or ended by a password change
 * after the backup was taken. A new stored key, and every user's session version past any the database held before
 * (`versionAnterior`) or the backup holds, for servers that sign with JWT_SECRET: this process cannot tell which
 * key they use (its environment may not be theirs), so it does both. Triggers off, as for the restored rows: neither
 * change is the business's, for the audit log or the alerts.
 */
export async function terminarSesiones(db: Db, versionAnterior: number) {
  const tablas = [sql`usuarios`, sql`ajustes`];
  for (const t of tablas) await db.execute(sql`alter table ${t} disable trigger user`);
  await db.update(usuarios).set({
    version_sesion: sql`greatest(${usuarios.version_sesion}, ${versionAnterior}) + 1`,
  });
  await db
    .insert(ajustes)
    .values(nuevoSecreto())
    .onConflictDoUpdate({ target: ajustes.clave, set: { valor: sql`excluded.valor` } });
  for (const t of tablas) await db.execute(sql`alter table ${t} enable trigger user`);
}
