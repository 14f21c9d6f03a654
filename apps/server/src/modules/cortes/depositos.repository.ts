// Queries of depósitos: the bank deposits that carry the cash of cortes, and the cash a collector still holds.
import type { ORDEN_DEPOSITOS } from '@aguavend/contract/cortes';
import { type AnyColumn, and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, filasPreparadas, listaDe, textoDe } from '../../db/listas.ts';
import { cortes, depositos, usuarios } from '../../db/schema/index.ts';
import { nombreDe } from './cortes.repository.ts';

const conNombres = (db: DbOrTx) =>
  db
    .select({
      id_deposito: depositos.id_deposito,
      fecha: depositos.fecha,
      monto: depositos.monto,
      referencia: depositos.referencia,
      id_colector: depositos.id_colector,
      colector: nombreDe(usuarios),
      // The cortes it covers and their counted cash, read from cortes_deposito_idx.
      cortes: sql<number[]>`coalesce((select json_agg(c.id_corte order by c.id_corte) from cortes c
        where c.id_deposito = ${depositos.id_deposito}), '[]'::json)`,
      contado: sql<number>`coalesce((select sum(c.contado) from cortes c
        where c.id_deposito = ${depositos.id_deposito}), 0)`.mapWith(Number),
      pagado_tiendas:
        sql<number>`coalesce((select sum(p.monto) from cortes c join pagos_tienda p on p.id_corte = c.id_corte
        where c.id_deposito = ${depositos.id_deposito}), 0)`.mapWith(Number),
      notas: depositos.notas,
      fecha_eliminacion: depositos.fecha_eliminacion,
    })
    .from(depositos)
    .innerJoin(usuarios, eq(usuarios.id_usuario, depositos.id_colector));

/** A day column between `desde` and `hasta` (or on `fecha`): a deposit's date is a bank day, not an instant. */
const enDias = (p: Record<string, unknown>) => {
  const desde = (p.fecha ?? p.desde) as string | undefined;
  const hasta = (p.fecha ?? p.hasta) as string | undefined;
  return [
    desde ? sql`${depositos.fecha} >= ${desde}::date` : undefined,
    hasta ? sql`${depositos.fecha} <= ${hasta}::date` : undefined,
  ];
};

/** The deposits list: by date, search in reference, notes and collector; a non-ADMIN caller sees their own. */
export const LISTA: DefLista = {
  eliminacion: depositos.fecha_eliminacion,
  filtros: (p) => [
    typeof p.id_colector === 'number' ? eq(depositos.id_colector, p.id_colector) : undefined,
    typeof p.propios === 'number' ? eq(depositos.id_colector, p.propios) : undefined,
    ...enDias(p),
  ],
  texto: [
    depositos.referencia,
    depositos.notas,
    textoDe(
      depositos.id_colector,
      usuarios.id_usuario,
      usuarios.username,
      usuarios.nombre,
      usuarios.ap_paterno,
    ),
  ],
  orden: {
    fecha: depositos.fecha,
    id_deposito: depositos.id_deposito,
    monto: depositos.monto,
  } satisfies Record<(typeof ORDEN_DEPOSITOS)[number], AnyColumn>,
  porOmision: '-fecha',
  clave: 'id_deposito',
  sumas: ['monto'],
  tabla: depositos,
};

export const consultaLista = (db: DbOrTx) => (donde: SQL | undefined) =>
  conNombres(db).where(donde).$dynamic();
export const listar = listaDe(LISTA, consultaLista);

export async function buscar(db: DbOrTx, id_deposito: number) {
  const [f] = await conNombres(db).where(eq(depositos.id_deposito, id_deposito));
  return f;
}

export async function bloquear(db: DbOrTx, id_deposito: number) {
  const [f] = await db.select().from(depositos).where(eq(depositos.id_deposito, id_deposito)).for('update');
  return f;
}

export async function crear(
  db: DbOrTx,
  d: {
    fecha: string;
    monto: number;
    referencia: string;
    id_colector: number;
    id_usuario: number;
    notas: string | null;
  },
) {
  const [f] = await db.insert(depositos).values(d).returning({ id_deposito: depositos.id_deposito });
  if (!f) throw new Error('insert sin fila');
  return f.id_deposito;
}

/**
 * Links the cortes to the deposit in one statement, only those that may go in it: the collector's, active, without
 * a deposit, on a machine the caller sees. The ids it linked; fewer than asked means some could not.
 */
export async function vincular(
  db: DbOrTx,
  id_deposito: number,
  ids: number[],
  id_colector: number,
  visibles: number[] | undefined,
) {
  const filas = await db
    .update(cortes)
    .set({ id_deposito })
    .where(
      and(
        inArray(cortes.id_corte, ids),
        isNull(cortes.id_deposito),
        isNull(cortes.fecha_eliminacion),
        ne(cortes.estado, 'RECHAZADO'),
        eq(cortes.id_colector, id_colector),
        visibles ? inArray(cortes.id_maquina, visibles) : undefined,
      ),
    )
    .returning({ id_corte: cortes.id_corte });
  return filas.length;
}

/** Soft delete; its cortes go back to the collector's cash in hand. */
export async function eliminar(db: DbOrTx, id_deposito: number) {
  await db.update(cortes).set({ id_deposito: null }).where(eq(cortes.id_deposito, id_deposito));
  await db
    .update(depositos)
    .set({ fecha_eliminacion: sql`now()` })
    .where(eq(depositos.id_deposito, id_deposito));
}

/**
 * Efectivo en mano per collector, in one statement: the active cortes not yet deposited (how many, and their counted
 * cash less what was paid to stores from it, `en_mano`), the counted cash of all their active cortes, what was paid
 * to stores from those boxes (decision 040) and the sum of their active deposits.
 */
export async function efectivoEnMano(db: DbOrTx, soloDe: number | undefined) {
  const filas = await filasPreparadas<Record<string, string | number>>(
    db,
    sql`select u.id_usuario as id_colector, concat_ws(' ', u.nombre, u.ap_paterno) as colector,
          coalesce(c.cortes, 0)::int as cortes, coalesce(c.contado, 0) as contado,
          coalesce(c.pagado, 0) as pagado_tiendas,
          coalesce(d.depositado, 0) as depositado, coalesce(c.en_mano, 0) as en_mano
        from usuarios u
        left join (
          select id_colector, count(*) filter (where id_deposito is null) as cortes, sum(contado) as contado,
                 sum(pagado) as pagado,
                 coalesce(sum(contado - pagado) filter (where id_deposito is null), 0) as en_mano
          from (select co.id_colector, co.id_deposito, co.contado,
                       coalesce((select sum(p.monto) from pagos_tienda p where p.id_corte = co.id_corte), 0) as pagado
                from cortes co where co.fecha_eliminacion is null and co.estado <> 'RECHAZADO') k
          group by id_colector) c on c.id_colector = u.id_usuario
        left join (
          select id_colector, sum(monto) as depositado from depositos where fecha_eliminacion is null
          group by id_colector) d on d.id_colector = u.id_usuario
        where (c.id_colector is not null or d.id_colector is not null)
          ${soloDe !== undefined ? sql`and u.id_usuario = ${soloDe}` : sql``}
        order by en_mano desc, colector, u.id_usuario`,
  );
  return filas.map((f) => ({
    id_colector: Number(f.id_colector),
    colector: String(f.colector),
    cortes: Number(f.cortes),
    contado: Number(f.contado),
    pagado_tiendas: Number(f.pagado_tiendas),
    depositado: Number(f.depositado),
    en_mano: Number(f.en_mano),
  }));
}
