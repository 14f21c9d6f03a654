// Alerts (issue 19, docs/decisions/027-machine-care.md): one set-based statement brings every alert up to date with
// the data (opens the conditions newly true, closes the open ones no longer true), run by the bell's call at most
// every 30 s or at once after a write that can change a condition (drizzle/0023's triggers); the bell, the history
// list and the read marks, each scoped to the alerts the caller sees.
import { AJUSTES_POR_OMISION } from '@aguavend/contract/ajustes';
import {
  ALERTAS_EN_CAMPANA,
  NO_LEIDAS_TOPE,
  type ORDEN_ALERTAS,
  type TipoAlerta,
} from '@aguavend/contract/alertas';
import { type AnyColumn, and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, filasPreparadas, listaDe, type ParamsLista, textoDe } from '../../db/listas.ts';
import { alertas, alertasLeidas, maquinas, productos } from '../../db/schema/index.ts';
import { condicionesSanitarias } from './sanitarias.ts';

/** How long the alerts may lag behind the data when no write asked for a refresh. */
export const INTERVALO_REFRESCO = '30 seconds';

/** Which alerts a caller sees: every one (ADMIN), or those of some machines and some types. */
export type AlcanceAlertas = undefined | { maquinas: number[]; tipos: TipoAlerta[] };

/** A setting as the database reads it (drizzle/0016's `ajuste_numero`): the stored one, else the contract's default. */
const ajuste = (clave: keyof typeof AJUSTES_POR_OMISION) =>
  sql.raw(`ajuste_numero('${clave}', ${Number(AJUSTES_POR_OMISION[clave])})`);

/**
 * Every condition true now, one row each: (tipo, clave naming its subject, id_maquina, id_producto, detalle with the
 * figures its message shows). Days are counted in the business zone. `detalle.inicio` is when the condition began
 * (issue 43: the owner reads "since when", not when the refresh noticed): the last sale or corte, the corte, the
 * reading's day, the day after a task fell due; absent where the data cannot tell (a product's stock, a consumable
 * worn by liters), and then the alert's own opening time stands for it (`inicioDe`).
 */
function condiciones(tz: string): SQL {
  const hoy = sql`(now() at time zone ${tz})::date`;
  const diaDe = (instante: SQL) => sql`(${instante} at time zone ${tz})::date`;
  return sql`
    -- A product under its minimum (a minimum of 0 never alerts).
    select 'STOCK_BAJO'::text as tipo, 'p' || p.id_producto as clave, null::int as id_maquina, p.id_producto,
           jsonb_build_object('stock', p.stock, 'minimo', p.stock_minimo) as detalle
    from productos p
    where p.stock_minimo > 0 and p.stock < p.stock_minimo
    union all
    -- An active machine selling one sale at a time, without a sale for more than N days (from its creation when it
    -- never sold). The last day with a sale is the roll-up the sales' trigger keeps (drizzle/0012).
    select 'SIN_VENTA', 'm' || m.id_maquina, m.id_maquina, null::int,
           jsonb_build_object('desde', d.desde::text, 'inicio', coalesce(
             (select max(v.fecha_transaccion) from ventas_maquina v
               where v.id_maquina = m.id_maquina and v.fecha_eliminacion is null), m.fecha_creacion))
    from maquinas m
    left join ventas_maquina_ultima u on u.id_maquina = m.id_maquina
    cross join lateral (select coalesce(u.dia, ${diaDe(sql`m.fecha_creacion`)}) as desde) d
    where m.estatus = 'ACTIVA' and m.modo_venta = 'POR_VENTA'
      and ${hoy} - d.desde > ${ajuste('alerta_dias_sin_venta')}
    union all
    -- An active machine without an active corte (not deleted, not rejected) for more than N days: the days without a
    -- sale for a machine that sells by corte (contract §8), the days without a corte for one that sells one by one.
    select 'SIN_CORTE', 'm' || m.id_maquina, m.id_maquina, null::int,
           jsonb_build_object('desde', d.desde::text, 'inicio', d.inicio)
    from maquinas m
    cross join lateral (
      select coalesce(
        (select c.fecha from cortes c
          where c.id_maquina = m.id_maquina and c.fecha_eliminacion is null and c.estado <> 'RECHAZADO'
          order by c.fecha desc, c.id_corte desc limit 1),
        m.fecha_creacion) as inicio) i
    cross join lateral (select i.inicio, ${diaDe(sql`i.inicio`)} as desde) d
    where m.estatus = 'ACTIVA'
      and ${hoy} - d.desde > case when m.modo_venta = 'POR_CORTE'
        then ${ajuste('alerta_dias_sin_venta')} else ${ajuste('alerta_dias_sin_corte')} end
    union all
    -- A corte out of tolerance nobody has approved or rejected yet.
    select 'CORTE_DIFERENCIA', 'c' || c.id_corte, c.id_maquina, null::int,
           jsonb_build_object('id_corte', c.id_corte, 'diferencia', c.diferencia, 'inicio', c.fecha)
    from cortes c
    where c.fuera_de_tolerancia and c.estado = 'PENDIENTE' and c.fecha_eliminacion is null
    ${condicionesSanitarias(tz)}`;
}

