// Inicio for the whole business: a period against the previous one of the same length, read from the roll-ups the
// sales trigger keeps (docs/decisions/021-fleet-rollups.md), so a call costs the period's days, not the history.
//
// `maquinas` is the caller's set of machines (a non-ADMIN user), or undefined for the whole business (ADMIN). The
// whole business reads the fleet's roll-ups (per day, per product, per hour of the week); a set of machines reads
// the per-machine ones, and its own sales for what those do not split (hours, and the days of products). A long
// period reads its whole months from the monthly roll-ups and only the days at its ends from the daily ones
// (`tramos`).
import { AJUSTES_POR_OMISION } from '@aguavend/contract/ajustes';
import { DIAS_SERIE_DIARIA, periodoAnterior } from '@aguavend/contract/negocio';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { filasPreparadas } from '../../db/listas.ts';
import {
  conPeriodo,
  deAmbos,
  entre,
  instante,
  limites,
  type Maquinas,
  type Periodo,
  tramos,
  ventasCrudas,
} from './tramos.ts';

export type { Periodo } from './tramos.ts';

/** Days without a sale after which an active machine is flagged, until an ADMIN sets it in Ajustes. */
const DIAS_SIN_VENTA_POR_OMISION = AJUSTES_POR_OMISION.alerta_dias_sin_venta;

/** Sales per day (`dia`, `unidades`, `monto`, `ventas`) of the caller's machines over both periods. */
const ventasPorDia = (maquinas: Maquinas, l: ReturnType<typeof limites>) =>
  maquinas
    ? sql`(select dia, unidades, monto, ventas from ventas_maquina_dia
           where ${entre(sql`id_maquina`, maquinas)} and dia between ${l.anterior} and ${l.hasta})`
    : sql`(select dia, unidades, monto, ventas from ventas_dia where dia between ${l.anterior} and ${l.hasta})`;

type Fila = Record<string, unknown>;
const numero = (v: unknown) => Number(v ?? 0);

/**
 * The sums of `origen` (rows with `unidades`, `monto`, `ventas`) per `llave` in each period, `actual` telling a row
 * of the period from one of the previous: `unidades`, `numero`, `ventas` of the period and the same with `_a` of
 * the previous one. Plain sums per key and period first, then one row per key: half the cost of filtered sums over
 * every row.
 */
function sumasPorPeriodo(origen: SQL, actual: SQL, llave?: 'id_producto' | 'id_maquina') {
  const k = llave ? sql.raw(`${llave}, `) : sql``;
  const porLlave = llave ? sql` group by ${sql.raw(llave)}` : sql``;
  return sql`(
    select ${k}coalesce(sum(unidades) filter (where actual), 0) as unidades,
           coalesce(sum(ventas) filter (where actual), 0) as numero,
           coalesce(sum(monto) filter (where actual), 0) as ventas,
           coalesce(sum(unidades) filter (where not actual), 0) as unidades_a,
           coalesce(sum(ventas) filter (where not actual), 0) as numero_a,
           coalesce(sum(monto) filter (where not actual), 0) as ventas_a
    from (select ${k}${actual} as actual, sum(unidades) as unidades, sum(monto) as monto, sum(ventas) as ventas
          from ${origen} o group by ${k}actual) g${porLlave})`;
}

/** The figures of the period and the previous one: sales, units, number of sales, average ticket, expenses, net. */
export async function resumenNegocio(db: DbOrTx, p: Periodo, maquinas: Maquinas, tz: string) {
  const l = limites(p, tz);
  const [f] = await filasPreparadas<Fila>(
    db,
    sql`
    with v as (select * from ${sumasPorPeriodo(ventasPorDia(maquinas, l), sql`dia >= ${l.desde}`)} s),
    e as (
      select coalesce(sum(monto) filter (where fecha_transaccion >= ${l.inicio}), 0) as egresos,
             coalesce(sum(monto) filter (where fecha_transaccion < ${l.inicio}), 0) as egresos_a
      from egresos
      where fecha_eliminacion is null and ${entre(sql`id_maquina`, maquinas)}
        and fecha_transaccion >= ${l.inicioAnterior} and fecha_transaccion < ${l.fin})
    select v.ventas::text, v.unidades::text, v.numero::text, round(v.ventas / nullif(v.numero, 0), 2)::text as ticket,
           e.egresos::text, (v.ventas - e.egresos)::text as neto,
           v.ventas_a::text, v.unidades_a::text, v.numero_a::text,
           round(v.ventas_a / nullif(v.numero_a, 0), 2)::text as ticket_a,
           e.egresos_a::text, (v.ventas_a - e.egresos_a)::text as neto_a
    from v, e`,
  );
  const cifras = (s: '' | '_a') => ({
    ventas: numero(f?.[`ventas${s}`]),
    unidades: numero(f?.[`unidades${s}`]),
    numero_ventas: numero(f?.[`numero${s}`]),
    ticket_promedio: numero(f?.[`ticket${s}`]),
    egresos: numero(f?.[`egresos${s}`]),
    neto: numero(f?.[`neto${s}`]),
  });
  const anterior = periodoAnterior(p.desde, p.hasta);
  return {
    desde: p.desde,
    hasta: p.hasta,
    anterior_desde: anterior.desde,
    anterior_hasta: anterior.hasta,
    actual: cifras(''),
    anterior: cifras('_a'),
  };
}

