// Queries of roles, modules, URLs and the links between them.
import type { ORDEN_MODULOS, ORDEN_ROLES, ORDEN_URLS } from '@aguavend/contract/rolmod';
import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, listaDe } from '../../db/listas.ts';
import { modulos, moduloUrl, roles, rolModulo, urls } from '../../db/schema/index.ts';

// Roles

/** The roles list: search in the name; newest first, as the original API answers. */
export const LISTA_ROLES: DefLista = {
  texto: [roles.rol],
  orden: {
    id_rol: roles.id_rol,
    rol: roles.rol,
    fecha_creacion: roles.fecha_creacion,
  } satisfies Record<(typeof ORDEN_ROLES)[number], AnyColumn>,
  porOmision: '-fecha_creacion',
  clave: 'id_rol',
  sumas: [],
};
export const consultaRoles = (db: DbOrTx) => (donde: SQL | undefined) =>
  db.select().from(roles).where(donde).$dynamic();
export const listarRoles = listaDe(LISTA_ROLES, consultaRoles);

/** `bloquear` holds the row until the transaction ends, so two replacements of its links take turns. */
export async function buscarRol(db: DbOrTx, id_rol: number, bloquear = false) {
  const consulta = db.select().from(roles).where(eq(roles.id_rol, id_rol));
  const [fila] = await (bloquear ? consulta.for('update') : consulta);
  return fila;
}

export async function crearRol(db: DbOrTx, rol: string) {
  const [fila] = await db.insert(roles).values({ rol }).returning();
  return fila;
}

export async function renombrarRol(db: DbOrTx, id_rol: number, rol: string) {
  const [fila] = await db.update(roles).set({ rol }).where(eq(roles.id_rol, id_rol)).returning();
  return fila;
}

export async function eliminarRol(db: DbOrTx, id_rol: number) {
  const [fila] = await db.delete(roles).where(eq(roles.id_rol, id_rol)).returning();
  return fila;
}

// Modules

/** The modules list: search in the name and the icon; the newest first. */
export const LISTA_MODULOS: DefLista = {
  texto: [modulos.nombre, modulos.icono],
  orden: {
    id_modulo: modulos.id_modulo,
    nombre: modulos.nombre,
  } satisfies Record<(typeof ORDEN_MODULOS)[number], AnyColumn>,
  porOmision: '-id_modulo',
  clave: 'id_modulo',
  sumas: [],
};
export const consultaModulos = (db: DbOrTx) => (donde: SQL | undefined) =>
  db.select().from(modulos).where(donde).$dynamic();
export const listarModulos = listaDe(LISTA_MODULOS, consultaModulos);

export async function crearModulo(db: DbOrTx, datos: { nombre: string; icono: string }) {
  const [fila] = await db.insert(modulos).values(datos).returning();
  return fila;
}

export async function editarModulo(db: DbOrTx, id_modulo: number, datos: { nombre: string; icono?: string }) {
  const [fila] = await db.update(modulos).set(datos).where(eq(modulos.id_modulo, id_modulo)).returning();
  return fila;
}

export async function eliminarModulo(db: DbOrTx, id_modulo: number) {
  const [fila] = await db.delete(modulos).where(eq(modulos.id_modulo, id_modulo)).returning();
  return fila;
}

export async function buscarModulo(db: DbOrTx, id_modulo: number, bloquear = false) {
  const consulta = db.select().from(modulos).where(eq(modulos.id_modulo, id_modulo));
  const [fila] = await (bloquear ? consulta.for('update') : consulta);
  return fila;
}

// URLs

/** The URLs list: search in the route; the newest first. */
export const LISTA_URLS: DefLista = {
  texto: [urls.ruta],
  orden: { id_url: urls.id_url, ruta: urls.ruta } satisfies Record<(typeof ORDEN_URLS)[number], AnyColumn>,
  porOmision: '-id_url',
  clave: 'id_url',
  sumas: [],
};
export const consultaUrls = (db: DbOrTx) => (donde: SQL | undefined) =>
  db.select().from(urls).where(donde).$dynamic();
export const listarUrls = listaDe(LISTA_URLS, consultaUrls);

export async function crearUrl(db: DbOrTx, ruta: string) {
  const [fila] = await db.insert(urls).values({ ruta }).returning();
  return fila;
}

export async function editarUrl(db: DbOrTx, id_url: number, ruta: string) {
  const [fila] = await db.update(urls).set({ ruta }).where(eq(urls.id_url, id_url)).returning();
  return fila;
}

export async function eliminarUrl(db: DbOrTx, id_url: number) {
  const [fila] = await db.delete(urls).where(eq(urls.id_url, id_url)).returning();
  return fila;
}

// Links

export const modulosDeRol = (db: DbOrTx, id_rol: number) =>
  db
    .select({ id_modulo: rolModulo.id_modulo, id_rol: rolModulo.id_rol })
    .from(rolModulo)
    .where(eq(rolModulo.id_rol, id_rol))
    .orderBy(rolModulo.id_modulo);

/** ADMIN is granted everything: its modules are every module, whatever `rol_modulo` holds. */
export const todosLosModulos = (db: DbOrTx, id_rol: number) =>
  db
    .select({ id_modulo: modulos.id_modulo, id_rol: sql<number>`${id_rol}::int` })
    .from(modulos)
    .orderBy(modulos.id_modulo);

export const urlsDeModulo = (db: DbOrTx, id_modulo: number) =>
  db
    .select({ id_modulo: moduloUrl.id_modulo, id_url: moduloUrl.id_url })
    .from(moduloUrl)
    .where(eq(moduloUrl.id_modulo, id_modulo))
    .orderBy(moduloUrl.id_url);

/** Which of these module ids exist, in one query (none for an empty list: drizzle's `inArray([])` is `false`). */
export async function modulosExistentes(db: DbOrTx, ids: number[]) {
  const filas = await db
    .select({ id: modulos.id_modulo })
    .from(modulos)
    .where(inArray(modulos.id_modulo, ids));
  return new Set(filas.map((f) => f.id));
}

/** The URLs among `ids` that exist, each with its path. */
export async function urlsExistentes(db: DbOrTx, ids: number[]) {
  const filas = await db
    .select({ id: urls.id_url, ruta: urls.ruta })
    .from(urls)
    .where(inArray(urls.id_url, ids));
  return new Map(filas.map((f) => [f.id, f.ruta]));
}

/** The role's whole set of modules becomes `ids`; call it inside a transaction. */
export async function reemplazarModulosDeRol(db: DbOrTx, id_rol: number, ids: number[]) {
  await db.delete(rolModulo).where(eq(rolModulo.id_rol, id_rol));
  if (ids.length > 0) await db.insert(rolModulo).values(ids.map((id_modulo) => ({ id_rol, id_modulo })));
  return modulosDeRol(db, id_rol);
}

/** The module's whole set of URLs becomes `ids`; call it inside a transaction. */
export async function reemplazarUrlsDeModulo(db: DbOrTx, id_modulo: number, ids: number[]) {
  await db.delete(moduloUrl).where(eq(moduloUrl.id_modulo, id_modulo));
  if (ids.length > 0) await db.insert(moduloUrl).values(ids.map((id_url) => ({ id_modulo, id_url })));
  return urlsDeModulo(db, id_modulo);
}
