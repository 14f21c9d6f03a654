// The spans a period is read in: its whole years and months from yearly and monthly roll-ups, whole weeks from
// weekly ones, and only its end days from daily ones or the sales themselves; shared by Inicio and Reportes
// (docs/decisions/021).
import { diasDelPeriodo } from '@aguavend/contract/common';
import { periodoAnterior } from '@aguavend/contract/negocio';
import { type SQL, sql } from 'drizzle-orm';

export type Periodo = { desde: string; hasta: string };
/** The caller's machines (a non-ADMIN user), or undefined for the whole business (ADMIN). */
export type Maquinas = number[] | undefined;

/** `YYYY-MM-DD` moved by whole days or months, in UTC so no zone or daylight saving moves it. */
export function mover(d: string, { dias = 0, meses = 0 }: { dias?: number; meses?: number }) {
  const f = new Date(`${d}T00:00:00Z`);
  f.setUTCMonth(f.getUTCMonth() + meses, f.getUTCDate() + dias);
  return f.toISOString().slice(0, 10);
}

/**
 * Days `[de, a)` of a daily roll-up, whole ISO weeks `[de, a)` (their Mondays) of a weekly one, whole months
 * `[de, a)` (their first days) of a monthly one, or whole years `[de, a)` (their 1 January) of a yearly one.
 */
export type Tramo = {
  grano: 'dia' | 'semana' | 'mes' | 'anio';
  de: string;
  a: string;
  /** The span's rows are taken away: a whole month (or year) read less the days (or months) of it outside. */
  resta?: true;
};

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

/** The rows spans of days and weeks read per key: one per day or week. */
function filas(ts: Tramo[]) {
  const dias = (t: Tramo) => (Date.parse(t.a) - Date.parse(t.de)) / 86_400_000;
  return ts.reduce((n, t) => n + (t.grano === 'semana' ? dias(t) / 7 : dias(t)), 0);
}

/**
 * Days `[de, a)` inside one month as `dias` splits them or, when that reads fewer rows, as the whole month less its
 * days outside them: this month to date is its month's row (the days after today hold nothing yet), and a period
 * starting on the 4th reads its month less three days instead of four weeks of days.
 */
function parteDeMes(de: string, a: string, dias: (de: string, a: string) => Tramo[]): Tramo[] {
  const directo = dias(de, a);
  const mes = `${de.slice(0, 7)}-01`;
  const siguiente = mover(mes, { meses: 1 });
  const fuera = [...(mes < de ? dias(mes, de) : []), ...(a < siguiente ? dias(a, siguiente) : [])];
  if (1 + filas(fuera) >= filas(directo)) return directo;
  return [{ grano: 'mes', de: mes, a: siguiente }, ...fuera.map((t) => ({ ...t, resta: true as const }))];
}

/**
 * Month spans that follow one another as one span (fewer statements to plan and run), before the others; `ts` holds
 * them in order.
 */
function unirMeses(ts: Tramo[]): Tramo[] {
  const enteros = (t: Tramo) => t.grano === 'mes' && !t.resta;
  const meses = ts.filter(enteros).reduce<Tramo[]>((unidos, t) => {
    const previo = unidos.at(-1);
    if (previo?.a === t.de) unidos.splice(-1, 1, { ...previo, a: t.a });
    else unidos.push(t);
    return unidos;
  }, []);
  return [...meses, ...ts.filter((t) => !enteros(t))];
}

/** 1 January of a day's year. */
const eneroDe = (d: string) => `${d.slice(0, 4)}-01-01`;

/** Whole months from the month of `de` to that of `a`. */
const meses = (de: string, a: string) =>
  (Number(a.slice(0, 4)) - Number(de.slice(0, 4))) * 12 + Number(a.slice(5, 7)) - Number(de.slice(5, 7));

/**
 * Whole months `[de, a)` inside one year as they are or, when that reads fewer rows, as the whole year less its
 * months outside them: a year to date is its year less the months still to come (which hold nothing yet).
 */
function parteDeAnio(de: string, a: string): Tramo[] {
  const anio = eneroDe(de);
  const siguiente = mover(anio, { meses: 12 });
  if (1 + meses(anio, de) + meses(a, siguiente) >= meses(de, a)) return [{ grano: 'mes', de, a }];
  return [
    { grano: 'anio', de: anio, a: siguiente },
    ...(anio < de ? [{ grano: 'mes' as const, de: anio, a: de, resta: true as const }] : []),
    ...(a < siguiente ? [{ grano: 'mes' as const, de: a, a: siguiente, resta: true as const }] : []),
  ];
}

/** Whole months `[de, a)` as whole years and the months at either end, each end as `parteDeAnio` reads it. */
function porAnios(de: string, a: string): Tramo[] {
  const primerAnio = eneroDe(de) === de ? de : mover(eneroDe(de), { meses: 12 });
  const finAnios = eneroDe(a);
  if (primerAnio > finAnios) return parteDeAnio(de, a);
  return [
    ...(de < primerAnio ? parteDeAnio(de, primerAnio) : []),
    ...(primerAnio < finAnios ? [{ grano: 'anio' as const, de: primerAnio, a: finAnios }] : []),
    ...(finAnios < a ? parteDeAnio(finAnios, a) : []),
  ];
}

