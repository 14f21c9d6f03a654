// Queries of the users administration and of the signed-in user's profile. The hash is read only to verify it.
import { MASCARA_CLAVE } from '@aguavend/contract/common';
import type { Pantalla } from '@aguavend/contract/pantallas';
import type { ORDEN_USUARIOS } from '@aguavend/contract/usuarios';
import { type AnyColumn, and, asc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, listaDe, type ParamsLista } from '../../db/listas.ts';
import { maquinas, roles, usuarioMaquina, usuarios, usuarioTienda } from '../../db/schema/index.ts';

/** The ids of every machine the user works on, smallest first (an empty list for none). */
const maquinasDelUsuario = sql<number[]>`(
  select coalesce(json_agg(um.id_maquina order by um.id_maquina), '[]'::json)
  from ${usuarioMaquina} um where um.id_usuario = ${usuarios.id_usuario})`;

/** The columns of a users-list row; `clave` is added as the mask, never read. */
const columnas = {
  id_usuario: usuarios.id_usuario,
  nombre: usuarios.nombre,
  ap_paterno: usuarios.ap_paterno,
  ap_materno: usuarios.ap_materno,
  username: usuarios.username,
  email: usuarios.email,
  activo: usuarios.activo,
  id_rol: usuarios.id_rol,
  rol: roles.rol,
  fecha_creacion: usuarios.fecha_creacion,
  fecha_eliminacion: usuarios.fecha_eliminacion,
  maquinas: maquinasDelUsuario,
  id_tienda: sql<
    number | null
  >`(select ut.id_tienda from ${usuarioTienda} ut where ut.id_usuario = ${usuarios.id_usuario})`,
};

const conMascara = <T>(fila: T) => ({ ...fila, clave: MASCARA_CLAVE as typeof MASCARA_CLAVE });

/** The users list: every user, or those linked to one machine; sorted, searched and filtered by creation day. */
export const LISTA: DefLista = {
  maquina: usuarioMaquina.id_maquina,
  eliminacion: usuarios.fecha_eliminacion,
  fecha: usuarios.fecha_creacion,
  texto: [
    usuarios.nombre,
    usuarios.ap_paterno,
    usuarios.ap_materno,
    usuarios.username,
    usuarios.email,
    roles.rol,
  ],
  orden: {
    fecha_creacion: usuarios.fecha_creacion,
    id_usuario: usuarios.id_usuario,
    nombre: usuarios.nombre,
    ap_paterno: usuarios.ap_paterno,
    username: usuarios.username,
    email: usuarios.email,
  } satisfies Record<(typeof ORDEN_USUARIOS)[number], AnyColumn>,
  porOmision: '-fecha_creacion',
  clave: 'id_usuario',
  sumas: [],
};

/** With a machine, through its links (each row carries its link's id); without one, one row per user. */
export const consultaLista = (db: DbOrTx, p: ParamsLista) => (donde: SQL | undefined) =>
  p.id_maquina !== undefined
    ? db
        .select({ ...columnas, id_usuario_maquina: sql<number | null>`${usuarioMaquina.id_usuario_maquina}` })
        .from(usuarioMaquina)
        .innerJoin(usuarios, eq(usuarios.id_usuario, usuarioMaquina.id_usuario))
        .innerJoin(roles, eq(roles.id_rol, usuarios.id_rol))
        .where(donde)
        .$dynamic()
    : db
        .select({ ...columnas, id_usuario_maquina: sql<number | null>`null::int` })
        .from(usuarios)
        .innerJoin(roles, eq(roles.id_rol, usuarios.id_rol))
        .where(donde)
        .$dynamic();

const listarSinMascara = listaDe(LISTA, consultaLista);

/** A page (or the whole list) of users, the password shown as the mask. */
export async function listar(db: DbOrTx, p: ParamsLista, tz: string) {
  const r = await listarSinMascara(db, p, tz);
  return { ...r, filas: r.filas.map(conMascara) };
}

/** One user as a list row, outside any machine (`id_usuario_maquina` given by the caller or null). */
export async function filaUsuario(db: DbOrTx, id_usuario: number, id_usuario_maquina: number | null = null) {
  const [fila] = await db
    .select(columnas)
    .from(usuarios)
    .innerJoin(roles, eq(roles.id_rol, usuarios.id_rol))
    .where(eq(usuarios.id_usuario, id_usuario));
  return fila ? { ...conMascara(fila), id_usuario_maquina } : undefined;
}

export async function buscarRol(db: DbOrTx, id_rol: number) {
  const [fila] = await db.select().from(roles).where(eq(roles.id_rol, id_rol));
  return fila;
}

/** The user's id, or undefined when there is no such user. */
export async function buscarUsuario(db: DbOrTx, id_usuario: number) {
  const [fila] = await db
    .select({ id_usuario: usuarios.id_usuario })
    .from(usuarios)
    .where(eq(usuarios.id_usuario, id_usuario));
  return fila;
}

type DatosUsuario = {
  nombre: string;
  ap_paterno: string;
  ap_materno: string | null;
  username: string;
  email: string;
  id_rol: number;
};

export async function insertarUsuario(db: DbOrTx, datos: DatosUsuario & { clave_hash: string }) {
  const [fila] = await db
    .insert(usuarios)
    .values({ ...datos, activo: 1 })
    .returning({ id_usuario: usuarios.id_usuario });
  if (!fila) throw new Error('insert sin fila');
  return fila.id_usuario;
}

