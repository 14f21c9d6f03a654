// Session tokens: HS256 JWTs with an id (jti) so one can be revoked, and an expiry (exp).
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** The HMAC key, imported once: handing jose raw bytes would re-import the key on every call. */
export type TokenSecret = CryptoKey;

export const importarSecreto = (secreto: string): Promise<TokenSecret> =>
  crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secreto),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

/** Signs a session of the user at their current session version (`sv`, see usuarios.version_sesion). */
export async function firmarToken(
  secret: TokenSecret,
  idUsuario: number,
  versionSesion: number,
  ttlSeconds: number,
) {
  const jti = randomUUID();
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ttlSeconds;
  const token = await new SignJWT({ sv: versionSesion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(idUsuario))
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
  return { token, jti, exp };
}

type TokenValido = { idUsuario: number; jti: string; iat: number; exp: number; versionSesion: number };

/**
 * Tokens whose signature and claims this process already checked, per key. That check is a pure function of
 * the token and the key, so remembering it is no state another server needs; the expiry is still compared
 * with the clock on every call and the revocation read from the database (plugins/auth.ts). It saves the HMAC,
 * which cost a tenth of a report call's CPU (docs/decisions/009). Bounded: the oldest entry leaves first.
 */
const verificados = new WeakMap<TokenSecret, Map<string, TokenValido>>();
const MAX_VERIFICADOS = 10_000;

/** How far ahead of this server's clock another server on the same database may sign a token. */
const DESFASE_RELOJ_S = 60;

/**
 * The token's claims when its signature holds, it has not expired, it lives no longer than `ttlSeconds` (the
 * configured TOKEN_TTL) and it was not signed in the future: no login of these servers signs any other, so such a
 * token is refused whatever key signed it.
 */
export async function verificarToken(
  secret: TokenSecret,
  token: string,
  ttlSeconds: number,
): Promise<TokenValido | null> {
  const valido = await verificarFirmaRecordada(secret, token);
  if (!valido) return null;
  const firmadoAntes = valido.iat <= Math.floor(Date.now() / 1000) + DESFASE_RELOJ_S;
  return firmadoAntes && valido.exp - valido.iat <= ttlSeconds ? valido : null;
}

async function verificarFirmaRecordada(secret: TokenSecret, token: string): Promise<TokenValido | null> {
  let vistos = verificados.get(secret);
  if (!vistos) {
    vistos = new Map();
    verificados.set(secret, vistos);
  }
  const visto = vistos.get(token);
  if (visto) return visto.exp > Math.floor(Date.now() / 1000) ? visto : null;
  const valido = await verificarFirma(secret, token);
  if (valido) {
    if (vistos.size >= MAX_VERIFICADOS) vistos.delete(vistos.keys().next().value as string);
    vistos.set(token, valido);
  }
  return valido;
}

async function verificarFirma(secret: TokenSecret, token: string): Promise<TokenValido | null> {
  try {
    // The claims a session needs (sub, jti, iat, exp) are checked just below, with their types.
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const idUsuario = Number(payload.sub);
    if (!Number.isSafeInteger(idUsuario) || idUsuario <= 0 || !payload.jti || !payload.exp || !payload.iat)
      return null;
    // Tokens signed before session versions existed carry none: version 0, the column's starting value.
    const versionSesion = payload.sv === undefined ? 0 : payload.sv;
    if (typeof versionSesion !== 'number' || !Number.isSafeInteger(versionSesion)) return null;
    return { idUsuario, jti: payload.jti, iat: payload.iat, exp: payload.exp, versionSesion };
  } catch {
    return null;
  }
}
