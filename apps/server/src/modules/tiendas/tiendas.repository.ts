// Queries of stores and their addresses.
import type { DomicilioNuevo } from '@aguavend/contract/domicilios';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { domicilios, tiendas } from '../../db/schema/index.ts';

export const listarTiendas = (db: DbOrTx) =>
  db.select().from(tiendas).orderBy(desc(tiendas.fecha_creacion), desc(tiendas.id_tienda));

type TiendaDatos = {
  nombre_comercial: string;
  razon_social: string | null;
  rfc: string;
  tipo_persona: 'FISICA' | 'MORAL';
  id_usuario: number;
};

export async function crearTienda(db: DbOrTx, datos: TiendaDatos) {
  const [fila] = await db.insert(tiendas).values(datos).returning();
  return fila;
}

/** The store's id, or undefined when there is no such store. */
export async function buscarTienda(db: DbOrTx, id_tienda: number) {
  const [fila] = await db
    .select({ id_tienda: tiendas.id_tienda })
    .from(tiendas)
    .where(eq(tiendas.id_tienda, id_tienda));
  return fila;
}

export const listarDomicilios = (db: DbOrTx, id_tienda: number) =>
  db
    .select()
    .from(domicilios)
    .where(eq(domicilios.id_tienda, id_tienda))
    .orderBy(desc(domicilios.fecha_creacion), desc(domicilios.id_domicilio));

type DomicilioDatos = Omit<DomicilioNuevo, 'segundo_cruzamiento'> & { segundo_cruzamiento: string | null };

export async function crearDomicilio(db: DbOrTx, datos: DomicilioDatos) {
  const [fila] = await db.insert(domicilios).values(datos).returning();
  return fila;
}
