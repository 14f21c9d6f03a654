// Queries of machine sales: the sale with its transaction, stock moves, lists, and the reports on the roll-up.
import { and, count, desc, eq, gte, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { maquinas, productos, transacciones, ventasMaquina } from '../../db/schema/index.ts';
import { delDia, paginaDe } from '../../lib/consultas.ts';

/** A sale as the lists show it: machine and product names, and its transaction. */
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
};

const conNombres = (db: DbOrTx) =>
  db
    .select(fila)
    .from(ventasMaquina)
    .innerJoin(maquinas, eq(maquinas.id_maquina, ventasMaquina.id_maquina))
    .innerJoin(productos, eq(productos.id_producto, ventasMaquina.id_producto))
    .leftJoin(transacciones, eq(transacciones.id_venta_maquina, ventasMaquina.id_venta_maquina));

export type VentasFiltro = {
  id_maquina: number;
  eliminadas: boolean;
  pagina?: number | undefined;
  por_pagina?: number | undefined;
  fecha?: string | undefined;
};

/** A machine's sales, newest first; `total` counts every match when a page is asked for. */
export async function listar(db: DbOrTx, f: VentasFiltro, tz: string) {
  const condiciones: SQL[] = [
    eq(ventasMaquina.id_maquina, f.id_maquina),
    f.eliminadas ? isNotNull(ventasMaquina.fecha_eliminacion) : isNull(ventasMaquina.fecha_eliminacion),
  ];
  if (f.fecha) condiciones.push(...delDia(ventasMaquina.fecha_transaccion, f.fecha, tz));
  const donde = and(...condiciones);
  const consulta = conNombres(db)
    .where(donde)
    .orderBy(desc(ventasMaquina.fecha_transaccion), desc(ventasMaquina.id_venta_maquina));
  const pagina = paginaDe(f);
  if (!pagina) return { filas: await consulta, total: undefined };
  const [filas, [total]] = await Promise.all([
    consulta.limit(pagina.limit).offset(pagina.offset),
    db.select({ n: count() }).from(ventasMaquina).where(donde),
  ]);
  return { filas, total: total?.n ?? 0 };
}

