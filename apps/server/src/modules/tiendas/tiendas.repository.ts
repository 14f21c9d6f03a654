// Queries of stores and their addresses.
import type { ORDEN_DOMICILIOS } from '@aguavend/contract/domicilios';
import type { ORDEN_TIENDAS } from '@aguavend/contract/tiendas';
import { type AnyColumn, and, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, listaDe, plegado } from '../../db/listas.ts';
import { domicilios, tiendas } from '../../db/schema/index.ts';
import type { AlcanceTiendas } from '../../plugins/auth.ts';
import { tiendaVisible } from './alcance.ts';

const visiblePara = (alcance: AlcanceTiendas) => tiendaVisible(alcance, tiendas.id_tienda);

/**
 * The stores lists (active or deleted): every store (or those visible to `visible_para`), newest first; search in its
 * names and RFC, filtered by the day it was registered.
 */
export const LISTA_TIENDAS: DefLista = {
  eliminacion: tiendas.fecha_eliminacion,
  fecha: tiendas.fecha_creacion,
  filtros: (p) => [visiblePara(p.visible_para as AlcanceTiendas)],
  texto: [tiendas.nombre_comercial, tiendas.razon_social, tiendas.rfc],
  orden: {
    fecha_creacion: tiendas.fecha_creacion,
    id_tienda: tiendas.id_tienda,
    nombre_comercial: tiendas.nombre_comercial,
    rfc: tiendas.rfc,
    tipo_persona: tiendas.tipo_persona,
  } satisfies Record<(typeof ORDEN_TIENDAS)[number], AnyColumn>,
  porOmision: '-fecha_creacion',
  clave: 'id_tienda',
  sumas: [],
};
export const consultaTiendas = (db: DbOrTx) => (donde: SQL | undefined) =>
  db.select().from(tiendas).where(donde).$dynamic();
export const listarTiendas = listaDe(LISTA_TIENDAS, consultaTiendas);

type TiendaDatos = {
  nombre_comercial: string;
  razon_social: string | null;
  rfc: string;
  tipo_persona: 'FISICA' | 'MORAL';
};

export async function crearTienda(db: DbOrTx, datos: TiendaDatos & { id_usuario: number }) {
  const [fila] = await db.insert(tiendas).values(datos).returning();
  return fila;
}

export async function editarTienda(db: DbOrTx, id_tienda: number, datos: TiendaDatos) {
  const [fila] = await db.update(tiendas).set(datos).where(eq(tiendas.id_tienda, id_tienda)).returning();
  return fila;
}

/** Soft delete (eliminada = true) or restore; deleting twice keeps the first date. */
export async function marcarTiendaEliminada(db: DbOrTx, id_tienda: number, eliminada: boolean) {
  const [fila] = await db
    .update(tiendas)
    .set({ fecha_eliminacion: eliminada ? sql`coalesce(${tiendas.fecha_eliminacion}, now())` : null })
    .where(eq(tiendas.id_tienda, id_tienda))
    .returning();
  return fila;
}

/**
 * Another store (active or deleted, any user's) with this RFC, or, when `razon_social` is given, with this razón
 * social read without regard to case or accents. Its name, for the refusal; undefined when there is none.
 */
export async function tiendaDuplicada(
  db: DbOrTx,
  busca: { rfc: string } | { razon_social: string },
  excepto?: number,
) {
  const igual =
    'rfc' in busca
      ? eq(tiendas.rfc, busca.rfc)
      : sql`${plegado(tiendas.razon_social)} = ${plegado(sql`${busca.razon_social}::text`)}`;
  const [fila] = await db
    .select({ id_tienda: tiendas.id_tienda })
    .from(tiendas)
    .where(and(igual, excepto === undefined ? undefined : ne(tiendas.id_tienda, excepto)))
    .limit(1);
  return fila;
}

/**
 * The store, or undefined when there is no such store or `visible_para` may not see it; `activa` also leaves out a
 * deleted one.
 */
export async function buscarTienda(
  db: DbOrTx,
  id_tienda: number,
  visible_para: AlcanceTiendas,
  { activa = false } = {},
) {
  const [fila] = await db
    .select()
    .from(tiendas)
    .where(
      and(
        eq(tiendas.id_tienda, id_tienda),
        visiblePara(visible_para),
        activa ? sql`${tiendas.fecha_eliminacion} is null` : undefined,
      ),
    );
  return fila;
}

