// Queries of a machine's expenses (egresos), with soft delete.
import type { ORDEN_EGRESOS } from '@aguavend/contract/egresos';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, filasPreparadas, listaDe, preparada, textoDe } from '../../db/listas.ts';
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
  const [f] = await preparada(conNombres(db).where(eq(egresos.id_egreso, id_egreso)).$dynamic());
  return f;
}

type EgresoDatos = {
  id_categoria_transaccion: number;
  descripcion: string;
  monto: number;
  fecha_transaccion: Date;
};

/** Why an expense was not recorded, in the order the rules are checked; or the new expense's id. */
export type Registro = { error: 'maquina' | 'categoria' | 'noEsEgreso' } | { id_egreso: number };

/**
 * Records an expense in one statement, its own transaction (issue 20, as a sale: decision 030): the machine (among
 * `visibles`, when given), the category (held with a share lock against a change of class), that the category is
 * of expenses, then the row. The acting user is set for the audit log's triggers, which run at the statement's end.
 */
export async function registrar(
  db: DbOrTx,
  d: EgresoDatos & { id_maquina: number; id_usuario: number; visibles: number[] | undefined },
): Promise<Registro> {
  const visible = d.visibles ? sql`and id_maquina = any(${`{${d.visibles.join(',')}}`}::int[])` : sql``;
  const rows = await filasPreparadas<{ maquina: boolean; clase: string | null; id: number | null }>(
    db,
    sql`
    with quien as (select set_config('aguavend.id_usuario', ${String(d.id_usuario)}, true)),
    m as (select from maquinas where id_maquina = ${d.id_maquina}::int ${visible}),
    c as (select clase from categorias_transaccion
          where id_categoria_transaccion = ${d.id_categoria_transaccion}::int for share),
    e as (
      insert into egresos (id_maquina, id_categoria_transaccion, descripcion, monto, fecha_transaccion, id_usuario)
      select ${d.id_maquina}::int, ${d.id_categoria_transaccion}::int, ${d.descripcion},
             ${d.monto}::numeric(12, 2), ${d.fecha_transaccion.toISOString()}::timestamptz, ${d.id_usuario}::int
      where exists (select from m) and (select clase from c) = 'EGRESO'
      returning id_egreso)
    select (select count(*) from quien) as quien, exists (select from m) as maquina, (select clase from c) as clase,
           (select id_egreso from e) as id`,
  );
  const r = rows[0];
  if (!r?.maquina) return { error: 'maquina' };
  if (r.clase === null) return { error: 'categoria' };
  if (r.id === null) return { error: 'noEsEgreso' };
  return { id_egreso: Number(r.id) };
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