/**
 * Brings the alerts up to date in one statement: closes the open alerts whose condition no longer holds and opens
 * the conditions that hold without an open alert (the partial unique index on open (tipo, clave) keeps one each).
 * Both parts read the same snapshot, so no alert is closed and reopened by the same run.
 */
export async function refrescar(db: DbOrTx, tz: string) {
  // A data-modifying WITH runs to the end whether or not the main query reads it.
  await db.execute(sql`
    with condiciones as (${condiciones(tz)}),
    cerradas as (
      update alertas a set cerrada = now()
      where a.cerrada is null
        and not exists (select 1 from condiciones c where c.tipo = a.tipo and c.clave = a.clave)
    ),
    abiertas as (
      insert into alertas (tipo, clave, id_maquina, id_producto, detalle)
      select tipo, clave, id_maquina, id_producto, detalle from condiciones
      order by tipo, clave
      on conflict (tipo, clave) where cerrada is null do nothing
    )
    select 1`);
}

/**
 * Refreshes the alerts when they are older than the interval (or a write set them back to '-infinity'), and answers
 * whether this call did it. A plain read first: most calls find them recent and take no lock at all (an upsert on
 * every call would lock the one row each time, and every bell call would queue on it). When due, the upsert on
 * alertas_estado's one row answers a row only to the caller that moved the time (a second caller waits on the row's
 * lock, then finds the time recent and moves nothing), so across every copy of the server one refresh runs. The
 * refresh then runs in its own transaction, not holding that row: bell calls meanwhile answer at once with the
 * alerts as they were.
 */
export async function refrescarSiToca(db: DbOrTx, tz: string): Promise<boolean> {
  const vencidas = sql`now() - ${INTERVALO_REFRESCO}::interval`;
  const { rows: estado } = (await db.execute(
    sql`select 1 from alertas_estado where sincronizadas >= ${vencidas}`,
  )) as unknown as { rows: unknown[] };
  if (estado.length > 0) return false;
  const { rows } = (await db.execute(sql`
    insert into alertas_estado (id, sincronizadas) values (1, now())
    on conflict (id) do update set sincronizadas = excluded.sincronizadas
      where alertas_estado.sincronizadas < ${vencidas}
    returning id`)) as unknown as { rows: unknown[] };
  if (rows.length === 0) return false;
  await db.transaction(async (tx) => {
    // Two refreshes never overlap (a write may set the time back while one runs, and the next caller starts
    // another): the second waits, then reads what the first wrote.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('alertas_refrescar'))`);
    await refrescar(tx, tz);
  });
  return true;
}

/** The caller's scope as a condition on `alertas` (undefined: every alert). */
function enAlcance(alcance: AlcanceAlertas) {
  if (!alcance) return undefined;
  return and(inArray(alertas.id_maquina, alcance.maquinas), inArray(alertas.tipo, alcance.tipos));
}

const leidaPor = (id_usuario: number) =>
  sql<boolean>`exists (select 1 from ${alertasLeidas} l
    where l.id_alerta = ${alertas.id_alerta} and l.id_usuario = ${id_usuario})`;

/** When the alert's condition began: its figures' `inicio`, else (older alerts, or data that cannot tell) its opening. */
const inicioDe =
  sql<Date>`coalesce((${alertas.detalle}->>'inicio')::timestamptz, ${alertas.abierta})`.mapWith(
    alertas.abierta,
  );

/** An alert's fields with its machine's and product's current names and whether `id_usuario` read it. */
const conNombres = (db: DbOrTx, id_usuario: number) =>
  db
    .select({
      id_alerta: alertas.id_alerta,
      tipo: sql<TipoAlerta>`${alertas.tipo}`,
      detalle: alertas.detalle,
      id_maquina: alertas.id_maquina,
      maquina: maquinas.nombre,
      id_producto: alertas.id_producto,
      producto: productos.nombre,
      abierta: alertas.abierta,
      inicio: inicioDe,
      cerrada: alertas.cerrada,
      leida: leidaPor(id_usuario),
    })
    .from(alertas)
    .leftJoin(maquinas, eq(maquinas.id_maquina, alertas.id_maquina))
    .leftJoin(productos, eq(productos.id_producto, alertas.id_producto));

export type AlertaLeida = Awaited<ReturnType<ReturnType<typeof conNombres>['execute']>>[number];

/**
 * The bell: how many of the open alerts the caller sees are unread (up to NO_LEIDAS_TOPE), and whether the alerts
 * are recent enough (`al_dia`: refreshed within the interval), so a call that finds them due refreshes and asks
 * again. One named prepared statement, planned once per connection: every open panel repeats it every minute (its
 * cost is the budget's, issue 19).
 */
