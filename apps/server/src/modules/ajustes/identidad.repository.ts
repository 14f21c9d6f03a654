// The business's identity (one row of identidad_negocio): read by every signed-in user, written by ADMIN. The logo's
// bytes are read only by the route that serves them; every other read leaves them out.
import { IDENTIDAD_VACIA, type Identidad, type TipoLogo } from '@aguavend/contract/identidad';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { identidadNegocio as t } from '../../db/schema/index.ts';

const campos = {
  nombre_comercial: t.nombre_comercial,
  razon_social: t.razon_social,
  rfc: t.rfc,
  regimen_fiscal: t.regimen_fiscal,
  domicilio_fiscal: t.domicilio_fiscal,
  telefono: t.telefono,
  logo_tipo: t.logo_tipo,
  logo_version: t.logo_version,
};

/** The identity as saved, or every field empty until an ADMIN saves it. */
export async function leerIdentidad(db: DbOrTx): Promise<Identidad> {
  const [fila] = await db.select(campos).from(t);
  return fila ? { ...fila, logo_tipo: fila.logo_tipo as TipoLogo | null } : IDENTIDAD_VACIA;
}

type Datos = Omit<Identidad, 'logo_tipo' | 'logo_version'>;

/** Writes the text fields; the logo stays as it is. */
export async function guardarIdentidad(db: DbOrTx, datos: Datos) {
  await db
    .insert(t)
    .values({ id: 1, ...datos })
    .onConflictDoUpdate({ target: t.id, set: { ...datos, fecha_actualizacion: sql`now()` } });
}

/** Puts a logo (or none, with null) in place, and moves its version on so cached copies are known stale. */
export async function guardarLogo(db: DbOrTx, logo: { datos: Uint8Array; tipo: TipoLogo } | null) {
  const valores = { logo: logo?.datos ?? null, logo_tipo: logo?.tipo ?? null };
  await db
    .insert(t)
    .values({ id: 1, ...valores, logo_version: 1 })
    .onConflictDoUpdate({
      target: t.id,
      set: { ...valores, logo_version: sql`${t.logo_version} + 1`, fecha_actualizacion: sql`now()` },
    });
}

/** The logo's bytes and type, or undefined when the business has none. */
export async function leerLogo(db: DbOrTx) {
  const [fila] = await db.select({ datos: t.logo, tipo: t.logo_tipo }).from(t);
  if (!fila?.datos || !fila.tipo) return undefined;
  return { datos: fila.datos, tipo: fila.tipo as TipoLogo };
}
