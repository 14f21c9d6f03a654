// Session tokens: HS256 JWTs with an id (jti) so one can be revoked, and an expiry (exp).
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { ajustes } from '../db/schema/index.ts';

export type TokenSecret = Uint8Array;

/** JWT_SECRET when set; otherwise one generated on first start and kept in the database, shared by every server. */
export async function cargarSecreto(db: Db, configurado: string | undefined): Promise<TokenSecret> {
  if (configurado) return new TextEncoder().encode(configurado);
  await db
    .insert(ajustes)
    .values({ clave: 'jwt_secret', valor: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [fila] = await db.select().from(ajustes).where(eq(ajustes.clave, 'jwt_secret'));
  if (!fila) throw new Error('No se pudo leer el secreto de los tokens');
  return new TextEncoder().encode(fila.valor);
}

export async function firmarToken(secret: TokenSecret, idUsuario: number, ttlSeconds: number) {
  const jti = randomUUID();
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(idUsuario))
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(secret);
  return { token, jti, exp };
}

export type TokenValido = { idUsuario: number; jti: string; exp: number };

export async function verificarToken(secret: TokenSecret, token: string): Promise<TokenValido | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    const idUsuario = Number(payload.sub);
    if (!Number.isSafeInteger(idUsuario) || idUsuario <= 0 || !payload.jti || !payload.exp) return null;
    return { idUsuario, jti: payload.jti, exp: payload.exp };
  } catch {
    return null;
  }
}
