// Queries of a machine's expenses (egresos), with soft delete.
import type { ORDEN_EGRESOS } from '@aguavend/contract/egresos';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, listaDe, textoDe } from '../../db/listas.ts';
import { categoriasTransaccion, egresos, maquinas } from '../../db/schema/index.ts';

const fila = {
  id_egreso: egresos.id_egreso,
  id_maquina: egresos.id_maquina,
  maquina: maquinas.nombre,
  id_categoria_transaccion: egresos.id_categoria_transaccion,
  categoria: categoriasTransaccion.tipo,
  descripcion: egresos.descripcion,
  monto: egresos.monto,
  fecha_transaccion: egresos.fecha_transaccion,
  fecha_eliminacion: egresos.fecha_eliminacion,
};

const conNombres = (db: DbOrTx) =>
  db
    .select(fila)
    .from(egresos)
    .innerJoin(maquinas, eq(maquinas.id_maquina, egresos.id_maquina))
    .innerJoin(
      categoriasTransaccion,
      eq(categoriasTransaccion.id_categoria_transaccion, egresos.id_categoria_transaccion),
    );

/** The expenses lists: by date, search in description and category, sum of money. */
export const LISTA: DefLista = {
  maquina: egresos.id_maquina,
  eliminacion: egresos.fecha_eliminacion,
  fecha: egresos.fecha_transaccion,
  texto: [
    egresos.descripcion,
    textoDe(
      egresos.id_categoria_transaccion,
      categoriasTransaccion.id_categoria_transaccion,
      categoriasTransaccion.tipo,
    ),
  ],
  orden: {
    fecha_transaccion: egresos.fecha_transaccion,
    id_egreso: egresos.id_egreso,
    monto: egresos.monto,
  } satisfies Record<(typeof ORDEN_EGRESOS)[number], AnyColumn>,
  porOmision: '-fecha_transaccion',
  clave: 'id_egreso',
  sumas: ['monto'],
  tabla: egresos,
};

/** The list's query restricted by its filters; lists, exports and totals all start here. */
export const consultaLista = (db: DbOrTx) => (donde: SQL | undefined) =>
  conNombres(db).where(donde).$dynamic();
export const listar = listaDe(LISTA, consultaLista);

export async function buscar(db: DbOrTx, id_egreso: number) {
  const [f] = await conNombres(db).where(eq(egresos.id_egreso, id_egreso));
  return f;
}

type EgresoDatos = {
  id_categoria_transaccion: number;
  descripcion: string;
  monto: number;
  fecha_transaccion: Date;
};

export async function crear(db: DbOrTx, datos: EgresoDatos & { id_maquina: number; id_usuario: number }) {
  const [f] = await db.insert(egresos).values(datos).returning({ id: egresos.id_egreso });
  return f ? buscar(db, f.id) : undefined;
}

export async function editar(db: DbOrTx, id_egreso: number, datos: EgresoDatos) {
  const [f] = await db
    .update(egresos)
    .set(datos)
    .where(eq(egresos.id_egreso, id_egreso))
    .returning({ id: egresos.id_egreso });
  return f ? buscar(db, f.id) : undefined;
}

/** Soft delete (eliminado = true) or restore; deleting twice keeps the first date. */
export async function marcarEliminado(db: DbOrTx, id_egreso: number, eliminado: boolean) {
  const [f] = await db
    .update(egresos)
    .set({ fecha_eliminacion: eliminado ? sql`coalesce(${egresos.fecha_eliminacion}, now())` : null })
    .where(eq(egresos.id_egreso, id_egreso))
    .returning({ id: egresos.id_egreso });
  return f ? buscar(db, f.id) : undefined;
}
