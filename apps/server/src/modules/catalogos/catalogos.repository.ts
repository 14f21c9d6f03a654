// Queries of the catalogs: machines, products and transaction categories. The one place other modules ask
// whether a machine, a product or a category exists.
import type { ClaseCategoria, ORDEN_CATEGORIAS } from '@aguavend/contract/categorias';
import type { MaquinaNueva, ORDEN_MAQUINAS } from '@aguavend/contract/maquinas';
import type { ORDEN_PRODUCTOS } from '@aguavend/contract/productos';
import { type AnyColumn, and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, listaDe } from '../../db/listas.ts';
import {
  categoriasTransaccion,
  cortes,
  egresos,
  maquinas,
  productos,
  transacciones,
} from '../../db/schema/index.ts';

const maquina = {
  id_maquina: maquinas.id_maquina,
  nombre: maquinas.nombre,
  estatus: maquinas.estatus,
  modo_venta: maquinas.modo_venta,
  lectura_inicial: maquinas.lectura_inicial,
  precio_litro_siguiente: maquinas.precio_litro_siguiente,
  numero_serie: maquinas.numero_serie,
  marca_modelo: maquinas.marca_modelo,
  fecha_instalacion: maquinas.fecha_instalacion,
};
const producto = {
  id_producto: productos.id_producto,
  nombre: productos.nombre,
  descripcion: productos.descripcion,
  precio: productos.precio,
  stock: productos.stock,
  stock_minimo: productos.stock_minimo,
  litros_por_unidad: productos.litros_por_unidad,
  tasa_iva: productos.tasa_iva,
};

/** A corte that counts: not deleted and not rejected. Its readings and prices are the machine's history. */
export const corteActivo = and(
  sql`${cortes.fecha_eliminacion} is null`,
  sql`${cortes.estado} <> 'RECHAZADO'`,
);

/**
 * The machine's last active corte (one probe of cortes_ultimo_idx), as a lateral subquery of any query over
 * `maquinas`: its date, its reading (the next corte's previous one) and the price it leaves in force.
 */
export const ultimoCorte = (db: DbOrTx) =>
  db
    .select({
      id_corte: cortes.id_corte,
      fecha: sql<Date>`${cortes.fecha}`.as('ultimo_fecha'),
      lectura: sql<number>`${cortes.lectura}`.as('ultimo_lectura'),
      precio: sql<string>`coalesce(${cortes.precio_litro_nuevo}, ${cortes.precio_litro})`.as('ultimo_precio'),
    })
    .from(cortes)
    .where(and(eq(cortes.id_maquina, maquinas.id_maquina), corteActivo))
    .orderBy(desc(cortes.fecha), desc(cortes.id_corte))
    .limit(1)
    .as('ultimo_corte');

/**
 * A machine as the catalog shows it, with the price per liter in force now: the last active corte's new price or
 * its own, else the machine's initial one (null until one is set).
 */
const conPrecio = (db: DbOrTx) => {
  const u = ultimoCorte(db);
  return db
    .select({
      ...maquina,
      precio_litro: sql<number | null>`coalesce(${u.precio}, ${maquinas.precio_litro_inicial})`.mapWith(
        Number,
      ),
    })
    .from(maquinas)
    .leftJoinLateral(u, sql`true`);
};
const categoria = {
  id_categoria_transaccion: categoriasTransaccion.id_categoria_transaccion,
  tipo: categoriasTransaccion.tipo,
  clase: categoriasTransaccion.clase,
  highlight: categoriasTransaccion.highlight,
  fecha_creacion: categoriasTransaccion.fecha_creacion,
};

