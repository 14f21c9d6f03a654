// The business's settings, kept as rows of `ajustes` (clave → valor as text) beside the server's own generated ones
// (the token secret, the business time zone), which never leave this module: only the keys of AjustesSchema are read
// or written here.
import { AJUSTES_POR_OMISION, type Ajustes } from '@aguavend/contract/ajustes';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ajustes } from '../../db/schema/index.ts';

const CLAVES = Object.keys(AJUSTES_POR_OMISION) as (keyof Ajustes)[];

/** Each setting as stored, or its default when never set. */
export async function leerAjustes(db: DbOrTx): Promise<Ajustes> {
  const filas = await db.select().from(ajustes).where(inArray(ajustes.clave, CLAVES));
  const guardados = new Map(filas.map((f) => [f.clave, f.valor]));
  const leido = (clave: keyof Ajustes) => {
    const valor = guardados.get(clave);
    if (valor === undefined) return AJUSTES_POR_OMISION[clave];
    return valor === '' ? null : Number(valor);
  };
  return Object.fromEntries(CLAVES.map((c) => [c, leido(c)])) as Ajustes;
}

/** Writes every setting in one statement (a null is kept as the empty text). */
export async function guardarAjustes(db: DbOrTx, datos: Ajustes) {
  await db
    .insert(ajustes)
    .values(CLAVES.map((clave) => ({ clave, valor: datos[clave] === null ? '' : String(datos[clave]) })))
    .onConflictDoUpdate({ target: ajustes.clave, set: { valor: sql`excluded.valor` } });
}