/**
 * Sales per day (per month from 62 days on), every point of the period present, beside the previous period's
 * sales on the point's counterpart: a day of the previous period counts where it falls once moved `n` days on.
 */
export async function serieNegocio(db: DbOrTx, p: Periodo, maquinas: Maquinas, tz: string) {
  const l = limites(p, tz);
  const porMes = l.n >= DIAS_SERIE_DIARIA;
  const punto = (d: SQL) => (porMes ? sql`date_trunc('month', ${d})::date` : d);
  const formato = porMes ? 'YYYY-MM' : 'YYYY-MM-DD';
  const rows = await filasPreparadas<{ punto: string; ventas: string; ventas_anterior: string }>(
    db,
    sql`
    with puntos as (
      select distinct ${punto(sql`g::date`)} as punto from generate_series(${l.desde}, ${l.hasta}, interval '1 day') g),
    s as (
      select ${punto(sql`case when dia >= ${l.desde} then dia else dia + ${l.n}::int end`)} as punto,
             sum(monto) filter (where dia >= ${l.desde}) as ventas,
             sum(monto) filter (where dia < ${l.desde}) as ventas_anterior
      from ${ventasPorDia(maquinas, l)} d group by 1)
    select to_char(puntos.punto, ${formato}) as punto, coalesce(s.ventas, 0)::text as ventas,
           coalesce(s.ventas_anterior, 0)::text as ventas_anterior
    from puntos left join s using (punto) order by puntos.punto`,
  );
  return rows.map((r) => ({
    punto: r.punto,
    ventas: numero(r.ventas),
    ventas_anterior: numero(r.ventas_anterior),
  }));
}

/** Sales by ISO day of the week (1 = Monday) and hour of the day, over the period. */
export async function horasNegocio(db: DbOrTx, p: Periodo, maquinas: Maquinas, tz: string) {
  const l = limites(p, tz);
  const origen = maquinas
    ? sql`(select extract(isodow from local)::int as dia_semana, extract(hour from local)::int as hora, ventas, monto
           from ${ventasCrudas(maquinas, tz, l.inicio, l.fin)} c)`
    : sql`(${sql.join(
        tramos(p).map((t) =>
          t.grano === 'dia'
            ? sql`(select extract(isodow from dia)::int as dia_semana, hora, ventas, monto from ventas_dia_hora where dia >= ${t.de}::date and dia < ${t.a}::date)`
            : sql`(select dia_semana, hora, ventas, monto from ventas_mes_hora where mes >= ${t.de}::date and mes < ${t.a}::date)`,
        ),
        sql` union all `,
      )})`;
  const rows = await filasPreparadas<{ dia_semana: number; hora: number; numero: string; ventas: string }>(
    db,
    sql`
    select dia_semana, hora, sum(ventas)::text as numero, sum(monto)::text as ventas
    from ${origen} h
    group by 1, 2 having sum(ventas) <> 0 order by 1, 2`,
  );
  return rows.map((r) => ({
    dia_semana: Number(r.dia_semana),
    hora: Number(r.hora),
    numero_ventas: numero(r.numero),
    ventas: numero(r.ventas),
  }));
}

/** Per machine, the roll-up of each grain and its key column, named after the grain. */
const ROLLUP_MAQUINA = {
  dia: 'ventas_maquina_dia',
  semana: 'ventas_maquina_semana',
  mes: 'ventas_maquina_mes',
  anio: 'ventas_maquina_anio',
} as const;

