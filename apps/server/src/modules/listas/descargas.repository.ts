// One-time download links: made by a list call with `formato`, taken once by the download within a minute, and
// only while the user who asked is still active.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { descargas, usuarios } from '../../db/schema/index.ts';

/** How long a link waits to be started. */
export const VIGENCIA_DESCARGA_S = 60;

/** 32 random bytes as 43 URL-safe characters: a link's token, or the secret that binds it (vinculo-descarga.ts). */
export const nuevoSecreto = () => randomBytes(32).toString('base64url');

/** What is kept of a link: the hash of its token, followed by the secret that binds it when it is bound. */
const huella = (token: string, vinculo = '') =>
  createHash('sha256')
    .update(token + vinculo)
    .digest('hex');

/** A new link's token; only its hash is kept, so the table never holds a usable link. */
export async function crearDescarga(
  db: DbOrTx,
  d: { id_usuario: number; lista: string; formato: string; parametros: Record<string, unknown> },
  vinculo?: string,
) {
  const token = nuevoSecreto();
  await db.insert(descargas).values({ ...d, token_hash: huella(token, vinculo) });
  return token;
}

/**
 * Takes a link: marks it used in the same statement that checks it is unused, recent and its user active, so two
 * requests with one link cannot both download. Undefined when it is not (or no longer) valid.
 */
export async function tomarDescarga(db: DbOrTx, token: string, vinculo?: string) {
  const [d] = await db
    .update(descargas)
    .set({ usada: sql`now()` })
    .where(
      and(
        eq(descargas.token_hash, huella(token, vinculo)),
        isNull(descargas.usada),
        gt(descargas.creada, sql`now() - make_interval(secs => ${VIGENCIA_DESCARGA_S})`),
        sql`exists (select 1 from ${usuarios} u where u.id_usuario = ${descargas.id_usuario}
          and u.activo = 1 and u.fecha_eliminacion is null)`,
      ),
    )
    .returning({
      id_usuario: descargas.id_usuario,
      lista: descargas.lista,
      formato: descargas.formato,
      parametros: descargas.parametros,
    });
  return d;
}

/** Links past their minute are of no use: removed when new ones are made. */
export const borrarVencidas = (db: DbOrTx) =>
  db.delete(descargas).where(sql`${descargas.creada} < now() - interval '1 hour'`);