/**
 * A period as its whole months and the days before and after them, so a long period reads few rows; with
 * `semanas`, the days at either end as whole weeks and days, for roll-ups that also come by week; with `restar`,
 * each end as its whole month less the days outside the period where that reads fewer rows (`resta` spans, whose
 * rows the reader takes away); with `restar` and `anios`, for roll-ups that also come by year, the whole months as
 * whole years and months the same way.
 */
export function tramos(
  { desde, hasta }: Periodo,
  {
    semanas = false,
    restar = false,
    anios = false,
  }: { semanas?: boolean; restar?: boolean; anios?: boolean } = {},
): Tramo[] {
  const despues = mover(hasta, { dias: 1 });
  const dias = (de: string, a: string): Tramo[] => (semanas ? porSemanas(de, a) : [{ grano: 'dia', de, a }]);
  const primerMes = desde.endsWith('-01') ? desde : mover(`${desde.slice(0, 7)}-01`, { meses: 1 });
  const finMeses = `${despues.slice(0, 7)}-01`;
  if (restar) {
    const parte = (de: string, a: string) => (de < a ? parteDeMes(de, a, dias) : []);
    // Inside one month, or its end days and the next month's first ones.
    const todos =
      primerMes > finMeses
        ? parte(desde, despues)
        : unirMeses([
            ...parte(desde, primerMes),
            ...(primerMes < finMeses ? [{ grano: 'mes' as const, de: primerMes, a: finMeses }] : []),
            ...parte(finMeses, despues),
          ]);
    return anios ? todos.flatMap((t) => (t.grano === 'mes' && !t.resta ? porAnios(t.de, t.a) : [t])) : todos;
  }
  if (primerMes >= finMeses) return dias(desde, despues);
  return [
    ...(desde < primerMes ? dias(desde, primerMes) : []),
    { grano: 'mes', de: primerMes, a: finMeses },
    ...(finMeses < despues ? dias(finMeses, despues) : []),
  ];
}

/** A period as days only, for what a monthly or weekly roll-up cannot split (rows per day or per week). */
export const soloDias = ({ desde, hasta }: Periodo): Tramo[] => [
  { grano: 'dia', de: desde, a: mover(hasta, { dias: 1 }) },
];

/**
 * The rows of both periods, each read by `leer` from the roll-up of its grain, under one column `dia` (a week's
 * and a month's rows carry their first day): a whole week or month lies inside one period, so `dia >= desde` still
 * tells them apart, except for spans from `tramos` with `restar`, whose reader is told the span's period and
 * whether its rows are taken away (`conPeriodo` writes both into its rows). `partir` splits each period (and says
 * whether it is the previous one) into its spans, `tramos` by default.
 */
export const deAmbos = (
  p: Periodo,
  leer: (grano: Tramo['grano'], de: SQL, a: SQL, tramo: { anterior: boolean; resta: boolean }) => SQL,
  partir: (p: Periodo, anterior: boolean) => Tramo[] = (x) => tramos(x),
) =>
  sql.join(
    [
      ...partir(periodoAnterior(p.desde, p.hasta), true).map((t) => ({ t, anterior: true })),
      ...partir(p, false).map((t) => ({ t, anterior: false })),
    ].map(
      ({ t, anterior }) =>
        sql`(${leer(t.grano, sql`${t.de}::date`, sql`${t.a}::date`, { anterior, resta: t.resta === true })})`,
    ),
    sql` union all `,
  );

/**
 * A span's rows as a reader of `tramos` with `restar` needs them: each row says its period (`actual`), and a span
 * taken away counts its rows negatively. `filas` has the columns `claves` (kept as they are), `unidades`, `monto`
 * and `ventas`; the answer has them in that order, then `actual`.
 */
export const conPeriodo = (
  filas: SQL,
  claves: readonly string[],
  { anterior, resta }: { anterior: boolean; resta: boolean },
) => {
  const signo = sql.raw(resta ? '-' : '');
  return sql`select ${sql.raw(claves.map((c) => `h.${c}, `).join(''))}${signo}h.unidades as unidades,
                    ${signo}h.monto as monto, ${signo}h.ventas as ventas, ${sql.raw(String(!anterior))} as actual
             from (${filas}) h`;
};

/**
 * The instant a day starts in the zone, as a one-row subquery: PostgreSQL works it out once per call even in a
 * prepared statement's generic plan, instead of once per row compared with it (twice as slow over the expenses).
 */
export const instante = (d: SQL, tz: string) => sql`(select (${d})::timestamp at time zone ${tz})`;

/** The parameters every query below shares: the period, its previous one, and where each starts in the zone. */
export function limites({ desde, hasta }: Periodo, tz: string) {
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
export const entre = (columna: SQL, maquinas: Maquinas) =>
  maquinas ? sql`${columna} = any(${`{${maquinas.join(',')}}`}::int[])` : sql`true`;

/** The caller's active sales between two instants, in the zone's local time (`local`). */
export const ventasCrudas = (maquinas: Maquinas, tz: string, de: SQL, a: SQL) => sql`(
  select v.id_producto, v.cantidad::bigint as unidades, v.monto, 1 as ventas,
         (v.fecha_transaccion at time zone ${tz}) as local
  from ventas_maquina v
  where ${entre(sql`v.id_maquina`, maquinas)} and v.fecha_eliminacion is null
    and v.fecha_transaccion >= ${de} and v.fecha_transaccion < ${a})`;
