// A list export from start to end: the list call with `formato` gets a one-time link; the link's GET writes the whole
// filtered, sorted list as the file (the .xlsx with its filters above and its totals below, the CSV the table alone).
import type { DescargaSchema, FORMATOS_EXPORTACION } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { type ParamsLista, recorrerLista, totalesDeLista } from '../../db/listas.ts';
import { ok, okLista } from '../../lib/http.ts';
import { type Alcance, alcanceActual, alcanceCubre, alcanceDe, usuarioDe } from '../../plugins/auth.ts';
import { buscarMaquina } from '../catalogos/catalogos.repository.ts';
import { type Archivo, csv, diaLeido, filtroDeOrden, slug, xlsx } from './archivos.ts';
import { borrarVencidas, crearDescarga } from './descargas.repository.ts';
import { LISTAS_EXPORTABLES, type NombreLista } from './listas.ts';
import type { ListaCalculada, ListaDeRegistros, ListaExportable } from './tipos.ts';

const l = mensajes.listas;

export type Formato = (typeof FORMATOS_EXPORTACION)[number];
export type ParamsExportacion = ParamsLista & { formato?: Formato | undefined };

function rangoDe(p: ParamsLista): [string, string] | undefined {
  const desde = p.desde ?? p.fecha;
  const hasta = p.hasta ?? p.fecha;
  if (!desde && !hasta) return undefined;
  return [desde ?? '', hasta ?? ''];
}

/** The file's name: 'ventas-maquina-centro-2026-11-01-a-2026-11-15.xlsx'. */
async function nombreArchivo(db: DbOrTx, lista: NombreLista, p: ParamsExportacion, formato: Formato) {
  const def: ListaExportable = LISTAS_EXPORTABLES[lista];
  const partes: string[] = [typeof def.prefijo === 'string' ? def.prefijo : def.prefijo(p)];
  if (p.eliminados) partes.push('eliminados');
  if (p.id_maquina !== undefined) partes.push(slug((await buscarMaquina(db, p.id_maquina))?.nombre ?? ''));
  const rango = rangoDe(p);
  if (rango) partes.push(`${rango[0] || 'inicio'}-a-${rango[1] || 'hoy'}`);
  return `${partes.filter(Boolean).join('-')}.${formato}`;
}

/**
 * The answer of a list call: a page with its count and sums, or the whole list (`listar`, the list's own), or with
 * `formato` the link of its export.
 */
export async function responderLista<F>(
  db: DbOrTx,
  request: FastifyRequest,
  lista: NombreLista,
  { formato, ...p }: ParamsExportacion,
  listar: (p: ParamsLista) => Promise<{ filas: F[]; total?: number; totales?: Record<string, number> }>,
) {
  if (formato) return ok([await enlaceDeDescarga(db, request, lista, { ...p, formato })]);
  return okLista(await listar(p));
}

/** The answer of a list call with `formato`: a link to start within a minute, once, by the same user. */
export async function enlaceDeDescarga(
  db: DbOrTx,
  request: FastifyRequest,
  lista: NombreLista,
  p: ParamsExportacion & { formato: Formato },
): Promise<z.infer<typeof DescargaSchema>> {
  const { formato, ...parametros } = p;
  const usuario = usuarioDe(request);
  await borrarVencidas(db);
  const token = await crearDescarga(db, {
    id_usuario: usuario.id_usuario,
    lista,
    formato,
    // The reach the file was asked with, which its user must still have when the link is taken.
    parametros: { ...parametros, alcance: alcanceDe(usuario) },
  });
  return { url: `/descargas/${token}`, nombre: await nombreArchivo(db, lista, parametros, formato) };
}

/** A list read whole, as the one batch of its file. */
async function* unLote(filas: Promise<Record<string, unknown>[]>) {
  yield await filas;
}

/** A list of records' file: its filters above, its rows a batch at a time, its totals below. */
async function archivoDeRegistros(
  db: DbOrTx,
  def: ListaDeRegistros,
  p: ParamsLista,
  tz: string,
): Promise<Archivo> {
  const consulta: (donde: SQL | undefined) => PgSelect = def.consulta(db, p);
  const { totales } = await totalesDeLista(db, def.def, p, tz, consulta);
  const filtros: [string, string][] = [];
  if (p.id_maquina !== undefined) {
    filtros.push([l.filtroMaquina, (await buscarMaquina(db, p.id_maquina))?.nombre ?? '']);
  }
  if (def.vistas) filtros.push([l.filtroVista, def.vistas[p.eliminados ? 1 : 0]]);
  const rango = rangoDe(p);
  if (def.def.fecha)
    filtros.push([
      l.filtroPeriodo,
      rango
        ? `${rango[0] ? diaLeido(rango[0]) : '…'} – ${rango[1] ? diaLeido(rango[1]) : '…'}`
        : l.todoElPeriodo,
    ]);
  if (p.buscar) filtros.push([l.filtroBusqueda, p.buscar]);
  if (p.orden) filtros.push(filtroDeOrden(def.columnas, p.orden));
  return {
    titulo: def.titulo,
    filtros,
    columnas: def.columnas,
    lotes: def.todas
      ? unLote(def.todas(db, p, tz))
      : (recorrerLista(def.def, p, tz, consulta) as AsyncIterable<Record<string, unknown>[]>),
    totales,
    etiquetaTotales: l.totales,
    tz,
  };
}

/** A report's file: worked out whole, then written as one batch. */
async function archivoCalculado(
  db: DbOrTx,
  def: ListaCalculada,
  p: ParamsLista,
  tz: string,
): Promise<Archivo> {
  const { filas, ...resto } = await def.calcular(db, p, tz);
  return { ...resto, lotes: unLote(Promise.resolve(filas)), etiquetaTotales: l.totales, tz };
}

/**
 * Whether a taken link's user still reaches what they reached when they asked for it: a machine taken from them
 * since (or their ADMIN role) is out of the file, so the link is refused. The reach leaves the parameters here.
 */
export async function alcanceVigente(db: DbOrTx, d: { id_usuario: number; parametros: unknown }) {
  const { alcance, ...parametros } = d.parametros as { alcance?: Alcance };
  const ahora = await alcanceActual(db, d.id_usuario);
  return alcance && ahora && alcanceCubre(ahora, alcance) ? parametros : undefined;
}

/** The file of a taken link, as a stream, with its name and type. */
export async function archivoDeDescarga(
  db: DbOrTx,
  tz: string,
  d: { lista: string; formato: string; parametros: unknown },
) {
  const lista = d.lista as NombreLista;
  const formato = d.formato as Formato;
  const def: ListaExportable = LISTAS_EXPORTABLES[lista];
  const p = d.parametros as ParamsLista;
  const archivo: Archivo =
    'calcular' in def ? await archivoCalculado(db, def, p, tz) : await archivoDeRegistros(db, def, p, tz);
  return {
    nombre: await nombreArchivo(db, lista, p, formato),
    tipo:
      formato === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    cuerpo: formato === 'csv' ? csv(archivo) : xlsx(archivo),
  };
}
