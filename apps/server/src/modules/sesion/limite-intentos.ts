// The failed-login rule (docs/decisions/012), in one place for every call that checks a password: 429 after 5
// failures for one username from one address in 15 minutes; past 20 failures for that username from all
// addresses, each attempt waits 2 s instead of locking, so no one elsewhere can lock a user out.
import { mensajes } from '@aguavend/contract/messages';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http.ts';
import { ESPERA_MS, intentosRecientes, MAX_INTENTOS, UMBRAL_ESPERA } from './sesion.repository.ts';

/** Throws 429 for an address that failed too often; waits when the username is under attack from everywhere. */
export async function antesDeComparar(db: DbOrTx, username: string, ip: string): Promise<void> {
  const { desdeIp, total } = await intentosRecientes(db, username, ip);
  if (desdeIp >= MAX_INTENTOS) throw new HttpError(429, mensajes.login.demasiadosIntentos);
  if (total >= UMBRAL_ESPERA) await new Promise((r) => setTimeout(r, ESPERA_MS));
}
