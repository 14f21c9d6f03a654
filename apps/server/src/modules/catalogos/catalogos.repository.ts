// Queries of the catalogs: machines, products and transaction categories.
import type { CategoriaNueva } from '@aguavend/contract/categorias';
import type { MaquinaNueva } from '@aguavend/contract/maquinas';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categoriasTransaccion, maquinas, productos } from '../../db/schema/index.ts';

const maquina = { id_maquina: maquinas.id_maquina, nombre: maquinas.nombre, estatus: maquinas.estatus };
const producto = {
  id_producto: productos.id_producto,
  nombre: productos.nombre,
  descripcion: productos.descripcion,
  precio: productos.precio,
  stock: productos.stock,
};

// Catalogs feed the selects, where people look for a name: they are listed by name, not by date.
export const listarMaquinas = (db: DbOrTx) => db.select(maquina).from(maquinas).orderBy(asc(maquinas.nombre));

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
  db.select().from(categoriasTransaccion).orderBy(asc(categoriasTransaccion.tipo));

export async function crearCategoria(
  db: DbOrTx,
  datos: Required<Pick<CategoriaNueva, 'tipo' | 'highlight'>>,
) {
  const [fila] = await db.insert(categoriasTransaccion).values(datos).returning();
  return fila;
}

/** Used by sales and expenses, which both point at a transaction category. */
export async function existeCategoria(db: DbOrTx, id: number) {
  const [f] = await db
    .select({ id: categoriasTransaccion.id_categoria_transaccion })
    .from(categoriasTransaccion)
    .where(eq(categoriasTransaccion.id_categoria_transaccion, id));
  return f !== undefined;
}
