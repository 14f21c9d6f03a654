// The key that signs session tokens: JWT_SECRET when set, otherwise one generated on first start and kept in the
// database, so every server on that database signs and verifies with the same key.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { importarSecreto, type TokenSecret } from '../lib/tokens.ts';
import type { Db } from './client.ts';
import { ajustes } from './schema/index.ts';

export async function cargarSecreto(db: Db, configurado: string | undefined): Promise<TokenSecret> {
  if (configurado) return importarSecreto(configurado);
  await db
    .insert(ajustes)
    .values({ clave: 'jwt_secret', valor: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [fila] = await db.select().from(ajustes).where(eq(ajustes.clave, 'jwt_secret'));
  if (!fila) throw new Error('No se pudo leer el secreto de los tokens');
  return importarSecreto(fila.valor);
}
