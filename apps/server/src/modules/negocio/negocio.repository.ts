// Inicio for the whole business: a period against the previous one of the same length, read from the roll-ups the
// sales trigger keeps (docs/decisions/021-fleet-rollups.md), so a call costs the period's days, not the history.
//
// `maquinas` is the caller's set of machines (a non-ADMIN user), or undefined for the whole business (ADMIN). The
// whole business reads the fleet's roll-ups (per day, per product, per hour of the week); a set of machines reads
// the per-machine ones, and its own sales for what those do not split (hours, and the days of products). A long
// period reads its whole months from the monthly roll-ups and only the days at its ends from the daily ones
// (`tramos`).
import { DIAS_SERIE_DIARIA, diasDelPeriodo, periodoAnterior } from '@aguavend/contract/negocio';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { filasPreparadas } from '../../db/listas.ts';

/** Days without a sale after which an active machine is flagged, until the alerts' settings say otherwise. */
export const DIAS_SIN_VENTA_POR_OMISION = 3;

export type Periodo = { desde: string; hasta: string };
type Maquinas = number[] | undefined;

/** `YYYY-MM-DD` moved by whole days or months, in UTC so no zone or daylight saving moves it. */
function mover(d: string, { dias = 0, meses = 0 }: { dias?: number; meses?: number }) {
  const f = new Date(`${d}T00:00:00Z`);
  f.setUTCMonth(f.getUTCMonth() + meses, f.getUTCDate() + dias);
  return f.toISOString().slice(0, 10);
}

/**
 * Days `[de, a)` of a daily roll-up, whole ISO weeks `[de, a)` (their Mondays) of a weekly one, or whole months
 * `[de, a)` (their first days) of a monthly one.
 */
export type Tramo = { grano: 'dia' | 'semana' | 'mes'; de: string; a: string };

