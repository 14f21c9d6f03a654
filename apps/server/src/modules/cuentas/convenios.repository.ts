// Queries of agreements with host stores. A store's agreements never overlap: a new one ends the one in force the
// day before it starts, under the store's row lock so two new agreements cannot interleave.
import { and, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { convenioProductos, convenios, productos, tiendas } from '../../db/schema/index.ts';
import type { AlcanceTiendas } from '../../plugins/auth.ts';
import { tiendaVisible } from '../tiendas/alcance.ts';

const fila = {
  id_convenio: convenios.id_convenio,
  id_tienda: convenios.id_tienda,
  tienda: tiendas.nombre_comercial,
  tipo: convenios.tipo,
  desde: convenios.desde,
  hasta: convenios.hasta,
  porcentaje: convenios.porcentaje,
  base_iva: convenios.base_iva,
  monto_unidad: convenios.monto_unidad,
  productos: sql<{ id_producto: number; nombre: string }[]>`coalesce((select json_agg(json_build_object(
      'id_producto', p.id_producto, 'nombre', p.nombre) order by p.nombre)
    from ${convenioProductos} cp join ${productos} p on p.id_producto = cp.id_producto
    where cp.id_convenio = ${convenios.id_convenio}), '[]'::json)`,
  monto_litro: convenios.monto_litro,
  renta: convenios.renta,
  minimo: convenios.minimo,
  notas: convenios.notas,
};

const conTienda = (db: DbOrTx) =>
  db.select(fila).from(convenios).innerJoin(tiendas, eq(tiendas.id_tienda, convenios.id_tienda));

/** A store's agreements, the newest first. */
export const listarConvenios = (db: DbOrTx, id_tienda: number) =>
  conTienda(db).where(eq(convenios.id_tienda, id_tienda)).orderBy(desc(convenios.desde));

export async function buscarConvenio(db: DbOrTx, id_convenio: number, alcance: AlcanceTiendas) {
  const [f] = await conTienda(db).where(
    and(eq(convenios.id_convenio, id_convenio), tiendaVisible(alcance, convenios.id_tienda)),
  );
  return f;
}

/** Locks the store's row: its agreements change one at a time. */
export async function bloquearTienda(tx: DbOrTx, id_tienda: number) {
  await tx
    .select({ id: tiendas.id_tienda })
    .from(tiendas)
    .where(eq(tiendas.id_tienda, id_tienda))
    .for('update');
}

/** The store's agreement that starts on or after `desde`, if any (a new one must start after it). */
export async function convenioDesde(tx: DbOrTx, id_tienda: number, desde: string) {
  const [f] = await tx
    .select({ desde: convenios.desde })
    .from(convenios)
    .where(and(eq(convenios.id_tienda, id_tienda), gte(convenios.desde, desde)))
    .orderBy(desc(convenios.desde))
    .limit(1);
  return f;
}

/** Ends the store's agreement that would still be in force on `desde` the day before it. */
export async function cerrarConvenioAnterior(tx: DbOrTx, id_tienda: number, desde: string) {
  await tx
    .update(convenios)
    .set({ hasta: sql`${desde}::date - 1` })
    .where(
      and(
        eq(convenios.id_tienda, id_tienda),
        lt(convenios.desde, desde),
        or(isNull(convenios.hasta), gte(convenios.hasta, desde)),
      ),
    );
}

export type ConvenioDatos = Omit<typeof convenios.$inferInsert, 'id_convenio' | 'fecha_creacion'> & {
  productos: number[];
};

export async function crearConvenio(tx: DbOrTx, { productos: ids, ...datos }: ConvenioDatos) {
  const [f] = await tx.insert(convenios).values(datos).returning({ id: convenios.id_convenio });
  if (!f) return undefined;
  if (ids.length > 0)
    await tx.insert(convenioProductos).values(ids.map((id_producto) => ({ id_convenio: f.id, id_producto })));
  return f.id;
}

/** How many of these products exist. */
export async function productosExistentes(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return 0;
  const [f] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productos)
    .where(sql`${productos.id_producto} in ${ids}`);
  return f?.n ?? 0;
}

/** The store's newest agreement (only it may be deleted). */
export async function ultimoConvenio(db: DbOrTx, id_tienda: number) {
  const [f] = await db
    .select({ id_convenio: convenios.id_convenio, desde: convenios.desde, hasta: convenios.hasta })
    .from(convenios)
    .where(eq(convenios.id_tienda, id_tienda))
    .orderBy(desc(convenios.desde))
    .limit(1);
  return f;
}

/** Deletes the newest agreement and gives its end to the one it had ended, when that one ran up to it. */
export async function eliminarConvenio(
  tx: DbOrTx,
  c: { id_convenio: number; id_tienda: number; desde: string; hasta: string | null },
) {
  await tx.delete(convenios).where(eq(convenios.id_convenio, c.id_convenio));
  await tx
    .update(convenios)
    .set({ hasta: c.hasta })
    .where(and(eq(convenios.id_tienda, c.id_tienda), sql`${convenios.hasta} = ${c.desde}::date - 1`));
}
