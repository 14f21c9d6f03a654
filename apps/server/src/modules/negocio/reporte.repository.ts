// Reportes: the business's sales and expenses of a period by one dimension, beside the previous period's sales.
// Sales are read, span by span (`tramos`), from the smallest roll-up that holds the keys the report needs (its rows'
// key and its filters'), and from the sales themselves where none does (a product with a category or an operator,
// or with a machine by day); rows of stores read whole months from the stores' own roll-up when nothing filters
// machines or products. Expenses are few and read as they are. Every sum is exact and every row's
// figures and the totals come from one statement (docs/decisions/022-reportes.md).

import { mensajes } from '@aguavend/contract/messages';
import {
  DIMENSIONES_TIEMPO,
  type DimensionReporte,
  type Reporte,
  type ReporteFila,
} from '@aguavend/contract/negocio';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { filasPreparadas, plegado } from '../../db/listas.ts';
import {
  conPeriodo,
  deAmbos,
  entre,
  instante,
  limites,
  type Maquinas,
  soloDias,
  type Tramo,
  tramos,
} from './tramos.ts';

const ur = mensajes.reportes;

/** The keys a row of sales can carry. */
type Llave = 'id_maquina' | 'id_producto' | 'id_usuario' | 'id_categoria';

/** The key each entity dimension groups by; the time dimensions group by the day itself. */
const LLAVE_DE: Partial<Record<DimensionReporte, Llave>> = {
  maquina: 'id_maquina',
  // A store's rows are its machines' sales on the days they stood there: read by machine and day, then mapped.
  tienda: 'id_maquina',
  producto: 'id_producto',
  categoria: 'id_categoria',
  operador: 'id_usuario',
};

/**
 * The roll-ups a report reads, each with the keys it holds and its table (aliased `v`, key column renamed `dia`)
 * for each grain it comes in. The first that holds every needed key in a span's grain is read.
 */
const ROLLUPS: { llaves: Llave[]; granos: Partial<Record<Tramo['grano'], SQL>> }[] = [
  {
    llaves: [],
    granos: {
      dia: sql`select v.dia, v.unidades, v.monto, v.ventas from ventas_dia v`,
      mes: sql`select v.mes as dia, v.unidades, v.monto, v.ventas from ventas_producto_mes v`,
    },
  },
  {
    llaves: ['id_maquina'],
    granos: {
      dia: sql`select v.id_maquina, v.dia, v.unidades, v.monto, v.ventas from ventas_maquina_dia v`,
      semana: sql`select v.id_maquina, v.semana as dia, v.unidades, v.monto, v.ventas from ventas_maquina_semana v`,
      mes: sql`select v.id_maquina, v.mes as dia, v.unidades, v.monto, v.ventas from ventas_maquina_mes v`,
    },
  },
  {
    llaves: ['id_producto'],
    granos: {
      dia: sql`select v.id_producto, v.dia, v.unidades, v.monto, v.ventas from ventas_producto_dia v`,
      mes: sql`select v.id_producto, v.mes as dia, v.unidades, v.monto, v.ventas from ventas_producto_mes v`,
    },
  },
  {
    llaves: ['id_maquina', 'id_producto'],
    granos: {
      mes: sql`select v.id_maquina, v.id_producto, v.mes as dia, v.cantidad as unidades, v.monto, v.ventas
               from ventas_resumen_mensual v`,
    },
  },
  {
    llaves: ['id_maquina', 'id_usuario', 'id_categoria'],
    granos: {
      dia: sql`select v.id_maquina, v.id_usuario, v.id_categoria, v.dia, v.unidades, v.monto, v.ventas
               from ventas_origen_dia v`,
      mes: sql`select v.id_maquina, v.id_usuario, v.id_categoria, v.mes as dia, v.unidades, v.monto, v.ventas
               from ventas_origen_mes v`,
    },
  },
];

/** The column a roll-up's grain is keyed by. */
const COLUMNA_GRANO = { dia: 'dia', semana: 'semana', mes: 'mes', anio: 'anio' } as const;

type Filtros = {
  maquinas: Maquinas;
  id_maquina?: number | undefined;
  id_tienda?: number | undefined;
  id_producto?: number | undefined;
};

/**
 * Placement `u` holds machine `maquina` on day `dia`: a sale or an expense counts for the store where its machine
 * stood on its day (issue 18), so a move never rewrites a past period. A machine's placements never overlap.
 */
