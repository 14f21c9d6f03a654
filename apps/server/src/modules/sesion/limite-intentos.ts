// The failed-login rule (docs/decisions/012), in one place for every call that checks a password: 429 after 5
// failures for one username from one address in 15 minutes; past 20 failures for that username from all
// addresses, each attempt waits 2 s instead of locking, so no one elsewhere can lock a user out.
import { mensajes } from '@aguavend/contract/messages';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../lib/http.ts';
import {
  bloquearIntentos,
  ESPERA_MS,
  intentosRecientes,
  MAX_INTENTOS,
  registrarIntento,
  UMBRAL_ESPERA,
} from './sesion.repository.ts';

/**
 * Throws 429 for an address that tried too often; otherwise counts this attempt before its password is compared, and
 * waits when the username is under attack from everywhere. Count and write are one step under a lock on the
 * username: when the failure was written only after the comparison, every attempt in flight read the same low count,
 * and a burst of 100 compared up to 59 passwords. The row stays as the failure unless the password was right
 * (limpiarIntentos).
 */
export async function antesDeComparar(db: DbOrTx, username: string, ip: string): Promise<void> {
  const { desdeIp, total } = await db.transaction(async (tx) => {
    await bloquearIntentos(tx, username);
    const cuenta = await intentosRecientes(tx, username, ip);
    if (cuenta.desdeIp < MAX_INTENTOS) await registrarIntento(tx, username, ip);
    return cuenta;
  });
  if (desdeIp >= MAX_INTENTOS) throw new HttpError(429, mensajes.login.demasiadosIntentos);
  if (total >= UMBRAL_ESPERA) await new Promise((r) => setTimeout(r, ESPERA_MS));
}
