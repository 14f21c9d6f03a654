// Queries of machine sales: the sale with its transaction, stock moves and lists.
import type { ORDEN_VENTAS } from '@aguavend/contract/ventas';
import { type AnyColumn, and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, filasPreparadas, listaDe, preparada, textoDe } from '../../db/listas.ts';
import { maquinas, productos, transacciones, usuarios, ventasMaquina } from '../../db/schema/index.ts';

/** A sale as the lists show it: machine and product names, its transaction, and who registered it. */
const fila = {
  id_venta_maquina: ventasMaquina.id_venta_maquina,
  id_maquina: ventasMaquina.id_maquina,
  maquina: maquinas.nombre,
  id_producto: ventasMaquina.id_producto,
  producto: productos.nombre,
  cantidad: ventasMaquina.cantidad,
  precio_unitario: ventasMaquina.precio_unitario,
  monto: ventasMaquina.monto,
  descripcion: ventasMaquina.descripcion,
  fecha_transaccion: ventasMaquina.fecha_transaccion,
  id_transaccion: transacciones.id_transaccion,
  id_categoria_transaccion: transacciones.id_categoria_transaccion,
  fecha_eliminacion: ventasMaquina.fecha_eliminacion,
  id_usuario: ventasMaquina.id_usuario,
  usuario: usuarios.username,
};

const conNombres = (db: DbOrTx) =>
  db
    .select(fila)
    .from(ventasMaquina)
    .innerJoin(maquinas, eq(maquinas.id_maquina, ventasMaquina.id_maquina))
    .innerJoin(productos, eq(productos.id_producto, ventasMaquina.id_producto))
    .leftJoin(transacciones, eq(transacciones.id_venta_maquina, ventasMaquina.id_venta_maquina))
    .leftJoin(usuarios, eq(usuarios.id_usuario, ventasMaquina.id_usuario));

/** The sales lists: by date, search in product, description and who registered it, sums of units and money. */
export const LISTA: DefLista = {
  maquina: ventasMaquina.id_maquina,
  eliminacion: ventasMaquina.fecha_eliminacion,
  fecha: ventasMaquina.fecha_transaccion,
  texto: [
    ventasMaquina.descripcion,
    textoDe(ventasMaquina.id_producto, productos.id_producto, productos.nombre),
    textoDe(ventasMaquina.id_usuario, usuarios.id_usuario, usuarios.username),
  ],
  orden: {
    fecha_transaccion: ventasMaquina.fecha_transaccion,
    id_venta_maquina: ventasMaquina.id_venta_maquina,
    cantidad: ventasMaquina.cantidad,
    precio_unitario: ventasMaquina.precio_unitario,
    monto: ventasMaquina.monto,
  } satisfies Record<(typeof ORDEN_VENTAS)[number], AnyColumn>,
  porOmision: '-fecha_transaccion',
  clave: 'id_venta_maquina',
  sumas: ['cantidad', 'monto'],
  tabla: ventasMaquina,
};

/** The list's query restricted by its filters; lists, exports and totals all start here. */
export const consultaLista = (db: DbOrTx) => (donde: SQL | undefined) =>
  conNombres(db).where(donde).$dynamic();
export const listar = listaDe(LISTA, consultaLista);

export async function buscar(db: DbOrTx, id_venta_maquina: number) {
  const [f] = await preparada(
    conNombres(db).where(eq(ventasMaquina.id_venta_maquina, id_venta_maquina)).$dynamic(),
  );
  return f;
}

/** The sale's own row, locked until the transaction ends, so two changes of one sale queue up. */
export async function bloquearVenta(db: DbOrTx, id_venta_maquina: number) {
  const [f] = await db
    .select()
    .from(ventasMaquina)
    .where(eq(ventasMaquina.id_venta_maquina, id_venta_maquina))
    .for('update');
  return f;
}

/**
 * The corte that recorded this sale (a POR_CORTE machine's water sale), if any: such a sale follows its corte, so the
 * sales screen does not change it.
 */