const estabaEn = (maquina: SQL, dia: SQL) =>
  sql`u.id_maquina = ${maquina} and u.desde <= ${dia} and (u.hasta is null or u.hasta >= ${dia})`;

/** Rows are stores, or a store filters them: sales are read through the placements. */
const porTienda = (por: DimensionReporte, f: Filtros) => por === 'tienda' || f.id_tienda !== undefined;

/** The report needs no key but the machine: the machines' roll-ups (by day, week and month) hold it. */
const soloMaquina = (llaves: Set<Llave>) => llaves.size === 1 && llaves.has('id_maquina');

const INGLES = { semana: 'week', mes: 'month', anio: 'year' } as const;

/**
 * Each machine's weeks or months (their first day, `inicio`) inside which one of its placements starts or ends: a
 * placement starting on the first day, or ending on the last, leaves the span whole. A handful of rows.
 */
const partidasPorUbicacion = (grano: keyof typeof INGLES) => {
  const inicio = sql.raw(`date_trunc('${INGLES[grano]}', b.f)::date`);
  return sql`(select distinct u.id_maquina, ${inicio} as inicio
              from ubicaciones u cross join lateral (values (u.desde), (u.hasta + 1)) b(f)
              where b.f <> ${inicio})`;
};

/** The placement `u` a row `h` (a machine `llave` and a day `dia`) falls in, joined when rows are stores. */
const enSuUbicacion = (maquina: SQL, dia: SQL) => sql`left join ubicaciones u on ${estabaEn(maquina, dia)}`;

/**
 * The filters' conditions on a source aliased `v` (which holds every filtered key); `dia` is the row's day, which
 * the store filter needs (the source is then by day: `particion` reads days only).
 */
function condiciones(f: Filtros, dia: SQL): SQL[] {
  return [
    ...(f.maquinas ? [entre(sql`v.id_maquina`, f.maquinas)] : []),
    ...(f.id_maquina === undefined ? [] : [sql`v.id_maquina = ${f.id_maquina}::int`]),
    // A semi-join, not a subquery per row: a year of the fleet's days is 73,000 rows.
    ...(f.id_tienda === undefined
      ? []
      : [
          sql`exists (select from ubicaciones u
                      where ${estabaEn(sql`v.id_maquina`, dia)} and u.id_tienda = ${f.id_tienda}::int)`,
        ]),
    ...(f.id_producto === undefined ? [] : [sql`v.id_producto = ${f.id_producto}::int`]),
  ];
}

/** Every key the report needs: its rows' and its filters'. */
function llavesNecesarias(por: DimensionReporte, f: Filtros): Set<Llave> {
  const llaves = new Set<Llave>();
  const propia = LLAVE_DE[por];
  if (propia) llaves.add(propia);
  if (f.maquinas || f.id_maquina !== undefined || f.id_tienda !== undefined) llaves.add('id_maquina');
  if (f.id_producto !== undefined) llaves.add('id_producto');
  return llaves;
}

/**
 * How rows of stores are read: `tienda` when a row of sales carries its store (column `tienda`, null on rows of
 * machines, which are then placed day by day); `meses` when whole months come from the stores' own roll-up, which
 * holds the whole business by store (no filter of machines or products).
 */
type PorTienda = { tienda: boolean; meses: boolean };

/**
 * Sales of one span as rows of the report's key (`llave`, when its rows are entities), day, units, money and count:
 * from the first roll-up that holds every needed key in the span's grain, else from the sales themselves.
 */
