// Writes run in a transaction that names the acting user, so the audit trigger can record who did it.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** What the transaction needs of a request: its signed-in user, if any (a Fastify request fits). */
type ConUsuario = { usuario?: { id_usuario: number } | null | undefined };

/**
 * Runs `fn` in a transaction whose `aguavend.id_usuario` is the signed-in user (transaction-local, so a
 * pooled connection never carries it to another request).
 */
export function comoUsuario<T>(db: Db, request: ConUsuario, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const id = request.usuario?.id_usuario;
  return db.transaction(async (tx) => {
    if (id) await tx.execute(sql`select set_config('aguavend.id_usuario', ${String(id)}, true)`);
    return fn(tx);
  });
}
