// Queries of the session: the user who signs in, the failed-login window, revocations.
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { intentosLogin, roles, tokensRevocados, usuarios } from '../../db/schema/index.ts';

export const VENTANA_INTENTOS_MIN = 15;
export const MAX_INTENTOS = 5;

export async function buscarParaLogin(db: DbOrTx, username: string) {
  const [fila] = await db
    .select({
      id_usuario: usuarios.id_usuario,
      username: usuarios.username,
      nombre: usuarios.nombre,
      ap_paterno: usuarios.ap_paterno,
      clave_hash: usuarios.clave_hash,
      activo: usuarios.activo,
      rol: roles.rol,
      id_rol: roles.id_rol,
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id_rol, usuarios.id_rol))
    .where(and(sql`lower(${usuarios.username}) = lower(${username})`, isNull(usuarios.fecha_eliminacion)));
  return fila;
}

export async function intentosRecientes(db: DbOrTx, username: string): Promise<number> {
  const [fila] = await db
    .select({ n: count() })
    .from(intentosLogin)
    .where(
      and(
        eq(intentosLogin.username, username.toLowerCase()),
        gt(intentosLogin.fecha, sql`now() - make_interval(mins => ${VENTANA_INTENTOS_MIN})`),
      ),
    );
  return fila?.n ?? 0;
}

export async function registrarIntentoFallido(db: DbOrTx, username: string) {
  await db.insert(intentosLogin).values({ username: username.toLowerCase().slice(0, 100) });
  // Old rows count for nothing; dropping them here keeps the table small without a scheduler.
  await db.delete(intentosLogin).where(lt(intentosLogin.fecha, sql`now() - interval '1 day'`));
}

export async function limpiarIntentos(db: DbOrTx, username: string) {
  await db.delete(intentosLogin).where(eq(intentosLogin.username, username.toLowerCase()));
}

export async function revocarToken(db: DbOrTx, jti: string, exp: number) {
  await db
    .insert(tokensRevocados)
    .values({ jti, expira_en: new Date(exp * 1000) })
    .onConflictDoNothing();
  await db.delete(tokensRevocados).where(lt(tokensRevocados.expira_en, sql`now()`));
}