export async function corteDeVenta(db: DbOrTx, id_venta_maquina: number) {
  const { rows } = (await db.execute(
    sql`select id_corte from cortes where id_venta_maquina = ${id_venta_maquina} limit 1`,
  )) as unknown as { rows: { id_corte: number }[] };
  return rows[0]?.id_corte;
}

/**
 * Moves `delta` units of stock (negative = out). Taking out is conditional, in one statement, so two sales
 * racing for the last units cannot both win. False when there is not enough stock.
 */
export async function moverStock(db: DbOrTx, id_producto: number, delta: number) {
  const [f] = await db
    .update(productos)
    .set({ stock: sql`${productos.stock} + ${delta}::int` })
    .where(and(eq(productos.id_producto, id_producto), gte(productos.stock, -Math.min(delta, 0))))
    .returning({ stock: productos.stock });
  return f !== undefined;
}

/** Holds the product row until the transaction ends, so every change of one product's sales queues up. */
export async function bloquearProducto(db: DbOrTx, id_producto: number) {
  await db
    .select({ id: productos.id_producto })
    .from(productos)
    .where(eq(productos.id_producto, id_producto))
    .for('update');
}

type VentaDatos = {
  id_maquina: number;
  id_producto: number;
  cantidad: number;
  precio_unitario: number;
  id_categoria_transaccion: number;
  descripcion: string;
  /** Absent: now. */
  fecha_transaccion?: Date | undefined;
  /** Who registers the sale (the signed-in user). */
  id_usuario: number;
};

/** Why a sale was not recorded, in the order the rules are checked; or the new sale's id. */
export type Registro =
  | { error: 'maquina' | 'producto' | 'categoria' | 'noEsVenta' | 'inactiva' | 'stock' }
  | { id_venta_maquina: number };

/**
 * Records a sale in one statement, its own transaction, so the rows every sale of a product or a day updates (the
 * product's stock, the day's roll-ups) stay locked for that statement and its commit only, not for a conversation
 * of round trips (issue 20). It checks, in this order: the machine (among `visibles`, when given), the product, the
 * category (held with a share lock against a change of class), that the category is of sales, that the machine is
 * active, and takes the units out of stock only if there are enough (the update's own condition, re-checked on the
 * row's newest version, so racing sellers cannot both take the last units). Then it writes the sale with its amount
 * computed in exact decimals and rounded once, and its transaction, which carries the sale's exact instant. The
 * acting user is set for the audit log's triggers, which run at the statement's end. A named prepared statement:
 * planning it anew cost a third as much as running it (docs/decisions/030).
 */
export async function registrar(
  db: DbOrTx,
  d: VentaDatos & { visibles: number[] | undefined },
): Promise<Registro> {
  const visible = d.visibles ? sql`and id_maquina = any(${`{${d.visibles.join(',')}}`}::int[])` : sql``;
  const rows = await filasPreparadas<{
    maquina: boolean;
    producto: boolean;
    clase: string | null;
    estatus: string | null;
    id: number | null;
  }>(
    db,
    sql`
    with quien as (select set_config('aguavend.id_usuario', ${String(d.id_usuario)}, true)),
    m as (select estatus from maquinas where id_maquina = ${d.id_maquina}::int ${visible}),
    p as (select from productos where id_producto = ${d.id_producto}::int),
    c as (select clase from categorias_transaccion
          where id_categoria_transaccion = ${d.id_categoria_transaccion}::int for share),
    stock as (
      update productos set stock = stock - ${d.cantidad}::int
      where id_producto = ${d.id_producto}::int and stock >= ${d.cantidad}::int
        and exists (select from m, c where m.estatus = 'ACTIVA' and c.clase = 'VENTA')
      returning id_producto),
    v as (
      insert into ventas_maquina
        (id_maquina, id_producto, cantidad, precio_unitario, monto, descripcion, id_usuario, fecha_transaccion)
      select ${d.id_maquina}::int, id_producto, ${d.cantidad}::int, ${d.precio_unitario}::numeric(14, 4),
             -- A rate keeps 4 decimals (a corte's price per liter); the line's amount is rounded to centavos once.
             round(${d.cantidad}::int * ${d.precio_unitario}::numeric(14, 4), 2), ${d.descripcion}, ${d.id_usuario}::int,
             ${d.fecha_transaccion ? sql`${d.fecha_transaccion.toISOString()}::timestamptz` : sql`now()`}
      from stock
      returning id_venta_maquina, descripcion, monto, fecha_transaccion),
    t as (
      insert into transacciones (id_venta_maquina, id_categoria_transaccion, descripcion, monto, fecha_transaccion)
      select id_venta_maquina, ${d.id_categoria_transaccion}::int, descripcion, monto, fecha_transaccion from v
      returning id_venta_maquina)
    select (select count(*) from quien) as quien, exists (select from m) as maquina, exists (select from p) as producto,
           (select clase from c) as clase, (select estatus from m) as estatus, (select id_venta_maquina from t) as id`,
  );
  const r = rows[0];
  if (!r?.maquina) return { error: 'maquina' };
  if (!r.producto) return { error: 'producto' };
  if (r.clase === null) return { error: 'categoria' };
  if (r.clase !== 'VENTA') return { error: 'noEsVenta' };
  if (r.estatus !== 'ACTIVA') return { error: 'inactiva' };
  if (r.id === null) return { error: 'stock' };
  return { id_venta_maquina: Number(r.id) };
}