/** Changes the given fields; undefined when the user does not exist. */
export async function actualizarUsuario(
  db: DbOrTx,
  id_usuario: number,
  cambios: DatosUsuario & { activo?: number | undefined; clave_hash?: string | undefined },
) {
  const set = Object.fromEntries(Object.entries(cambios).filter(([, v]) => v !== undefined));
  const [fila] = await db
    .update(usuarios)
    .set(set)
    .where(eq(usuarios.id_usuario, id_usuario))
    .returning({ id_usuario: usuarios.id_usuario });
  return fila?.id_usuario;
}

/** Soft delete (true) or restore (false); deleting twice keeps the first date. Undefined when the id is unknown. */
export async function marcarEliminado(db: DbOrTx, id_usuario: number, eliminar: boolean) {
  const [fila] = await db
    .update(usuarios)
    .set({ fecha_eliminacion: eliminar ? sql`coalesce(${usuarios.fecha_eliminacion}, now())` : null })
    .where(eq(usuarios.id_usuario, id_usuario))
    .returning({ id_usuario: usuarios.id_usuario });
  return fila?.id_usuario;
}

const columnasVinculo = {
  id_usuario_maquina: usuarioMaquina.id_usuario_maquina,
  id_usuario: usuarioMaquina.id_usuario,
  id_maquina: usuarioMaquina.id_maquina,
};

export async function vincularMaquina(db: DbOrTx, id_usuario: number, id_maquina: number) {
  const [fila] = await db
    .insert(usuarioMaquina)
    .values({ id_usuario, id_maquina })
    .returning(columnasVinculo);
  if (!fila) throw new Error('insert sin fila');
  return fila;
}

/**
 * Makes `ids` the user's whole set of machines: links missing ones, removes the others (each change goes to the
 * audit log through the table's trigger).
 */
export async function fijarMaquinas(db: DbOrTx, id_usuario: number, ids: number[]) {
  await db
    .delete(usuarioMaquina)
    .where(
      and(
        eq(usuarioMaquina.id_usuario, id_usuario),
        ids.length > 0 ? notInArray(usuarioMaquina.id_maquina, ids) : undefined,
      ),
    );
  if (ids.length > 0) {
    await db
      .insert(usuarioMaquina)
      .values(ids.map((id_maquina) => ({ id_usuario, id_maquina })))
      .onConflictDoNothing();
  }
}

/** The link of a user to a machine, if there is one. */
export async function buscarVinculo(db: DbOrTx, id_usuario: number, id_maquina: number) {
  const [fila] = await db
    .select(columnasVinculo)
    .from(usuarioMaquina)
    .where(and(eq(usuarioMaquina.id_usuario, id_usuario), eq(usuarioMaquina.id_maquina, id_maquina)));
  return fila;
}

export async function desvincularMaquina(db: DbOrTx, id_usuario_maquina: number) {
  const [fila] = await db
    .delete(usuarioMaquina)
    .where(eq(usuarioMaquina.id_usuario_maquina, id_usuario_maquina))
    .returning(columnasVinculo);
  return fila;
}

/** Makes the user a store's own user (replacing any store they had), or, with null, unlinks them. */
export async function fijarTienda(db: DbOrTx, id_usuario: number, id_tienda: number | null) {
  if (id_tienda === null) {
    await db.delete(usuarioTienda).where(eq(usuarioTienda.id_usuario, id_usuario));
    return;
  }
  await db
    .insert(usuarioTienda)
    .values({ id_usuario, id_tienda })
    .onConflictDoUpdate({ target: usuarioTienda.id_usuario, set: { id_tienda, fecha_creacion: sql`now()` } });
}

/** The signed-in user's profile, with the screens their role grants (read by the authentication of this call). */
export async function perfil(
  db: DbOrTx,
  { id_usuario, pantallas }: { id_usuario: number; pantallas: Pantalla[] },
) {
  const [[fila], maquinasDelUsuario] = await Promise.all([
    db
      .select({
        id_usuario: usuarios.id_usuario,
        nombre: usuarios.nombre,
        ap_paterno: usuarios.ap_paterno,
        ap_materno: usuarios.ap_materno,
        username: usuarios.username,
        email: usuarios.email,
        rol: roles.rol,
        id_rol: roles.id_rol,
        fecha_creacion: usuarios.fecha_creacion,
      })
      .from(usuarios)
      .innerJoin(roles, eq(roles.id_rol, usuarios.id_rol))
      .where(eq(usuarios.id_usuario, id_usuario)),
    db
      .select({ id_maquina: maquinas.id_maquina, nombre: maquinas.nombre })
      .from(usuarioMaquina)
      .innerJoin(maquinas, eq(maquinas.id_maquina, usuarioMaquina.id_maquina))
      .where(eq(usuarioMaquina.id_usuario, id_usuario))
      .orderBy(asc(maquinas.nombre), asc(maquinas.id_maquina)),
  ]);
  return fila ? { ...fila, maquinas: maquinasDelUsuario, pantallas } : undefined;
}

export async function hashDe(db: DbOrTx, id_usuario: number) {
  const [fila] = await db
    .select({ clave_hash: usuarios.clave_hash, username: usuarios.username })
    .from(usuarios)
    .where(eq(usuarios.id_usuario, id_usuario));
  return fila;
}

/** Sets a new password; answers the new session version (the trigger moved it, ending older sessions). */
export async function cambiarHash(db: DbOrTx, id_usuario: number, clave_hash: string) {
  const [fila] = await db
    .update(usuarios)
    .set({ clave_hash })
    .where(eq(usuarios.id_usuario, id_usuario))
    .returning({ version_sesion: usuarios.version_sesion });
  if (!fila) throw new Error('usuario sin fila');
  return fila.version_sesion;
}