function hechos(
  grano: Tramo['grano'],
  de: SQL,
  a: SQL,
  llaves: Set<Llave>,
  propia: Llave | undefined,
  f: Filtros,
  tz: string,
  tiendas: boolean,
  pt: PorTienda,
): SQL {
  if (pt.meses && grano === 'mes') {
    return sql`select null::int as llave, v.id_tienda as tienda, v.mes as dia, v.unidades, v.monto, v.ventas
               from ventas_tienda_mes v where ${sql.join(
                 [
                   sql`v.mes >= ${de} and v.mes < ${a}`,
                   ...(f.id_tienda === undefined ? [] : [sql`v.id_tienda = ${f.id_tienda}::int`]),
                 ],
                 sql` and `,
               )}`;
  }
  const tienda = pt.tienda ? sql`null::int as tienda, ` : sql``;
  const rollup = ROLLUPS.find((r) => r.granos[grano] && [...llaves].every((k) => r.llaves.includes(k)));
  if (rollup) {
    const col = sql.raw(`v.${COLUMNA_GRANO[grano]}`);
    const propios = (dia: SQL) => condiciones(f, dia);
    const enRango = sql`${col} >= ${de} and ${col} < ${a}`;
    let fuente = sql`${rollup.granos[grano]} where ${sql.join([enRango, ...propios(col)], sql` and `)}`;
    // By store, a week or month is read whole only where no placement of its machine starts or ends inside it
    // (the store of its first day is then its every day's); the others are read by day.
    if (tiendas && grano !== 'dia') {
      const partidas = partidasPorUbicacion(grano);
      fuente = sql`${fuente}
          and not exists (select from ${partidas} p where p.id_maquina = v.id_maquina and p.inicio = ${col})
        union all
        select d.* from ${partidas} p cross join lateral (
          ${rollup.granos.dia}
          where ${sql.join(
            [
              // A probe of the machine's days in the span (its primary key), not a scan of the period's days.
              sql`v.id_maquina = p.id_maquina and v.dia >= p.inicio
                  and v.dia < p.inicio + ${sql.raw(`interval '1 ${INGLES[grano]}'`)}`,
              sql`v.dia >= ${de} and v.dia < ${a}`,
              ...propios(sql`v.dia`),
            ],
            sql` and `,
          )}
          -- Kept a subquery run per row of p (its pull-up into a join hashed the period's every day).
          offset 0) d
        -- Only the split spans inside this one: each runs that probe.
        where p.inicio >= ${de} and p.inicio < ${a}`;
    }
    return sql`select ${propia ? sql.raw(`h.${propia} as llave, `) : sql``}${tienda}h.dia, h.unidades, h.monto,
                      h.ventas
               from (${fuente}) h`;
  }
  const donde = condiciones(f, sql`(v.fecha_transaccion at time zone ${tz})::date`);
  // The sales themselves: the category is the sale's transaction's.
  const categoria = propia === 'id_categoria';
  const llave = propia
    ? categoria
      ? sql`t.id_categoria_transaccion as llave, `
      : sql.raw(`v.${propia} as llave, `)
    : sql``;
  return sql`select ${llave}${tienda}(v.fecha_transaccion at time zone ${tz})::date as dia,
                    v.cantidad::bigint as unidades,
                    v.monto, 1 as ventas
    from ventas_maquina v
    ${categoria ? sql`join transacciones t on t.id_venta_maquina = v.id_venta_maquina` : sql``}
    where ${sql.join(
      [
        sql`v.fecha_eliminacion is null`,
        sql`v.fecha_transaccion >= ${instante(de, tz)} and v.fecha_transaccion < ${instante(a, tz)}`,
        ...donde,
      ],
      sql` and `,
    )}`;
}

/**
 * How each span of a period is read: days only for rows of days or weeks, and for the previous period of rows of
 * months or years (its days count where they fall once moved on by the period's length, which a whole month of the
 * previous period need not follow); whole weeks where the roll-ups hold them and rows are not spans of time. The
 * whole business by store (the stores' monthly roll-up) reads each end as its month less the days outside where
 * that is fewer rows (`tramos` with `restar`): Inicio's store ranking over this year read about 2,000 machine-days
 * at its ends.
 */
function particion(por: DimensionReporte, llaves: Set<Llave>, f: Filtros, pt: PorTienda) {
  return (p: { desde: string; hasta: string }, anterior: boolean) => {
    if (pt.meses) return tramos(p, { semanas: true, restar: true });
    if (por === 'dia' || por === 'semana' || (anterior && esTiempo(por))) return soloDias(p);
    // Stores: a machine may move within a week or month; only the machines' roll-ups tell those apart by day.
    if (porTienda(por, f) && !soloMaquina(llaves)) return soloDias(p);
    // No roll-up holds the keys: the sales are read once per period rather than span by span.
    if (!ROLLUPS.some((r) => [...llaves].every((k) => r.llaves.includes(k)))) return soloDias(p);
    // A week may straddle two months: whole weeks only for rows of machines.
    return tramos(p, { semanas: !esTiempo(por) && soloMaquina(llaves) });
  };
}