/** The Monday on or before a day. */
const lunesDe = (d: string) => mover(d, { dias: -((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) });

/** Days `[de, a)` as whole weeks and the days before and after them; as they were when no week fits. */
function porSemanas(de: string, a: string): Tramo[] {
  const primerLunes = lunesDe(de) === de ? de : mover(lunesDe(de), { dias: 7 });
  const finSemanas = lunesDe(a);
  if (primerLunes >= finSemanas) return [{ grano: 'dia', de, a }];
  return [
    ...(de < primerLunes ? [{ grano: 'dia' as const, de, a: primerLunes }] : []),
    { grano: 'semana', de: primerLunes, a: finSemanas },
    ...(finSemanas < a ? [{ grano: 'dia' as const, de: finSemanas, a }] : []),
  ];
}

/**
 * A period as its whole months and the days before and after them, so a long period reads few rows; with
 * `semanas`, the days at either end as whole weeks and days, for roll-ups that also come by week.
 */
export function tramos({ desde, hasta }: Periodo, semanas = false): Tramo[] {
  const despues = mover(hasta, { dias: 1 });
  const dias = (de: string, a: string): Tramo[] => (semanas ? porSemanas(de, a) : [{ grano: 'dia', de, a }]);
  const primerMes = desde.endsWith('-01') ? desde : mover(`${desde.slice(0, 7)}-01`, { meses: 1 });
  const finMeses = `${despues.slice(0, 7)}-01`;
  if (primerMes >= finMeses) return dias(desde, despues);
  return [
    ...(desde < primerMes ? dias(desde, primerMes) : []),
    { grano: 'mes', de: primerMes, a: finMeses },
    ...(finMeses < despues ? dias(finMeses, despues) : []),
  ];
}

/**
 * The rows of both periods, each read by `leer` from the roll-up of its grain, under one column `dia` (a week's
 * and a month's rows carry their first day): a whole week or month lies inside one period, so `dia >= desde` still
 * tells them apart.
 */
const deAmbos = (p: Periodo, leer: (grano: Tramo['grano'], de: SQL, a: SQL) => SQL, semanas = false) =>
  sql.join(
    [...tramos(periodoAnterior(p.desde, p.hasta), semanas), ...tramos(p, semanas)].map(
      (t) => sql`(${leer(t.grano, sql`${t.de}::date`, sql`${t.a}::date`)})`,
    ),
    sql` union all `,
  );

/**
 * The instant a day starts in the zone, as a one-row subquery: PostgreSQL works it out once per call even in a
 * prepared statement's generic plan, instead of once per row compared with it (twice as slow over the expenses).
 */
const instante = (d: SQL, tz: string) => sql`(select (${d})::timestamp at time zone ${tz})`;

/** The parameters every query below shares: the period, its previous one, and where each starts in the zone. */
function limites({ desde, hasta }: Periodo, tz: string) {
  const anterior = periodoAnterior(desde, hasta);
  const dia = (d: string) => sql`${d}::date`;
  return {
    n: diasDelPeriodo(desde, hasta),
    desde: dia(desde),
    hasta: dia(hasta),
    anterior: dia(anterior.desde),
    /** [inicioAnterior, fin): the instants of both periods; `inicio` splits them. */
    inicioAnterior: instante(dia(anterior.desde), tz),
    inicio: instante(dia(desde), tz),
    fin: instante(sql`${dia(hasta)} + 1`, tz),
  };
}

/** `id_maquina` among the caller's machines; always true for the whole business. */
const entre = (columna: SQL, maquinas: Maquinas) =>
  maquinas ? sql`${columna} = any(${`{${maquinas.join(',')}}`}::int[])` : sql`true`;

/** The caller's active sales between two instants, in the zone's local time (`local`). */
const ventasCrudas = (maquinas: Maquinas, tz: string, de: SQL, a: SQL) => sql`(
  select v.id_producto, v.cantidad::bigint as unidades, v.monto, 1 as ventas,
         (v.fecha_transaccion at time zone ${tz}) as local
  from ventas_maquina v
  where ${entre(sql`v.id_maquina`, maquinas)} and v.fecha_eliminacion is null
    and v.fecha_transaccion >= ${de} and v.fecha_transaccion < ${a})`;

/** Sales per day (`dia`, `unidades`, `monto`, `ventas`) of the caller's machines over both periods. */
const ventasPorDia = (maquinas: Maquinas, l: ReturnType<typeof limites>) =>
  maquinas
    ? sql`(select dia, unidades, monto, ventas from ventas_maquina_dia
           where ${entre(sql`id_maquina`, maquinas)} and dia between ${l.anterior} and ${l.hasta})`
    : sql`(select dia, unidades, monto, ventas from ventas_dia where dia between ${l.anterior} and ${l.hasta})`;

type Fila = Record<string, unknown>;
const numero = (v: unknown) => Number(v ?? 0);

/**
 * The sums of `origen` (rows with `dia`, `unidades`, `monto`, `ventas`) per `llave` in each period: `unidades`,
 * `numero`, `ventas` of the period and the same with `_a` of the previous one. Plain sums per key and period
 * first, then one row per key: half the cost of filtered sums over every row.
 */
function sumasPorPeriodo(origen: SQL, desde: SQL, llave?: 'id_producto' | 'id_maquina') {
  const k = llave ? sql.raw(`${llave}, `) : sql``;
  const porLlave = llave ? sql` group by ${sql.raw(llave)}` : sql``;
  return sql`(
    select ${k}coalesce(sum(unidades) filter (where actual), 0) as unidades,
           coalesce(sum(ventas) filter (where actual), 0) as numero,
           coalesce(sum(monto) filter (where actual), 0) as ventas,
           coalesce(sum(unidades) filter (where not actual), 0) as unidades_a,
           coalesce(sum(ventas) filter (where not actual), 0) as numero_a,
           coalesce(sum(monto) filter (where not actual), 0) as ventas_a
    from (select ${k}dia >= ${desde} as actual, sum(unidades) as unidades, sum(monto) as monto, sum(ventas) as ventas
          from ${origen} o group by ${k}actual) g${porLlave})`;
}

/** The figures of the period and the previous one: sales, units, number of sales, average ticket, expenses, net. */
export async function resumenNegocio(db: DbOrTx, p: Periodo, maquinas: Maquinas, tz: string) {
  const l = limites(p, tz);
  const [f] = await filasPreparadas<Fila>(
    db,
    sql`
    with v as (select * from ${sumasPorPeriodo(ventasPorDia(maquinas, l), l.desde)} s),
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

/** Per machine, the roll-up of each grain (its key column is named after the grain), the key renamed `dia`. */
const ROLLUP_MAQUINA = {
  dia: sql`select id_maquina, dia, unidades, monto, ventas from ventas_maquina_dia`,
  semana: sql`select id_maquina, semana as dia, unidades, monto, ventas from ventas_maquina_semana`,
  mes: sql`select id_maquina, mes as dia, unidades, monto, ventas from ventas_maquina_mes`,
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
    from ${sumasPorPeriodo(origen, l.desde, 'id_producto')} s
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
  const l = limites(p, tz);
  const rows = await filasPreparadas<Fila>(
    db,
    sql`
    select m.id_maquina, m.nombre, m.estatus,
           coalesce(s.unidades, 0)::text as unidades, coalesce(s.numero, 0)::text as numero,
           coalesce(s.ventas, 0)::text as ventas, coalesce(s.ventas_a, 0)::text as ventas_anterior,
           u.dia::text as ultima_venta,
           ((now() at time zone ${tz})::date - u.dia) as dias_sin_venta,
           coalesce((select valor::int from ajustes where clave = 'alerta_dias_sin_venta'), ${DIAS_SIN_VENTA_POR_OMISION}::int) as umbral
    from maquinas m
    left join ${sumasPorPeriodo(
      sql`(${deAmbos(
        p,
        (grano, de, a) =>
          sql`${ROLLUP_MAQUINA[grano]} where ${entre(sql`id_maquina`, maquinas)}
              and ${sql.raw(grano)} >= ${de} and ${sql.raw(grano)} < ${a}`,
        true,
      )})`,
      l.desde,
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