export async function buscar(db: DbOrTx, id_venta_maquina: number) {
  const [f] = await conNombres(db).where(eq(ventasMaquina.id_venta_maquina, id_venta_maquina));
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

export async function buscarMaquina(db: DbOrTx, id_maquina: number) {
  const [f] = await db.select().from(maquinas).where(eq(maquinas.id_maquina, id_maquina));
  return f;
}

export async function existeProducto(db: DbOrTx, id_producto: number) {
  const [f] = await db
    .select({ id: productos.id_producto })
    .from(productos)
    .where(eq(productos.id_producto, id_producto));
  return f !== undefined;
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

export type VentaDatos = {
  id_maquina: number;
  id_producto: number;
  cantidad: number;
  precio_unitario: number;
  id_categoria_transaccion: number;
  descripcion: string;
  id_usuario: number;
};

/** The sale and its transaction; the amount is computed by the database, in exact decimals. */
export async function crear(db: DbOrTx, d: VentaDatos) {
  const [venta] = await db
    .insert(ventasMaquina)
    .values({
      id_maquina: d.id_maquina,
      id_producto: d.id_producto,
      cantidad: d.cantidad,
      precio_unitario: d.precio_unitario,
      monto: sql`${d.cantidad}::int * ${d.precio_unitario}::numeric(12, 2)`,
      descripcion: d.descripcion,
      id_usuario: d.id_usuario,
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

/** New quantity, date and description; the amount is recomputed from the stored unit price. */
export async function editar(
  db: DbOrTx,
  id_venta_maquina: number,
  d: { cantidad: number; fecha_transaccion: Date; descripcion: string },
) {
  const [venta] = await db
    .update(ventasMaquina)
    .set({
      cantidad: d.cantidad,
      monto: sql`${d.cantidad}::int * ${ventasMaquina.precio_unitario}`,
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

/** The instant a month ('YYYY-MM-DD' of its first day) starts in the business zone. */
const inicioMes = (primerDia: SQL, tz: string) => sql`(${primerDia})::timestamp at time zone ${tz}`;
const finMes = (primerDia: SQL, tz: string) =>
  sql`((${primerDia}) + interval '1 month')::timestamp at time zone ${tz}`;

/** Active expenses of a machine in one month, counted in the business zone. */
const egresosDelMes = (id_maquina: SQL, primerDia: SQL, tz: string) => sql`(
  select coalesce(sum(e.monto), 0) from egresos e
  where e.id_maquina = ${id_maquina} and e.fecha_eliminacion is null
    and e.fecha_transaccion >= ${inicioMes(primerDia, tz)} and e.fecha_transaccion < ${finMes(primerDia, tz)})`;

const ventasDelMes = (id_maquina: SQL, primerDia: SQL) => sql`(
  select coalesce(sum(r.monto), 0) from ventas_resumen_mensual r
  where r.id_maquina = ${id_maquina} and r.mes = ${primerDia})`;

const id_maquina = sql.placeholder('id_maquina');
const laMaquina = sql`${maquinas.id_maquina}`;

/**
 * The reports, read from the monthly roll-up. Each is one named prepared statement (PostgreSQL plans it once
 * per connection, docs/decisions/009) that starts from the machine's row, so an unknown machine answers no
 * rows in the same round trip: `undefined` below.
 */
export function reportes(db: Db, tz: string) {
  const primerDia = sql`(${sql.placeholder('mes')} || '-01')::date`;
  const mes = db
    .select({
      id_maquina: maquinas.id_maquina,
      nombre: maquinas.nombre,
      ventas: sql<string>`t.ventas::text`,
      egresos: sql<string>`t.egresos::text`,
      neto: sql<string>`(t.ventas - t.egresos)::text`,
    })
    .from(maquinas)
    .crossJoinLateral(
      sql`(select ${ventasDelMes(laMaquina, primerDia)} as ventas, ${egresosDelMes(laMaquina, primerDia, tz)} as egresos) t`,
    )
    .where(eq(maquinas.id_maquina, id_maquina))
    .prepare('reporte_total_mes');

  // Per product and year: units, amount, and the average price actually charged. Newest year first.
  const anual = db
    .select({
      nombre_producto: sql<string | null>`a.nombre_producto`,
      año: sql<number | null>`a."año"`,
      cantidad_total: sql<string>`a.cantidad_total`,
      precio_unitario: sql<string>`a.precio_unitario`,
      subtotal_anual: sql<string>`a.subtotal_anual`,
    })
    .from(maquinas)
    .leftJoinLateral(
      sql`(
        select p.id_producto, p.nombre as nombre_producto, extract(year from r.mes)::int as "año",
               sum(r.cantidad)::text as cantidad_total,
               round(sum(r.monto) / sum(r.cantidad), 2)::text as precio_unitario,
               sum(r.monto)::text as subtotal_anual
        from ventas_resumen_mensual r
        join productos p on p.id_producto = r.id_producto
        where r.id_maquina = ${laMaquina} and r.cantidad <> 0
        group by p.id_producto, p.nombre, extract(year from r.mes)
        having sum(r.cantidad) > 0) a`,
      sql`true`,
    )
    .where(eq(maquinas.id_maquina, id_maquina))
    .orderBy(sql`a."año" desc, a.nombre_producto, a.id_producto`)
    .prepare('reporte_total_anual');

  // Twelve months ending at `hasta` (default: this month in the zone), zero-filled.
  const ultimo = sql`coalesce((${sql.placeholder('hasta')}::text || '-01')::date, date_trunc('month', now() at time zone ${tz})::date)`;
  const serie = db
    .select({
      mes: sql<string>`to_char(s.mes, 'YYYY-MM')`,
      total_ventas: sql<string>`${ventasDelMes(laMaquina, sql`s.mes`)}::text`,
      total_egresos: sql<string>`${egresosDelMes(laMaquina, sql`s.mes`, tz)}::text`,
    })
    .from(maquinas)
    .crossJoinLateral(
      sql`(select g::date as mes
           from generate_series((${ultimo})::timestamp - interval '11 months', (${ultimo})::timestamp, interval '1 month') g) s`,
    )
    .where(eq(maquinas.id_maquina, id_maquina))
    .orderBy(sql`s.mes`)
    .prepare('reporte_serie_mensual');

  return {
    /** Sales, expenses and net of one machine in one month `YYYY-MM`. */
    async totalMes(maquina: number, m: string) {
      const [f] = await mes.execute({ id_maquina: maquina, mes: m });
      if (!f) return undefined;
      return {
        id_maquina: f.id_maquina,
        nombre: f.nombre,
        mes: m,
        total_por_mes: Number(f.ventas),
        total_egresos: Number(f.egresos),
        neto: Number(f.neto),
      };
    },
    async totalAnual(maquina: number) {
      const filas = await anual.execute({ id_maquina: maquina });
      if (filas.length === 0) return undefined;
      // A machine without sales joins to one empty row.
      return filas.flatMap((f) =>
        f.nombre_producto === null || f.año === null
          ? []
          : [
              {
                nombre_producto: f.nombre_producto,
                año: Number(f.año),
                cantidad_total: Number(f.cantidad_total),
                precio_unitario: Number(f.precio_unitario),
                subtotal_anual: Number(f.subtotal_anual),
              },
            ],
      );
    },
    async serieMensual(maquina: number, hasta: string | undefined) {
      const filas = await serie.execute({ id_maquina: maquina, hasta: hasta ?? null });
      if (filas.length === 0) return undefined;
      return filas.map((f) => ({
        mes: f.mes,
        total_ventas: Number(f.total_ventas),
        total_egresos: Number(f.total_egresos),
      }));
    },
  };
}