/** A time row's span start for a day: the day, its week's Monday, its month's or year's first day. */
const inicioDe: Record<'dia' | 'semana' | 'mes' | 'anio', (d: SQL) => SQL> = {
  dia: (d) => d,
  semana: (d) => sql`date_trunc('week', ${d})::date`,
  mes: (d) => sql`date_trunc('month', ${d})::date`,
  anio: (d) => sql`date_trunc('year', ${d})::date`,
};

const esTiempo = (por: DimensionReporte): por is 'dia' | 'semana' | 'mes' | 'anio' =>
  DIMENSIONES_TIEMPO.includes(por);

/**
 * The rows a report shows: for a time dimension every span of the period; for machines every machine the caller
 * sees (inactive ones marked); for the rest, those with sales in either period or expenses in this one.
 */
function universo(por: DimensionReporte, p: ReturnType<typeof limites>, f: Filtros) {
  if (esTiempo(por)) {
    return sql`select distinct ${inicioDe[por](sql`g::date`)} as k, null::text as etiqueta, false as inactiva
               from generate_series(${p.desde}, ${p.hasta}, interval '1 day') g`;
  }
  // A roll-up keeps a row that an edit or a delete emptied: only keys with sales (or expenses) count.
  const conMovimiento = sql`(select k from s where numero <> 0 or numero_a <> 0 union select k from e)`;
  switch (por) {
    case 'maquina':
      // The store filter speaks of days; a machine is listed when it sold or spent there (its rows in s or e).
      return sql`select v.id_maquina as k, v.nombre as etiqueta, v.estatus = 'INACTIVA' as inactiva from maquinas v
                 where ${sql.join(
                   [
                     sql`true`,
                     ...condiciones({ ...f, id_producto: undefined, id_tienda: undefined }, sql`null`),
                     ...(f.id_tienda === undefined ? [] : [sql`v.id_maquina in ${conMovimiento}`]),
                   ],
                   sql` and `,
                 )}`;
    case 'tienda':
      return sql`select m.k, coalesce(t.nombre_comercial, ${ur.sinTienda}) as etiqueta, false as inactiva
                 from ${conMovimiento} m left join tiendas t on t.id_tienda = m.k`;
    case 'producto':
      return sql`select m.k, pr.nombre as etiqueta, false as inactiva
                 from ${conMovimiento} m join productos pr on pr.id_producto = m.k`;
    case 'categoria':
      return sql`select m.k, c.tipo as etiqueta, false as inactiva
                 from ${conMovimiento} m join categorias_transaccion c on c.id_categoria_transaccion = m.k`;
    default:
      return sql`select m.k, coalesce(u.username, '') as etiqueta, false as inactiva
                 from ${conMovimiento} m left join usuarios u on u.id_usuario = m.k`;
  }
}

/** The column of the expenses each dimension groups them by; none by product (expenses name no product). */
function llaveEgreso(por: DimensionReporte, tz: string): SQL | undefined {
  const dia = sql`(v.fecha_transaccion at time zone ${tz})::date`;
  if (esTiempo(por)) return inicioDe[por](dia);
  return {
    maquina: sql`v.id_maquina`,
    // The store where the machine stood that day (0 at none): `u` is joined by the expenses' statement.
    tienda: sql`coalesce(u.id_tienda, 0)`,
    categoria: sql`v.id_categoria_transaccion`,
    operador: sql`coalesce(v.id_usuario, 0)`,
  }[por as 'maquina' | 'tienda' | 'categoria' | 'operador'];
}

/** `orden` as SQL: the column, its direction, nulls last; then the label and the key so ties keep one order. */
function ordenDe(por: DimensionReporte, orden: string | undefined): SQL {
  const porDefecto = esTiempo(por) ? 'etiqueta' : '-ventas';
  const o = orden ?? porDefecto;
  const campo = o.replace(/^-/, '');
  const dir = o.startsWith('-') ? sql`desc` : sql`asc`;
  // A time row sorts by its span, not by its words; an entity's label case- and accent-blind.
  const columna =
    campo === 'etiqueta'
      ? esTiempo(por)
        ? sql`filas.k`
        : plegado(sql`filas.etiqueta`)
      : sql.raw(`filas.${campo}`);
  return sql`${columna} ${dir} nulls last, ${plegado(sql`filas.etiqueta`)}, filas.k`;
}