/** The sale and its transaction; the amount is computed by the database, in exact decimals. */
export async function crear(db: DbOrTx, d: VentaDatos) {
  const [venta] = await db
    .insert(ventasMaquina)
    .values({
      id_maquina: d.id_maquina,
      id_producto: d.id_producto,
      cantidad: d.cantidad,
      precio_unitario: d.precio_unitario,
      // A rate keeps 4 decimals (a corte's price per liter); the line's amount is rounded to centavos once.
      monto: sql`round(${d.cantidad}::int * ${d.precio_unitario}::numeric(14, 4), 2)`,
      descripcion: d.descripcion,
      id_usuario: d.id_usuario,
      ...(d.fecha_transaccion ? { fecha_transaccion: d.fecha_transaccion } : {}),
    })
    .returning({ id_venta_maquina: ventasMaquina.id_venta_maquina });
  if (!venta) throw new Error('insert sin fila');
  // Copied in SQL, so the transaction carries the sale's exact instant (microseconds a JS Date would drop).
  await db.execute(sql`
    insert into transacciones (id_venta_maquina, id_categoria_transaccion, descripcion, monto, fecha_transaccion)
    select id_venta_maquina, ${d.id_categoria_transaccion}::int, descripcion, monto, fecha_transaccion
    from ventas_maquina where id_venta_maquina = ${venta.id_venta_maquina}`);
  return buscar(db, venta.id_venta_maquina);
}

/** New quantity, unit price, date and description; the database computes the amount, in exact decimals. */
export async function editar(
  db: DbOrTx,
  id_venta_maquina: number,
  d: { cantidad: number; precio_unitario: number; fecha_transaccion: Date; descripcion: string },
) {
  const [venta] = await db
    .update(ventasMaquina)
    .set({
      cantidad: d.cantidad,
      precio_unitario: d.precio_unitario,
      monto: sql`round(${d.cantidad}::int * ${d.precio_unitario}::numeric(14, 4), 2)`,
      fecha_transaccion: d.fecha_transaccion,
      descripcion: d.descripcion,
    })
    .where(eq(ventasMaquina.id_venta_maquina, id_venta_maquina))
    .returning();
  if (!venta) return undefined;
  await db
    .update(transacciones)
    .set({ descripcion: d.descripcion, monto: venta.monto, fecha_transaccion: d.fecha_transaccion })
    .where(eq(transacciones.id_venta_maquina, id_venta_maquina));
  return buscar(db, id_venta_maquina);
}

export async function marcarEliminada(db: DbOrTx, id_venta_maquina: number, eliminada: boolean) {
  await db
    .update(ventasMaquina)
    .set({ fecha_eliminacion: eliminada ? sql`now()` : null })
    .where(eq(ventasMaquina.id_venta_maquina, id_venta_maquina));
  return buscar(db, id_venta_maquina);
}