/**
 * One store's addresses (active or deleted), newest first; search in the street, its numbers, colonia, código postal,
 * municipio, estado, cross streets and references.
 */
export const LISTA_DOMICILIOS: DefLista = {
  eliminacion: domicilios.fecha_eliminacion,
  fecha: domicilios.fecha_creacion,
  filtros: (p) => [eq(domicilios.id_tienda, p.id_tienda as number)],
  texto: [
    domicilios.calle,
    domicilios.numero_ext,
    domicilios.numero_int,
    domicilios.colonia,
    domicilios.codigo_postal,
    domicilios.municipio,
    domicilios.estado,
    domicilios.primer_cruzamiento,
    domicilios.segundo_cruzamiento,
    domicilios.referencias,
  ],
  orden: {
    fecha_creacion: domicilios.fecha_creacion,
    id_domicilio: domicilios.id_domicilio,
    es_sucursal: domicilios.es_sucursal,
    calle: domicilios.calle,
    primer_cruzamiento: domicilios.primer_cruzamiento,
  } satisfies Record<(typeof ORDEN_DOMICILIOS)[number], AnyColumn>,
  porOmision: '-fecha_creacion',
  clave: 'id_domicilio',
  sumas: [],
};
// The store's name rides along for the export's 'Tienda' column; the answer's schema leaves it out of the API.
export const consultaDomicilios = (db: DbOrTx) => (donde: SQL | undefined) =>
  db
    .select({ ...getTableColumns(domicilios), tienda: tiendas.nombre_comercial })
    .from(domicilios)
    .innerJoin(tiendas, eq(tiendas.id_tienda, domicilios.id_tienda))
    .where(donde)
    .$dynamic();
export const listarDomicilios = listaDe(LISTA_DOMICILIOS, consultaDomicilios);

type DomicilioDatos = {
  id_tienda: number;
  es_sucursal: 'SI' | 'NO';
  calle: string;
  numero_ext: string;
  numero_int: string | null;
  colonia: string | null;
  codigo_postal: string | null;
  municipio: string | null;
  estado: string | null;
  primer_cruzamiento: string;
  segundo_cruzamiento: string | null;
  referencias: string | null;
  latitud: number | null;
  longitud: number | null;
};

export async function crearDomicilio(db: DbOrTx, datos: DomicilioDatos) {
  const [fila] = await db.insert(domicilios).values(datos).returning();
  return fila;
}

export async function editarDomicilio(db: DbOrTx, id_domicilio: number, datos: DomicilioDatos) {
  const [fila] = await db
    .update(domicilios)
    .set(datos)
    .where(eq(domicilios.id_domicilio, id_domicilio))
    .returning();
  return fila;
}

/** Soft delete (eliminado = true) or restore; deleting twice keeps the first date. */
export async function marcarDomicilioEliminado(db: DbOrTx, id_domicilio: number, eliminado: boolean) {
  const [fila] = await db
    .update(domicilios)
    .set({ fecha_eliminacion: eliminado ? sql`coalesce(${domicilios.fecha_eliminacion}, now())` : null })
    .where(eq(domicilios.id_domicilio, id_domicilio))
    .returning();
  return fila;
}

/** The address, or undefined when there is none or its store is not one `visible_para` may see. */
export async function buscarDomicilio(db: DbOrTx, id_domicilio: number, visible_para: AlcanceTiendas) {
  const [fila] = await db
    .select(getTableColumns(domicilios))
    .from(domicilios)
    .innerJoin(tiendas, eq(tiendas.id_tienda, domicilios.id_tienda))
    .where(and(eq(domicilios.id_domicilio, id_domicilio), visiblePara(visible_para)));
  return fila;
}

/**
 * Store writes that check for duplicates wait for one another (a transaction-scoped lock), so two stores with one RFC
 * sent at the same instant cannot both pass the check. A unique index cannot hold the rule: generic RFCs repeat, and
 * databases from before it may already hold duplicates.
 */
export async function bloquearTiendas(db: DbOrTx) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('tiendas'))`);
}