// Catalogs feed the selects, where people look for a name: without `orden` they are listed by name, not by date.
// Every sortable column is the listed table's own, as an export's batches read the last row's value back from it.
export const LISTA_MAQUINAS: DefLista = {
  // A machine is also looked up by the plate on its side: its serial number, brand and model.
  texto: [maquinas.nombre, maquinas.estatus, maquinas.numero_serie, maquinas.marca_modelo],
  orden: {
    nombre: maquinas.nombre,
    id_maquina: maquinas.id_maquina,
    estatus: maquinas.estatus,
  } satisfies Record<(typeof ORDEN_MAQUINAS)[number], AnyColumn>,
  porOmision: 'nombre',
  clave: 'id_maquina',
  sumas: [],
  // A non-ADMIN caller's machines (the route sets `maquinas`; absent, every machine).
  filtros: (p) => [
    Array.isArray(p.maquinas) ? inArray(maquinas.id_maquina, p.maquinas as number[]) : undefined,
  ],
};
export const consultaMaquinas = (db: DbOrTx) => (donde: SQL | undefined) =>
  conPrecio(db).where(donde).$dynamic();
export const listarMaquinas = listaDe(LISTA_MAQUINAS, consultaMaquinas);

/**
 * The machine, or undefined when there is none with that id or it is not among `visibles` (the caller's machines,
 * `maquinasVisibles`): the check every module makes before using one.
 */
