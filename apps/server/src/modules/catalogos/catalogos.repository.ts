// Queries of the catalogs: machines, products and transaction categories. The one place other modules ask
// whether a machine, a product or a category exists.
import type { ClaseCategoria } from '@aguavend/contract/categorias';
import type { MaquinaNueva } from '@aguavend/contract/maquinas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categoriasTransaccion, egresos, maquinas, productos, transacciones } from '../../db/schema/index.ts';

const maquina = { id_maquina: maquinas.id_maquina, nombre: maquinas.nombre, estatus: maquinas.estatus };
const producto = {
  id_producto: productos.id_producto,
  nombre: productos.nombre,
  descripcion: productos.descripcion,
  precio: productos.precio,
  stock: productos.stock,
};
const categoria = {
  id_categoria_transaccion: categoriasTransaccion.id_categoria_transaccion,
  tipo: categoriasTransaccion.tipo,
  clase: categoriasTransaccion.clase,
  highlight: categoriasTransaccion.highlight,
  fecha_creacion: categoriasTransaccion.fecha_creacion,
};

// Catalogs feed the selects, where people look for a name: they are listed by name, not by date.
export const listarMaquinas = (db: DbOrTx) => db.select(maquina).from(maquinas).orderBy(asc(maquinas.nombre));

/** The machine, or undefined when there is none with that id: the check every module makes before using one. */
export async function buscarMaquina(db: DbOrTx, id_maquina: number) {
  const [fila] = await db.select(maquina).from(maquinas).where(eq(maquinas.id_maquina, id_maquina));
  return fila;
}

/** Whether every id in `ids` is a machine (true for none). */
export async function existenMaquinas(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return true;
  const filas = await db
    .select({ id_maquina: maquinas.id_maquina })
    .from(maquinas)
    .where(inArray(maquinas.id_maquina, ids));
  return filas.length === new Set(ids).size;
}

export async function crearMaquina(db: DbOrTx, datos: MaquinaNueva) {
  const [fila] = await db.insert(maquinas).values(datos).returning(maquina);
  return fila;
}

export async function editarMaquina(db: DbOrTx, id_maquina: number, datos: MaquinaNueva) {
  const [fila] = await db
    .update(maquinas)
    .set(datos)
    .where(eq(maquinas.id_maquina, id_maquina))
    .returning(maquina);
  return fila;
}

export const listarProductos = (db: DbOrTx) =>
  db.select(producto).from(productos).orderBy(asc(productos.nombre));

/** The product, or undefined when there is none with that id. */
export async function buscarProducto(db: DbOrTx, id_producto: number) {
  const [fila] = await db.select(producto).from(productos).where(eq(productos.id_producto, id_producto));
  return fila;
}

type ProductoDatos = { nombre: string; descripcion: string | null; precio: number; stock: number };

export async function crearProducto(db: DbOrTx, datos: ProductoDatos) {
  const [fila] = await db.insert(productos).values(datos).returning(producto);
  return fila;
}

export async function editarProducto(db: DbOrTx, id_producto: number, datos: ProductoDatos) {
  const [fila] = await db
    .update(productos)
    .set(datos)
    .where(eq(productos.id_producto, id_producto))
    .returning(producto);
  return fila;
}

export const listarCategorias = (db: DbOrTx) =>
  db.select(categoria).from(categoriasTransaccion).orderBy(asc(categoriasTransaccion.tipo));

type CategoriaDatos = { tipo: string; highlight: boolean; clase: ClaseCategoria };

export async function crearCategoria(db: DbOrTx, datos: CategoriaDatos) {
  const [fila] = await db.insert(categoriasTransaccion).values(datos).returning(categoria);
  return fila;
}

export async function editarCategoria(db: DbOrTx, id: number, datos: CategoriaDatos) {
  const [fila] = await db
    .update(categoriasTransaccion)
    .set(datos)
    .where(eq(categoriasTransaccion.id_categoria_transaccion, id))
    .returning(categoria);
  return fila;
}

/**
 * The category, or undefined when there is none with that id. Sales and expenses read its `clase` with a
 * `share` lock and the category edit with `update`, so a class cannot change between the check and the write
 * that relies on it.
 */
export async function buscarCategoria(db: DbOrTx, id: number, bloqueo?: 'share' | 'update') {
  const consulta = db
    .select(categoria)
    .from(categoriasTransaccion)
    .where(eq(categoriasTransaccion.id_categoria_transaccion, id));
  const [fila] = await (bloqueo ? consulta.for(bloqueo) : consulta);
  return fila;
}

/** Whether any sale's transaction or any expense, deleted ones included, points at the category. */
export async function categoriaEnUso(db: DbOrTx, id: number) {
  const { rows } = (await db.execute(
    sql`select (exists (select 1 from ${transacciones} where ${transacciones.id_categoria_transaccion} = ${id})
             or exists (select 1 from ${egresos} where ${egresos.id_categoria_transaccion} = ${id})) as en_uso`,
  )) as unknown as { rows: { en_uso: boolean }[] };
  return rows[0]?.en_uso === true;
}