export async function campana(db: DbOrTx, alcance: AlcanceAlertas, id_usuario: number) {
  const [fila] = await filasPreparadas<{ no_leidas: number; al_dia: boolean }>(
    db,
    sql`
    select (select count(*) from (
             select 1 from ${alertas}
             where ${and(isNull(alertas.cerrada), enAlcance(alcance))} and not ${leidaPor(id_usuario)}
             limit ${NO_LEIDAS_TOPE}) u)::int as no_leidas,
           coalesce((select sincronizadas >= now() - ${INTERVALO_REFRESCO}::interval from alertas_estado), false)
             as al_dia`,
  );
  return { no_leidas: Number(fila?.no_leidas ?? 0), al_dia: fila?.al_dia === true };
}

/** The bell opened: the newest open alerts the caller sees (at most ALERTAS_EN_CAMPANA), read from the partial index. */
export function recientes(db: DbOrTx, alcance: AlcanceAlertas, id_usuario: number) {
  return conNombres(db, id_usuario)
    .where(and(isNull(alertas.cerrada), enAlcance(alcance)))
    .orderBy(desc(alertas.abierta), desc(alertas.id_alerta))
    .limit(ALERTAS_EN_CAMPANA);
}

/** How many open alerts the caller sees (Inicio's attention block: the Alertas screen's 'Abiertas' count). */
export async function contarAbiertas(db: DbOrTx, alcance: AlcanceAlertas) {
  const [fila] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alertas)
    .where(and(isNull(alertas.cerrada), enAlcance(alcance)));
  return Number(fila?.n ?? 0);
}

/** The open alerts the caller sees, of some types (all by default), the newest first; at most `limite` if given. */
export function abiertas(
  db: DbOrTx,
  alcance: AlcanceAlertas,
  id_usuario: number,
  tipos?: TipoAlerta[],
  limite?: number,
) {
  const q = conNombres(db, id_usuario)
    .where(and(isNull(alertas.cerrada), enAlcance(alcance), tipos ? inArray(alertas.tipo, tipos) : undefined))
    .orderBy(desc(alertas.abierta), desc(alertas.id_alerta))
    .$dynamic();
  return limite === undefined ? q : q.limit(limite);
}

/** One alert the caller sees (open or closed), or undefined. */
export async function buscar(db: DbOrTx, id_alerta: number, alcance: AlcanceAlertas, id_usuario: number) {
  const [fila] = await conNombres(db, id_usuario).where(
    and(eq(alertas.id_alerta, id_alerta), enAlcance(alcance)),
  );
  return fila;
}

/** Marks one alert read by the user (again: nothing changes). */
export async function marcarLeida(db: DbOrTx, id_alerta: number, id_usuario: number) {
  await db.insert(alertasLeidas).values({ id_alerta, id_usuario }).onConflictDoNothing();
}

/** Marks read every open alert the user sees; answers how many were unread. */
export async function marcarTodas(db: DbOrTx, alcance: AlcanceAlertas, id_usuario: number) {
  const { rows } = (await db.execute(sql`
    insert into ${alertasLeidas} (id_usuario, id_alerta)
    select ${id_usuario}::int, ${alertas.id_alerta} from ${alertas}
    where ${and(isNull(alertas.cerrada), enAlcance(alcance))}
    on conflict do nothing
    returning 1`)) as unknown as { rows: unknown[] };
  return rows.length;
}

/** The history: filters by type, machine, state and the day it opened; search in the machine's and product's names. */
export const LISTA: DefLista = {
  maquina: alertas.id_maquina,
  fecha: alertas.abierta,
  filtros: (p) => [
    // The route sets the caller's scope (absent for ADMIN).
    Array.isArray(p.maquinas) ? inArray(alertas.id_maquina, p.maquinas as number[]) : undefined,
    Array.isArray(p.tipos) ? inArray(alertas.tipo, p.tipos as TipoAlerta[]) : undefined,
    typeof p.tipo === 'string' ? eq(alertas.tipo, p.tipo as TipoAlerta) : undefined,
    p.estado === 'ABIERTA' ? isNull(alertas.cerrada) : undefined,
    p.estado === 'CERRADA' ? isNotNull(alertas.cerrada) : undefined,
  ],
  texto: [
    textoDe(alertas.id_maquina, maquinas.id_maquina, maquinas.nombre),
    textoDe(alertas.id_producto, productos.id_producto, productos.nombre),
  ],
  orden: {
    abierta: alertas.abierta,
    id_alerta: alertas.id_alerta,
    tipo: alertas.tipo,
  } satisfies Record<(typeof ORDEN_ALERTAS)[number], AnyColumn>,
  porOmision: '-abierta',
  clave: 'id_alerta',
  sumas: [],
  tabla: alertas,
};

/** The list's query; `id_usuario` (set by the route) is whose read marks it shows. */
export const consultaLista = (db: DbOrTx, p: ParamsLista) => (donde: SQL | undefined) =>
  conNombres(db, Number(p.id_usuario ?? 0))
    .where(donde)
    .$dynamic();
export const listar = listaDe(LISTA, consultaLista);
