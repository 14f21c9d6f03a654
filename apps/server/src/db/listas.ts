// One list query for every screen: the day or a range in the business time zone, search without regard to case or
// accents, sort by a field the contract names, a page, and the count and sums of the whole filtered set.

import { createHash } from 'node:crypto';
import type { Subquery } from 'drizzle-orm';
import { type AnyColumn, and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import { delDia, entreDias, paginaDe } from '../lib/consultas.ts';
import type { DbOrTx } from './client.ts';

/** How one list filters, searches, sorts and sums; its repository declares it once. */
export type DefLista = {
  /** The machine the rows belong to, for lists of one machine (`id_maquina`). */
  maquina?: AnyColumn;
  /** When a row was deleted, for lists with active and deleted views (`eliminados`). */
  eliminacion?: AnyColumn;
  /** The instant `fecha`, `desde` and `hasta` filter on (dated lists only). */
  fecha?: AnyColumn;
  /** The list's own filters beyond these (a table, a user), from the same parameters. */
  filtros?: (p: ParamsLista) => (SQL | undefined)[];
  /** The text columns (or text expressions) `buscar` looks in; `textoDe` for a small table the rows point to. */
  texto: (AnyColumn | SQL | Buscador)[];
  /** The fields `orden` may name (the contract's list of them), each backed by an index. */
  orden: Record<string, AnyColumn>;
  /** The order without `orden`, as `orden` writes it: '-fecha_transaccion', newest first. */
  porOmision: string;
  /** The unique field of `orden` that breaks ties, so pages never overlap or skip a row. */
  clave: string;
  /** The row's money and quantity fields summed into `totales`. */
  sumas: readonly string[];
  /** The rows `sumas` count (a condition on `tabla`'s columns), when some listed rows must not be summed. */
  sumable?: SQL;
  /**
   * The listed table, when every filter and every summed field is one of its own columns: the count and the sums
   * then read it alone, without the list's joins (which PostgreSQL would otherwise hash over whole tables).
   */
  tabla?: PgTable;
};

export type ParamsLista = {
  id_maquina?: number | undefined;
  eliminados?: boolean | undefined;
  pagina?: number | undefined;
  por_pagina?: number | undefined;
  fecha?: string | undefined;
  desde?: string | undefined;
  hasta?: string | undefined;
  orden?: string | undefined;
  buscar?: string | undefined;
  /** A list's own filters, read by its `filtros`. */
  [filtro: string]: unknown;
};

// lower() leaves accented capitals as they are under the C collation (the embedded database's), so the letters
// Spanish uses are folded by hand, the same on both engines: 'Peña', 'PEÑA' and 'pena' all read 'pena'.
const CON_ACENTO = 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇáàäâéèëêíìïîóòöôúùüûñç';
const SIN_ACENTO = 'aaaaeeeeiiiioooouuuuncaaaaeeeeiiiioooouuuunc';
// Written into the statement as literals (they are this file's constants), not sent as parameters: with bound
// parameters a prepared statement's plan would refold them for every row. translate() compares each letter with
// every accented one, which made it most of a searched list's cost; a text of plain ASCII letters (one byte per
// letter, known without reading it) only needs lower().
export const plegado = (
  valor: AnyColumn | SQL,
) => sql`case when octet_length(${valor}) = length(${valor}) then lower(${valor})
  else translate(lower(${valor}), ${sql.raw(`'${CON_ACENTO}'`)}, ${sql.raw(`'${SIN_ACENTO}'`)}) end`;

/** A search over something other than the row's own text: given how one text matches, the row's condition. */
type Buscador = (coincide: (texto: AnyColumn) => SQL) => SQL;

/**
 * The text of a small table the rows point to (a product's name, a user's name): searched there once, then matched
 * by id, so folding accents costs one pass over the product list, not one per sale.
 */
export const textoDe =
  (columna: AnyColumn, clave: AnyColumn, ...textos: AnyColumn[]): Buscador =>
  (coincide) =>
    sql`${columna} in (select ${clave} from ${clave.table} where ${or(...textos.map(coincide))})`;

/** The conditions of the machine, the active or deleted view, `fecha`, `desde`, `hasta` and `buscar`. */
export function filtrosDeLista(def: DefLista, p: ParamsLista, tz: string): SQL[] {
  const filtros: SQL[] = [];
  if (def.maquina && p.id_maquina !== undefined) filtros.push(eq(def.maquina, p.id_maquina));
  if (def.eliminacion) filtros.push(p.eliminados ? isNotNull(def.eliminacion) : isNull(def.eliminacion));
  if (def.fecha) {
    if (p.fecha) filtros.push(...delDia(def.fecha, p.fecha, tz));
    filtros.push(...entreDias(def.fecha, p.desde, p.hasta, tz));
  }
  for (const f of def.filtros?.(p) ?? []) if (f) filtros.push(f);
  if (p.buscar) {
    // The text is looked for as typed: % and _ are letters here, not wildcards. A scalar subquery, so the pattern is
    // folded once per statement (an init plan), not once per row.
    const patron = sql`(select '%' || ${plegado(sql`${p.buscar.replace(/[\\%_]/g, '\\$&')}::text`)} || '%')`;
    const coincide = (c: AnyColumn | SQL) => sql`${plegado(c)} like ${patron}`;
    const alguna = or(...def.texto.map((c) => (typeof c === 'function' ? c(coincide) : coincide(c))));
    if (alguna) filtros.push(alguna);
  }
  return filtros;
}

/** The order asked for, or the list's own: a field of `orden` and its direction. */
function ordenElegido(def: DefLista, orden: string | undefined) {
  for (const o of [orden, def.porOmision]) {
    const descendente = o?.startsWith('-') ?? false;
    const campo = o && (descendente ? o.slice(1) : o);
    if (campo && def.orden[campo]) return { campo, columna: def.orden[campo], descendente };
  }
  throw new Error(`La lista no ordena por ${def.porOmision}`);
}

/** `orden` ('monto', '-monto') then the key in the same direction; without it, the list's own order. */
export function ordenDeLista(def: DefLista, orden: string | undefined): SQL[] {
  const { columna, descendente } = ordenElegido(def, orden);
  const sentido = descendente ? desc : asc;
  return [sentido(columna), sentido(def.orden[def.clave] as AnyColumn)];
}

/**
 * The select list of the count and the sums over `lista`, the list's own query as a subquery, so they cover
 * exactly its rows (the sums only those `sumable` admits; exact in SQL; a JSON number once summed).
 */
export function cuentaYSumas(def: DefLista, lista: object): Record<string, SQL<number>> {
  const campos = lista as Record<string, AnyColumn>;
  const solo = def.sumable ? sql` filter (where ${def.sumable})` : sql``;
  return {
    n: count(),
    ...Object.fromEntries(
      def.sumas.map((campo) => [campo, sql`coalesce(sum(${campos[campo]})${solo}, 0)`.mapWith(Number)]),
    ),
  };
}

/**
 * One list: `consulta` is its query (Drizzle's dynamic select) restricted by `donde`, the list's filters. Without
 * `pagina`, the whole list in order; with it, one page, and the count and sums of everything that matches, over the
 * same query as a subquery. Both go out at once.
 */
export async function consultarLista<Q extends PgSelect>(
  db: DbOrTx,
  def: DefLista,
  p: ParamsLista,
  tz: string,
  consulta: (donde: SQL | undefined) => Q,
): Promise<{ filas: Awaited<Q>; total?: number; totales?: Record<string, number> }> {
  const donde = and(...filtrosDeLista(def, p, tz));
  const ordenada = consulta(donde).orderBy(...ordenDeLista(def, p.orden));
  const pagina = paginaDe(p);
  if (!pagina) return { filas: await ordenada };
  const [filas, { n, totales }] = await Promise.all([
    preparada(ordenada.limit(pagina.limit).offset(pagina.offset)),
    sumar(db, def, donde, consulta),
  ]);
  return { filas: filas as Awaited<Q>, total: n, ...(Object.keys(totales).length ? { totales } : {}) };
}

/**
 * A list's `listar(db, params, tz)`, typed by its own query's rows. The query may take the parameters when they
 * change its shape (the users of one machine go through their links; every user, without them).
 */
export const listaDe =
  <Q extends PgSelect>(
    def: DefLista,
    consulta: (db: DbOrTx, p: ParamsLista) => (donde: SQL | undefined) => Q,
  ) =>
  (db: DbOrTx, p: ParamsLista, tz: string) =>
    consultarLista(db, def, p, tz, consulta(db, p));

/** The count and the sums of the whole filtered list (an export's totals row). */
export const totalesDeLista = <Q extends PgSelect>(
  db: DbOrTx,
  def: DefLista,
  p: ParamsLista,
  tz: string,
  consulta: (donde: SQL | undefined) => Q,
) => sumar(db, def, and(...filtrosDeLista(def, p, tz)), consulta);

/**
 * Runs `q` as a named prepared statement, named after its SQL text. Every value is a bound parameter, so one list
 * shape (its filters, its order) is one text: PostgreSQL parses it once per connection and, once it has seen a few
 * runs, keeps its plan, instead of planning the joins and the search anew on every page (planning cost more than
 * running the page). The embedded database ignores the name.
 */
export function preparada<Q extends PgSelect>(q: Q): Promise<Awaited<Q>> {
  return q.prepare(nombreDeSentencia('lista', q.toSQL().sql)).execute() as Promise<Awaited<Q>>;
}

/** A prepared statement's name, from its text: one shape, one name (and one plan per connection). */
const nombreDeSentencia = (prefijo: string, texto: string) =>
  `${prefijo}_${createHash('sha1').update(texto).digest('base64url').slice(0, 22)}`;

const dialecto = new PgDialect();

/**
 * Raw SQL (a report's aggregates over unions the query builder does not express) run as a named prepared
 * statement, as `preparada` runs a list: parsed and planned once per connection, where planning cost as much as
 * running. Its rows as the driver gives them.
 */
export async function filasPreparadas<T>(db: DbOrTx, q: SQL): Promise<T[]> {
  const consulta = dialecto.sqlToQuery(q);
  const r = await db._.session
    .prepareQuery(consulta, undefined, nombreDeSentencia('sql', consulta.sql), false)
    .execute();
  return (r as { rows: T[] }).rows;
}

async function sumar(
  db: DbOrTx,
  def: DefLista,
  donde: SQL | undefined,
  consulta: (donde: SQL | undefined) => PgSelect,
) {
  // Without `tabla`, over the list's own query as a subquery (beyond Drizzle's types; its fields are the list's).
  const de = def.tabla ?? (consulta(donde).as('lista') as unknown as Subquery);
  const [sumas] = await preparada(
    db
      .select(cuentaYSumas(def, de))
      .from(de as Subquery)
      .where(def.tabla ? donde : undefined)
      .$dynamic(),
  );
  const { n = 0, ...totales } = sumas ?? {};
  return { n, totales };
}

/**
 * Every row of a list in its order, a batch at a time, for exports of any size: each batch starts after the last
 * row of the one before (keyset), so it costs the same at row 1,000,000 as at row 1, and memory holds one batch.
 * 500 rows, not 2,000: a batch lives through several young-generation collections while it is written, so its rows
 * reach the old generation, which V8 lets grow to about three times the live heap before it collects it. Exporting
 * the busy machine's million sales grew the server's RSS by 148 MiB in .xlsx and 72 in CSV with batches of 2,000,
 * by 70 and 35 with batches of 500 (live heap 43 MB after each full collection either way: no leak).
 */
export async function* recorrerLista<Q extends PgSelect>(
  def: DefLista,
  p: ParamsLista,
  tz: string,
  consulta: (donde: SQL | undefined) => Q,
  lote = 500,
): AsyncGenerator<Awaited<Q>> {
  const filtros = filtrosDeLista(def, p, tz);
  const { columna, descendente } = ordenElegido(def, p.orden);
  const clave = def.orden[def.clave] as AnyColumn;
  let ultima: unknown;
  for (;;) {
    // The last row's sort value is read back in SQL, not sent from JavaScript: a timestamp holds microseconds a
    // JavaScript date would round away, and the next batch would repeat or skip rows.
    const despues =
      ultima === undefined
        ? undefined
        : sql`(${columna}, ${clave}) ${sql.raw(descendente ? '<' : '>')} ((select ${columna} from ${columna.table} where ${clave} = ${ultima}), ${ultima})`;
    const filas = (await consulta(and(...filtros, despues))
      .orderBy(...ordenDeLista(def, p.orden))
      .limit(lote)) as Awaited<Q>;
    if (filas.length > 0) yield filas;
    if (filas.length < lote) return;
    ultima = (filas[filas.length - 1] as Record<string, unknown>)[def.clave];
  }
}
