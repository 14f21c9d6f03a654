// Queries of stores and their addresses.
import type { DomicilioNuevo, ORDEN_DOMICILIOS } from '@aguavend/contract/domicilios';
import type { ORDEN_TIENDAS } from '@aguavend/contract/tiendas';
import { type AnyColumn, and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, listaDe } from '../../db/listas.ts';
import { domicilios, tiendas } from '../../db/schema/index.ts';

/**
 * The stores a non-ADMIN user may see (contract §7–8): those they registered, even before a machine stands there.
 * The stores where their machines stand join this rule when machines are placed in stores (issue 18).
 */
const visiblePara = (id_usuario: number | undefined) =>
  id_usuario === undefined ? undefined : eq(tiendas.id_usuario, id_usuario);

/**
 * The stores list: every store (or those visible to `visible_para`), newest first; search in its names and RFC,
 * filtered by the day it was registered.
 */
export const LISTA_TIENDAS: DefLista = {
  fecha: tiendas.fecha_creacion,
  filtros: (p) => [visiblePara(p.visible_para as number | undefined)],
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
  id_usuario: number;
};

export async function crearTienda(db: DbOrTx, datos: TiendaDatos) {
  const [fila] = await db.insert(tiendas).values(datos).returning();
  return fila;
}

/** The store's id, or undefined when there is no such store or `visible_para` may not see it. */
export async function buscarTienda(db: DbOrTx, id_tienda: number, visible_para: number | undefined) {
  const [fila] = await db
    .select({ id_tienda: tiendas.id_tienda })
    .from(tiendas)
    .where(and(eq(tiendas.id_tienda, id_tienda), visiblePara(visible_para)));
  return fila;
}

/** One store's addresses, newest first; search in the street, its numbers and cross streets. */
export const LISTA_DOMICILIOS: DefLista = {
  fecha: domicilios.fecha_creacion,
  filtros: (p) => [eq(domicilios.id_tienda, p.id_tienda as number)],
  texto: [
    domicilios.calle,
    domicilios.numero_ext,
    domicilios.numero_int,
    domicilios.primer_cruzamiento,
    domicilios.segundo_cruzamiento,
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

type DomicilioDatos = Omit<DomicilioNuevo, 'segundo_cruzamiento'> & { segundo_cruzamiento: string | null };

export async function crearDomicilio(db: DbOrTx, datos: DomicilioDatos) {
  const [fila] = await db.insert(domicilios).values(datos).returning();
  return fila;
}