export async function buscarMaquina(db: DbOrTx, id_maquina: number, visibles?: number[]) {
  const [fila] = await db
    .select(maquina)
    .from(maquinas)
    .where(
      and(eq(maquinas.id_maquina, id_maquina), visibles ? inArray(maquinas.id_maquina, visibles) : undefined),
    );
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

/** The machine with its current price per liter (the catalog's row). */
export async function buscarMaquinaConPrecio(db: DbOrTx, id_maquina: number, visibles?: number[]) {
  const [fila] = await conPrecio(db).where(
    and(eq(maquinas.id_maquina, id_maquina), visibles ? inArray(maquinas.id_maquina, visibles) : undefined),
  );
  return fila;
}

/** The machine row, locked until the transaction ends: its cortes and its edits queue up one after another. */
export async function bloquearMaquina(db: DbOrTx, id_maquina: number) {
  const [fila] = await db.select().from(maquinas).where(eq(maquinas.id_maquina, id_maquina)).for('update');
  return fila;
}

/**
 * The machine's next price per liter (decision 041): set (or taken back with null) by an ADMIN; a corte records it
 * and clears it.
 */
export async function fijarPrecioSiguiente(db: DbOrTx, id_maquina: number, precio: number | null) {
  await db
    .update(maquinas)
    .set({ precio_litro_siguiente: precio })
    .where(eq(maquinas.id_maquina, id_maquina));
}

/**
 * A corte that set a new price stopped counting (rejected, or deleted while pending): its price goes back to waiting
 * for the machine's next corte, unless the ADMIN has already set another one.
 */
export async function devolverPrecioSiguiente(db: DbOrTx, id_maquina: number, precio: number | null) {
  if (precio === null) return;
  await db
    .update(maquinas)
    .set({ precio_litro_siguiente: sql`coalesce(${maquinas.precio_litro_siguiente}, ${precio})` })
    .where(eq(maquinas.id_maquina, id_maquina));
}

/** Whether the machine has any active corte: from its first one, its price and starting reading change at a corte. */
export async function tieneCortes(db: DbOrTx, id_maquina: number) {
  const [f] = await db
    .select({ id: cortes.id_corte })
    .from(cortes)
    .where(and(eq(cortes.id_maquina, id_maquina), corteActivo))
    .limit(1);
  return f !== undefined;
}

type MaquinaDatos = Omit<MaquinaNueva, 'precio_litro'> & {
  /** The initial price per liter; undefined keeps the stored one. */
  precio_litro_inicial?: number | null | undefined;
};

export async function crearMaquina(db: DbOrTx, datos: MaquinaDatos) {
  const [fila] = await db.insert(maquinas).values(datos).returning({ id: maquinas.id_maquina });
  return fila ? buscarMaquinaConPrecio(db, fila.id) : undefined;
}

export async function editarMaquina(db: DbOrTx, id_maquina: number, datos: MaquinaDatos) {
  const [fila] = await db
    .update(maquinas)
    .set(datos)
    .where(eq(maquinas.id_maquina, id_maquina))
    .returning({ id: maquinas.id_maquina });
  return fila ? buscarMaquinaConPrecio(db, fila.id) : undefined;
}

/**
 * The machine's prices per liter over time: the initial one from the machine's creation, then each active corte
 * that set a new one, from that corte's date.
 */
export async function historialPrecios(db: DbOrTx, id_maquina: number) {
  const [inicial, porCorte] = await Promise.all([
    db
      .select({
        desde: maquinas.fecha_creacion,
        precio_litro: sql<number>`${maquinas.precio_litro_inicial}`.mapWith(Number),
        id_corte: sql<number | null>`null::int`,
      })
      .from(maquinas)
      .where(and(eq(maquinas.id_maquina, id_maquina), isNotNull(maquinas.precio_litro_inicial))),
    db
      .select({
        desde: cortes.fecha,
        precio_litro: sql<number>`${cortes.precio_litro_nuevo}`.mapWith(Number),
        id_corte: sql<number | null>`${cortes.id_corte}`,
      })
      .from(cortes)
      .where(and(eq(cortes.id_maquina, id_maquina), corteActivo, isNotNull(cortes.precio_litro_nuevo)))
      .orderBy(asc(cortes.fecha), asc(cortes.id_corte)),
  ]);
  return [...inicial, ...porCorte];
}

/** The products list: search in name and description; the stock of all that match is summed. */
export const LISTA_PRODUCTOS: DefLista = {
  texto: [productos.nombre, productos.descripcion],
  orden: {
    nombre: productos.nombre,
    id_producto: productos.id_producto,
    precio: productos.precio,
    stock: productos.stock,
    stock_minimo: productos.stock_minimo,
  } satisfies Record<(typeof ORDEN_PRODUCTOS)[number], AnyColumn>,
  porOmision: 'nombre',
  clave: 'id_producto',
  sumas: ['stock'],
};
// The rate in % rides along for the export's 'IVA (%)' column (16.0, not 0.16); the answer's schema leaves it out.
export const consultaProductos = (db: DbOrTx) => (donde: SQL | undefined) =>
  db
    .select({ ...producto, iva: sql<number>`${productos.tasa_iva} * 100`.mapWith(Number) })
    .from(productos)
    .where(donde)
    .$dynamic();
export const listarProductos = listaDe(LISTA_PRODUCTOS, consultaProductos);

/** The product, or undefined when there is none with that id. */
export async function buscarProducto(db: DbOrTx, id_producto: number) {
  const [fila] = await db.select(producto).from(productos).where(eq(productos.id_producto, id_producto));
  return fila;
}

type ProductoDatos = {
  nombre: string;
  descripcion: string | null;
  precio: number;
  stock: number;
  /** Absent: 0 on create (the column's default), the stored minimum on edit. */
  stock_minimo?: number;
  litros_por_unidad: number;
  /** Absent on edit: the stored rate stays (a drizzle `set` leaves out undefined fields). */
  tasa_iva?: number;
};

export async function crearProducto(db: DbOrTx, datos: ProductoDatos & { tasa_iva: number }) {
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

/** The categories list: search in type and class. */
export const LISTA_CATEGORIAS: DefLista = {
  texto: [categoriasTransaccion.tipo, categoriasTransaccion.clase],
  orden: {
    tipo: categoriasTransaccion.tipo,
    id_categoria_transaccion: categoriasTransaccion.id_categoria_transaccion,
    clase: categoriasTransaccion.clase,
    highlight: categoriasTransaccion.highlight,
  } satisfies Record<(typeof ORDEN_CATEGORIAS)[number], AnyColumn>,
  porOmision: 'tipo',
  clave: 'id_categoria_transaccion',
  sumas: [],
};
export const consultaCategorias = (db: DbOrTx) => (donde: SQL | undefined) =>
  db.select(categoria).from(categoriasTransaccion).where(donde).$dynamic();
export const listarCategorias = listaDe(LISTA_CATEGORIAS, consultaCategorias);

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
