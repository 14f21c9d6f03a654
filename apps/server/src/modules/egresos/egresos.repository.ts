// Queries of a machine's expenses (egresos), with soft delete.
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categoriasTransaccion, egresos, maquinas } from '../../db/schema/index.ts';
import { delDia, paginaDe } from '../../lib/consultas.ts';

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

type EgresosFiltro = {
  id_maquina: number;
  eliminados: boolean;
  pagina?: number | undefined;
  por_pagina?: number | undefined;
  fecha?: string | undefined;
};

export async function listar(db: DbOrTx, f: EgresosFiltro, tz: string) {
  const condiciones: SQL[] = [
    eq(egresos.id_maquina, f.id_maquina),
    f.eliminados ? isNotNull(egresos.fecha_eliminacion) : isNull(egresos.fecha_eliminacion),
  ];
  if (f.fecha) condiciones.push(...delDia(egresos.fecha_transaccion, f.fecha, tz));
  const donde = and(...condiciones);
  const consulta = conNombres(db)
    .where(donde)
    .orderBy(desc(egresos.fecha_transaccion), desc(egresos.id_egreso));
  const pagina = paginaDe(f);
  if (!pagina) return { filas: await consulta, total: undefined };
  const [filas, [total]] = await Promise.all([
    consulta.limit(pagina.limit).offset(pagina.offset),
    db.select({ n: count() }).from(egresos).where(donde),
  ]);
  return { filas, total: total?.n ?? 0 };
}

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
