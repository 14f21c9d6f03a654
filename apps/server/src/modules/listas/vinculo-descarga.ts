// One-time download links bound to the browser of the user who asked for them (a sanitary record's attachment): the
// link's hash also covers a second secret, given to that browser alone as an HttpOnly cookie sent only to the link's
// own path, so the link by itself (in a log, a history, another user's hands) opens nothing. The panel's download,
// an anchor on the same origin, carries the cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { crearDescarga, nuevoSecreto, VIGENCIA_DESCARGA_S } from './descargas.repository.ts';

const COOKIE = 'aguavend_descarga';
const EN_COOKIES = new RegExp(`(?:^|;\\s*)${COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`);

/** A bound link's URL; its cookie goes with `reply`. */
export async function enlaceVinculado(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  d: Parameters<typeof crearDescarga>[1],
) {
  const vinculo = nuevoSecreto();
  const url = `/descargas/${await crearDescarga(db, d, vinculo)}`;
  const seguro = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${COOKIE}=${vinculo}; Path=${url}; Max-Age=${VIGENCIA_DESCARGA_S}; HttpOnly; SameSite=Strict${seguro}`,
  );
  return url;
}

/** The secret a download's request brings in its cookie, if any. */
export const vinculoDe = (request: FastifyRequest) => EN_COOKIES.exec(request.headers.cookie ?? '')?.[1];