/** The statement's one value: the rows (`k` the key as text) and their totals. */
type Json = {
  filas: (Omit<ReporteFila, 'clave'> & { k: string; etiqueta: string | null })[];
  totales: Record<
    'unidades' | 'numero_ventas' | 'ventas' | 'ticket_promedio' | 'ventas_anterior' | 'egresos' | 'neto',
    number
  > & {
    cambio: number | null;
  };
};

/**
 * The report's rows in order, and the totals of them all, from one statement. Without `egresos` (Inicio's rankings,
 * which show sales alone) the expenses are neither summed nor bring rows of their own: a third of a store
 * ranking's cost over three years.
 */
export async function reporteNegocio(
  db: DbOrTx,
  r: Reporte,
  maquinas: Maquinas,
  tz: string,
  { egresos: conEgresos = true }: { egresos?: boolean } = {},
) {
  const { por } = r;
  const f: Filtros = {
    maquinas,
    id_maquina: r.id_maquina,
    id_tienda: r.id_tienda,
    id_producto: r.id_producto,
  };
  const l = limites(r, tz);
  const llaves = llavesNecesarias(por, f);
  const pt: PorTienda = {
    tienda: por === 'tienda',
    meses: por === 'tienda' && !f.maquinas && f.id_maquina === undefined && f.id_producto === undefined,
  };
  const propia = LLAVE_DE[por];
  // Only the stores' report over the whole business reads month-less-days spans (`particion`): there each row says
  // its period, since a month read whole (a `resta` span's, or the month it is taken from) may start before the
  // period it counts for, and a span taken away counts its rows negatively (`conPeriodo`). The other reports tell a
  // row's period by its day, as they did (about 5 % faster than the wrapper over a year by day).
  const origen = deAmbos(
    r,
    (grano, de, a, tramo) => {
      const filas = hechos(grano, de, a, llaves, propia, f, tz, porTienda(por, f), pt);
      return pt.meses ? conPeriodo(filas, ['llave', 'tienda', 'dia'], tramo) : filas;
    },
    particion(por, llaves, f, pt),
  );
  // A day of the previous period counts for its counterpart: the day as many days on as the period has.
  // Sales and expenses no user registered group under user 0 (no such user), so rows join on plain equality.
  const k = propia
    ? propia === 'id_usuario'
      ? sql`coalesce(llave, 0)`
      : por === 'tienda'
        ? sql`coalesce(tienda, u.id_tienda, 0)`
        : sql`llave`
    : inicioDe[por as 'dia'](sql`case when dia >= ${l.desde} then dia else dia + ${l.n}::int end`);
  const egreso = conEgresos && r.id_producto === undefined ? llaveEgreso(por, tz) : undefined;
  const e = egreso
    ? sql`select ${egreso} as k, sum(v.monto) as egresos from egresos v
          ${por === 'tienda' ? enSuUbicacion(sql`v.id_maquina`, sql`(v.fecha_transaccion at time zone ${tz})::date`) : sql``}
          where ${sql.join(
            [
              sql`v.fecha_eliminacion is null`,
              sql`v.fecha_transaccion >= ${l.inicio} and v.fecha_transaccion < ${l.fin}`,
              ...condiciones(
                { ...f, id_producto: undefined },
                sql`(v.fecha_transaccion at time zone ${tz})::date`,
              ),
            ],
            sql` and `,
          )}
          group by 1`
    : sql`select ${esTiempo(por) ? sql`null::date` : sql`null::int`} as k, 0::numeric as egresos where false`;
  const filas = await filasPreparadas<{ r: Json | string }>(
    db,
    sql`
    with s as (
      select k, coalesce(sum(unidades) filter (where actual), 0) as unidades,
             coalesce(sum(ventas) filter (where actual), 0) as numero,
             coalesce(sum(monto) filter (where actual), 0) as ventas,
             coalesce(sum(monto) filter (where not actual), 0) as ventas_a,
             coalesce(sum(ventas) filter (where not actual), 0) as numero_a
      from (select ${k} as k, ${pt.meses ? sql`actual` : sql`dia >= ${l.desde}`} as actual, sum(unidades) as unidades,
                   sum(monto) as monto,
                   sum(ventas) as ventas
            from (${origen}) h
            ${por === 'tienda' ? sql`left join ubicaciones u on h.tienda is null and ${estabaEn(sql`h.llave`, sql`h.dia`)}` : sql``}
            group by 1, 2) g
      group by k),
    e as (${e}),
    u as (${universo(por, l, f)}),
    filas as (
      select u.k, u.etiqueta, u.inactiva,
             coalesce(s.unidades, 0) as unidades, coalesce(s.numero, 0) as numero_ventas,
             coalesce(s.ventas, 0) as ventas,
             coalesce(round(s.ventas / nullif(s.numero, 0), 2), 0) as ticket_promedio,
             ${egreso ? sql`coalesce(e.egresos, 0)` : sql`null::numeric`} as egresos,
             ${egreso ? sql`coalesce(s.ventas, 0) - coalesce(e.egresos, 0)` : sql`null::numeric`} as neto,
             coalesce(s.ventas_a, 0) as ventas_anterior,
             round((coalesce(s.ventas, 0) - s.ventas_a) * 100 / nullif(s.ventas_a, 0), 1) as cambio
      from u left join s on s.k = u.k left join e on e.k = u.k)
    -- One JSON value: numbers arrive as numbers, and the rows cost one parse instead of one per field.
    select json_build_object(
      'filas', coalesce((
        select json_agg(json_build_object(
          'k', k::text, 'etiqueta', etiqueta, 'inactiva', inactiva, 'unidades', unidades,
          'numero_ventas', numero_ventas, 'ventas', ventas, 'ticket_promedio', ticket_promedio, 'egresos', egresos,
          'neto', neto, 'ventas_anterior', ventas_anterior, 'cambio', cambio) order by ${ordenDe(por, r.orden)})
        from filas), '[]'::json),
      'totales', (
        select json_build_object(
          'unidades', coalesce(sum(unidades), 0), 'numero_ventas', coalesce(sum(numero_ventas), 0),
          'ventas', coalesce(sum(ventas), 0),
          'ticket_promedio', coalesce(round(sum(ventas) / nullif(sum(numero_ventas), 0), 2), 0),
          'ventas_anterior', coalesce(sum(ventas_anterior), 0),
          'egresos', coalesce(sum(egresos), 0), 'neto', coalesce(sum(neto), 0),
          'cambio', round((sum(ventas) - sum(ventas_anterior)) * 100 / nullif(sum(ventas_anterior), 0), 1))
        from filas)) as r`,
  );
  const leido = filas[0]?.r;
  const { filas: crudas, totales } = (typeof leido === 'string' ? JSON.parse(leido) : leido) as Json;
  const { egresos, neto, cambio, ...siempre } = totales;
  // Each row named where it lies (a year by day is 365 rows: two copies of each cost a tenth of the call); the key
  // `k` stays on it, and the answer's schema leaves it out.
  const nombradas = crudas as (Json['filas'][number] & ReporteFila)[];
  for (const f of nombradas) Object.assign(f, nombreDe(por, f.k, f.etiqueta));
  return {
    filas: nombradas,
    // Without expenses where rows have none; without change where nothing sold before.
    totales: { ...siempre, ...(egreso ? { egresos, neto } : {}), ...(cambio === null ? {} : { cambio }) },
  };
}

const MES = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const diaLeido = (d: string) => d.split('-').reverse().join('/');

/** A row's key as the contract names it, and what a person reads for it. */
function nombreDe(
  por: DimensionReporte,
  k: string,
  etiqueta: string | null,
): { clave: string; etiqueta: string } {
  switch (por) {
    case 'dia':
      return { clave: k, etiqueta: diaLeido(k) };
    case 'semana':
      return { clave: k, etiqueta: ur.semanaDel(diaLeido(k)) };
    case 'mes':
      return { clave: k.slice(0, 7), etiqueta: MES.format(new Date(`${k}T00:00:00Z`)) };
    case 'anio':
      return { clave: k.slice(0, 4), etiqueta: k.slice(0, 4) };
    case 'operador':
      return k === '0' ? { clave: '', etiqueta: ur.sinRegistrar } : { clave: k, etiqueta: etiqueta ?? '' };
    case 'tienda':
      return k === '0' ? { clave: '', etiqueta: ur.sinTienda } : { clave: k, etiqueta: etiqueta ?? '' };
    default:
      return { clave: k, etiqueta: etiqueta ?? '' };
  }
}