/** Each product's sales in the period and the previous one, most sold first; products without either absent. */
export async function productosNegocio(db: DbOrTx, p: Periodo, maquinas: Maquinas, tz: string) {
  const l = limites(p, tz);
  // A set of machines: whole months from the monthly roll-up per machine and product, the days at the ends from
  // the machines' own sales.
  const origen = maquinas
    ? sql`(${deAmbos(p, (grano, de, a) =>
        grano === 'mes'
          ? sql`select id_producto, mes as dia, cantidad as unidades, monto, ventas from ventas_resumen_mensual
                where ${entre(sql`id_maquina`, maquinas)} and mes >= ${de} and mes < ${a}`
          : sql`select id_producto, local::date as dia, unidades, monto, ventas
                from ${ventasCrudas(maquinas, tz, instante(de, tz), instante(a, tz))} c`,
      )})`
    : sql`(${deAmbos(p, (grano, de, a) =>
        grano === 'dia'
          ? sql`select id_producto, dia, unidades, monto, ventas from ventas_producto_dia where dia >= ${de} and dia < ${a}`
          : sql`select id_producto, mes as dia, unidades, monto, ventas from ventas_producto_mes where mes >= ${de} and mes < ${a}`,
      )})`;
  const rows = await filasPreparadas<Fila>(
    db,
    sql`
    select pr.id_producto, pr.nombre, s.unidades::text, s.numero::text, s.ventas::text, s.ventas_a::text as ventas_anterior
    from ${sumasPorPeriodo(origen, sql`dia >= ${l.desde}`, 'id_producto')} s
    join productos pr on pr.id_producto = s.id_producto
    where s.numero <> 0 or s.numero_a <> 0
    order by s.ventas desc, pr.nombre, pr.id_producto`,
  );
  return rows.map((r) => ({
    id_producto: Number(r.id_producto),
    nombre: String(r.nombre),
    unidades: numero(r.unidades),
    numero_ventas: numero(r.numero),
    ventas: numero(r.ventas),
    ventas_anterior: numero(r.ventas_anterior),
  }));
}

/**
 * Every machine the caller sees, best seller first, with its sales in both periods and the days since its last
 * sale (counted to today in the zone, whatever the period). An active machine past the threshold is flagged; one
 * at rest is expected not to sell, and one that never sold has no last sale to count from.
 */
export async function maquinasNegocio(db: DbOrTx, p: Periodo, maquinas: Maquinas, tz: string) {
  const rows = await filasPreparadas<Fila>(
    db,
    sql`
    select m.id_maquina, m.nombre, m.estatus,
           coalesce(s.unidades, 0)::text as unidades, coalesce(s.numero, 0)::text as numero,
           coalesce(s.ventas, 0)::text as ventas, coalesce(s.ventas_a, 0)::text as ventas_anterior,
           u.dia::text as ultima_venta,
           ((now() at time zone ${tz})::date - u.dia) as dias_sin_venta,
           coalesce((select nullif(valor, '')::int from ajustes where clave = 'alerta_dias_sin_venta'), ${DIAS_SIN_VENTA_POR_OMISION}::int) as umbral
    from maquinas m
    left join ${sumasPorPeriodo(
      sql`(${deAmbos(
        p,
        (grano, de, a, tramo) =>
          conPeriodo(
            sql`select id_maquina, unidades, monto, ventas from ${sql.raw(ROLLUP_MAQUINA[grano])}
                where ${entre(sql`id_maquina`, maquinas)} and ${sql.raw(grano)} >= ${de} and ${sql.raw(grano)} < ${a}`,
            ['id_maquina'],
            tramo,
          ),
        (x) => tramos(x, { semanas: true, restar: true, anios: true }),
      )})`,
      sql`actual`,
      'id_maquina',
    )} s on s.id_maquina = m.id_maquina
    left join ventas_maquina_ultima u on u.id_maquina = m.id_maquina
    where ${entre(sql`m.id_maquina`, maquinas)}
    order by coalesce(s.ventas, 0) desc, m.nombre, m.id_maquina`,
  );
  return rows.map((r) => {
    const dias = r.dias_sin_venta === null ? null : Number(r.dias_sin_venta);
    return {
      id_maquina: Number(r.id_maquina),
      nombre: String(r.nombre),
      estatus: String(r.estatus),
      unidades: numero(r.unidades),
      numero_ventas: numero(r.numero),
      ventas: numero(r.ventas),
      ventas_anterior: numero(r.ventas_anterior),
      ultima_venta: r.ultima_venta === null ? null : String(r.ultima_venta),
      dias_sin_venta: dias,
      alerta: r.estatus === 'ACTIVA' && dias !== null && dias > Number(r.umbral),
    };
  });
}
