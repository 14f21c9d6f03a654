// The reports of the home screen, read from the monthly sales roll-up and the expenses.
import type { ORDEN_ANUAL } from '@aguavend/contract/ventas';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type DefLista, listaDe, type ParamsLista } from '../../db/listas.ts';
import { maquinas, productos, ventasResumenMensual } from '../../db/schema/index.ts';

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

const r = ventasResumenMensual;
const anio = sql<number>`extract(year from ${r.mes})::int`;
const cantidad = sql<number>`sum(${r.cantidad})`;
const subtotal = sql<number>`sum(${r.monto})`;
/** The average price actually charged in the year, rounded to centavos once. */
const precio = sql<number>`round(${subtotal} / ${cantidad}, 2)`;

/**
 * Sales per product and year of the machines `donde` picks, read from the monthly roll-up: units, amount and the
 * average price. The report and the annual list both start here. Exact numerics until the row leaves for JSON.
 */
const porProductoYAnio = (db: DbOrTx, donde: SQL | undefined) =>
  db
    .select({
      id_producto: productos.id_producto,
      nombre_producto: productos.nombre,
      año: anio.as('año'),
      cantidad_total: cantidad.mapWith(Number).as('cantidad_total'),
      precio_unitario: precio.mapWith(Number).as('precio_unitario'),
      subtotal_anual: subtotal.mapWith(Number).as('subtotal_anual'),
    })
    .from(r)
    .innerJoin(productos, eq(productos.id_producto, r.id_producto))
    .where(and(donde, sql`${r.cantidad} <> 0`))
    .groupBy(productos.id_producto, productos.nombre, anio)
    .having(sql`${cantidad} > 0`)
    .$dynamic();

/** The annual list's sort fields: its aggregates, and the key that breaks ties (product, then year). */
const ORDEN_POR = {
  nombre_producto: productos.nombre,
  año: anio,
  cantidad_total: cantidad,
  precio_unitario: precio,
  subtotal_anual: subtotal,
  clave: sql`(${productos.nombre}, ${productos.id_producto}, ${anio})`,
} satisfies Record<(typeof ORDEN_ANUAL)[number] | 'clave', AnyColumn | SQL>;

/**
 * The annual table as a list: search in the product's name and the year, sort by any column, sums of units and
 * amount; newest year first. Its rows are aggregates, sorted by their expressions, which asc() and desc() take as
 * they take columns. DefLista types them as columns only for the keyset walker, which this list never meets:
 * products × years are few, so its export reads it whole (`todasAnual`).
 */
export const LISTA_ANUAL: DefLista = {
  maquina: r.id_maquina,
  texto: [productos.nombre, sql`${anio}::text`],
  orden: ORDEN_POR as unknown as Record<string, AnyColumn>,
  porOmision: '-año',
  clave: 'clave',
  sumas: ['cantidad_total', 'subtotal_anual'],
};

export const consultaAnual = (db: DbOrTx) => (donde: SQL | undefined) => porProductoYAnio(db, donde);
export const listarAnual = listaDe(LISTA_ANUAL, consultaAnual);
/** The whole filtered, sorted list, whatever page the screen shows: the export's rows. */
export const todasAnual = async (db: DbOrTx, p: ParamsLista, tz: string) =>
  (await listarAnual(db, { ...p, pagina: undefined }, tz)).filas;

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

  // Per product and year, newest year first; an unknown machine joins to nothing.
  const a = porProductoYAnio(db, eq(r.id_maquina, maquinas.id_maquina)).as('a');
  const anual = db
    .select({
      nombre_producto: sql<string | null>`${a.nombre_producto}`,
      año: sql<number | null>`${a.año}`,
      cantidad_total: sql<string>`${a.cantidad_total}::text`,
      precio_unitario: sql<string>`${a.precio_unitario}::text`,
      subtotal_anual: sql<string>`${a.subtotal_anual}::text`,
    })
    .from(maquinas)
    .leftJoinLateral(a, sql`true`)
    .where(eq(maquinas.id_maquina, id_maquina))
    .orderBy(sql`${a.año} desc, ${a.nombre_producto}, ${a.id_producto}`)
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
