// Queries of the session: the user who signs in, the failed-login window, revocations.
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { intentosLogin, roles, tokensRevocados, usuarios } from '../../db/schema/index.ts';

const VENTANA_INTENTOS_MIN = 15;
/** Failures for one username from one address within the window before that address gets 429 (docs/decisions/012). */
export const MAX_INTENTOS = 5;
/** Failures for one username from every address after which each further attempt waits, instead of a lock. */
export const UMBRAL_ESPERA = 20;
export const ESPERA_MS = 2000;

/**
 * The username as the failed-login counter keys it: the database's own lower(), the same function the user
 * lookup compares with, so no spelling ("Admin", "ADMİN" with U+0130…) that reaches an account escapes its
 * count. Cut to the column's width.
 */
const claveUsuario = (username: string) => sql`left(lower(${username}), 100)`;
/**
 * The address as the counter keys it, cut to the column's width: written and compared in this one form, so an
 * address longer than the column (a proxy's forwarded value, an IPv6 zone) still counts its failures.
 */
const claveIp = (ip: string) => ip.slice(0, 64);

export async function buscarParaLogin(db: DbOrTx, username: string) {
  const [fila] = await db
    .select({
      id_usuario: usuarios.id_usuario,
      username: usuarios.username,
      nombre: usuarios.nombre,
      ap_paterno: usuarios.ap_paterno,
      clave_hash: usuarios.clave_hash,
      activo: usuarios.activo,
      version_sesion: usuarios.version_sesion,
      rol: roles.rol,
      id_rol: roles.id_rol,
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id_rol, usuarios.id_rol))
    .where(and(sql`lower(${usuarios.username}) = lower(${username})`, isNull(usuarios.fecha_eliminacion)));
  return fila;
}

/** Failures in the window for this username: from this address (the 429) and from every address (the wait). */
export async function intentosRecientes(db: DbOrTx, username: string, ip: string) {
  const [fila] = await db
    .select({
      desdeIp: sql<number>`count(*) filter (where ${intentosLogin.ip} = ${claveIp(ip)})`.mapWith(Number),
      total: count(),
    })
    .from(intentosLogin)
    .where(
      and(
        eq(intentosLogin.username, claveUsuario(username)),
        gt(intentosLogin.fecha, sql`now() - make_interval(mins => ${VENTANA_INTENTOS_MIN})`),
      ),
    );
  return { desdeIp: fila?.desdeIp ?? 0, total: fila?.total ?? 0 };
}

/** Until the transaction ends, no other attempt for this username counts or writes (in any server). */
export async function bloquearIntentos(tx: DbOrTx, username: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('intentos_login'), hashtext(${claveUsuario(username)}))`,
  );
}

/** An attempt, written before its password is compared; it stays as a failure unless a right password clears it. */
export async function registrarIntento(db: DbOrTx, username: string, ip: string) {
  await db.insert(intentosLogin).values({ username: claveUsuario(username), ip: claveIp(ip) });
  // Old rows count for nothing; dropping them here keeps the table small without a scheduler.
  await db.delete(intentosLogin).where(lt(intentosLogin.fecha, sql`now() - interval '1 day'`));
}

/** A right password from an address clears that address's failures; other addresses' stay counted. */
export async function limpiarIntentos(db: DbOrTx, username: string, ip: string) {
  await db
    .delete(intentosLogin)
    .where(and(eq(intentosLogin.username, claveUsuario(username)), eq(intentosLogin.ip, claveIp(ip))));
}

export async function revocarToken(db: DbOrTx, jti: string, exp: number) {
  await db
    .insert(tokensRevocados)
    .values({ jti, expira_en: new Date(exp * 1000) })
    .onConflictDoNothing();
  await db.delete(tokensRevocados).where(lt(tokensRevocados.expira_en, sql`now()`));
}
