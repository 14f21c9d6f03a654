// Queries of where each machine stood (issue 18): its placements at stores' addresses, read with the names the
// screens show, and the writes that place, withdraw and undo. Callers hold the machine's row lock for every write.
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { domicilios, maquinas, tiendas, ubicaciones } from '../../db/schema/index.ts';
import type { AlcanceTiendas } from '../../plugins/auth.ts';
import { tiendaVisible } from '../tiendas/alcance.ts';

/** An address in one line, as lists and statements show it: "calle numero_ext[ int numero_int], colonia, municipio". */
export const lineaDomicilio = sql<string>`concat_ws(', ',
  ${domicilios.calle} || ' ' || ${domicilios.numero_ext} || coalesce(' int ' || nullif(${domicilios.numero_int}, ''), ''),
  nullif(${domicilios.colonia}, ''), nullif(${domicilios.municipio}, ''))`;

const columnas = {
  id_ubicacion: ubicaciones.id_ubicacion,
  id_maquina: ubicaciones.id_maquina,
  maquina: maquinas.nombre,
  id_tienda: ubicaciones.id_tienda,
  tienda: tiendas.nombre_comercial,
  id_domicilio: ubicaciones.id_domicilio,
  domicilio: lineaDomicilio,
  desde: ubicaciones.desde,
  hasta: ubicaciones.hasta,
};

const consulta = (db: DbOrTx, donde: SQL | undefined) =>
  db
    .select(columnas)
    .from(ubicaciones)
    .innerJoin(maquinas, eq(maquinas.id_maquina, ubicaciones.id_maquina))
    .innerJoin(tiendas, eq(tiendas.id_tienda, ubicaciones.id_tienda))
    .innerJoin(domicilios, eq(domicilios.id_domicilio, ubicaciones.id_domicilio))
    .where(donde)
    // Newest first; a machine's placements never share a start day, so the id only breaks ties across machines.
    .orderBy(desc(ubicaciones.desde), desc(ubicaciones.id_ubicacion));

export async function leerUbicacion(db: DbOrTx, id_ubicacion: number) {
  const [fila] = await consulta(db, eq(ubicaciones.id_ubicacion, id_ubicacion));
  return fila;
}

/**
 * A machine's or a store's placements, newest first. `maquinas` (when given) keeps only those machines' rows: a
 * non-ADMIN user listing a store sees where their own machines stood there, not another user's fleet.
 */
export function listarUbicaciones(
  db: DbOrTx,
  p: { id_maquina?: number | undefined; id_tienda?: number | undefined; maquinas?: number[] | undefined },
) {
  return consulta(
    db,
    and(
      p.id_maquina === undefined ? undefined : eq(ubicaciones.id_maquina, p.id_maquina),
      p.id_tienda === undefined ? undefined : eq(ubicaciones.id_tienda, p.id_tienda),
      // Drizzle turns an empty list into `false`: a user without machines sees none.
      p.maquinas === undefined ? undefined : inArray(ubicaciones.id_maquina, p.maquinas),
    ),
  );
}

/**
 * Where each machine stands now (issue 43, 'Colocar máquina'): per machine, its latest placement still in force on
 * the business day `hoy` or later (open, or ending today or after), among `maquinas` (undefined: every machine).
 */
export async function ubicacionesActuales(db: DbOrTx, tz: string, maquinas: number[] | undefined) {
  const filas = await consulta(
    db,
    and(
      sql`(${ubicaciones.hasta} is null or ${ubicaciones.hasta} >= (now() at time zone ${tz})::date)`,
      maquinas === undefined ? undefined : inArray(ubicaciones.id_maquina, maquinas),
    ),
  );
  // Newest first: the first row of each machine is its current placement.
  const vistas = new Set<number>();
  return filas.filter((f) => !vistas.has(f.id_maquina) && vistas.add(f.id_maquina));
}

/**
 * An address a machine may be placed at: not deleted, of an active store the caller may see. Its store's id, or
 * undefined.
 */
export async function domicilioUbicable(db: DbOrTx, id_domicilio: number, alcance: AlcanceTiendas) {
  const [fila] = await db
    .select({ id_domicilio: domicilios.id_domicilio, id_tienda: domicilios.id_tienda })
    .from(domicilios)
    .innerJoin(tiendas, eq(tiendas.id_tienda, domicilios.id_tienda))
    .where(
      and(
        eq(domicilios.id_domicilio, id_domicilio),
        isNull(domicilios.fecha_eliminacion),
        isNull(tiendas.fecha_eliminacion),
        tiendaVisible(alcance, tiendas.id_tienda),
      ),
    );
  return fila;
}

/**
 * Locks the machine's row for the rest of the transaction, so two placements, withdrawals or undos of one machine run
 * one after the other and each sees the other's result. Undefined when there is no such machine.
 */
export async function bloquearMaquina(db: DbOrTx, id_maquina: number) {
  const [fila] = await db
    .select({ id_maquina: maquinas.id_maquina })
    .from(maquinas)
    .where(eq(maquinas.id_maquina, id_maquina))
    .for('update');
  return fila;
}

/** The machine's latest placement (open or not), or undefined when it never stood anywhere. */
export async function ultimaUbicacion(db: DbOrTx, id_maquina: number) {
  const [fila] = await db
    .select()
    .from(ubicaciones)
    .where(eq(ubicaciones.id_maquina, id_maquina))
    .orderBy(desc(ubicaciones.desde), desc(ubicaciones.id_ubicacion))
    .limit(1);
  return fila;
}

/** Ends a placement on `hasta` (its last day), or reopens it with null. */
export async function fijarHasta(db: DbOrTx, id_ubicacion: number, hasta: string | SQL | null) {
  await db.update(ubicaciones).set({ hasta }).where(eq(ubicaciones.id_ubicacion, id_ubicacion));
}

/** The day before `dia` (`YYYY-MM-DD`), worked out by the database so months and leap years need no code here. */
export const diaAnterior = (dia: string) => sql`(${dia}::date - 1)`;

export async function crearUbicacion(
  db: DbOrTx,
  datos: { id_maquina: number; id_tienda: number; id_domicilio: number; desde: string; id_usuario: number },
) {
  const [fila] = await db
    .insert(ubicaciones)
    .values(datos)
    .returning({ id_ubicacion: ubicaciones.id_ubicacion });
  return fila?.id_ubicacion;
}

/** The placement's machine (to check the caller's reach before anything else), or undefined. */
export async function maquinaDeUbicacion(db: DbOrTx, id_ubicacion: number) {
  const [fila] = await db
    .select({ id_maquina: ubicaciones.id_maquina })
    .from(ubicaciones)
    .where(eq(ubicaciones.id_ubicacion, id_ubicacion));
  return fila?.id_maquina;
}

/**
 * After an undo: the placement `id_ubicacion` is open again when it ended the day before the undone one started (the
 * move closed it); one that ended earlier was a withdrawal and stays closed.
 */
export async function reabrirSiContigua(db: DbOrTx, id_ubicacion: number, desde_deshecha: string) {
  await db
    .update(ubicaciones)
    .set({ hasta: null })
    .where(
      and(
        eq(ubicaciones.id_ubicacion, id_ubicacion),
        sql`${ubicaciones.hasta} = ${diaAnterior(desde_deshecha)}`,
      ),
    );
}

export async function eliminarUbicacion(db: DbOrTx, id_ubicacion: number) {
  await db.delete(ubicaciones).where(eq(ubicaciones.id_ubicacion, id_ubicacion));
}
