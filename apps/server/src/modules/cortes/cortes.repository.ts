// Queries of cortes de caja: the machine's last corte, the corte's row with the period's sales beside it, the list,
// the summary by collector, machine or month, and the writes. The figures are the trigger's (drizzle/0016); nothing
// here computes money in JavaScript.
import type { EstadoCorte, MotivoDiferencia, ORDEN_CORTES } from '@aguavend/contract/cortes';
import {
  type AnyColumn,
  and,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, filasPreparadas, listaDe, textoDe } from '../../db/listas.ts';
import { cortes, maquinas, usuarios } from '../../db/schema/index.ts';
import { entreDias } from '../../lib/consultas.ts';
import { leerAjustes } from '../ajustes/ajustes.repository.ts';
import { corteActivo } from '../catalogos/catalogos.repository.ts';

/**
 * What was paid to host stores in cash from a corte's box (decision 040), as a correlated sum over
 * pagos_tienda_corte_idx: 0 when nothing. Written with the table's name: in a query of `cortes` alone Drizzle
 * renders a column unqualified, and inside the subquery a bare "id_corte" would be the payment's own.
 */
export const pagadoTiendas = () =>
  sql<number>`coalesce((select sum(p.monto) from pagos_tienda p where p.id_corte = "cortes"."id_corte"), 0)`.mapWith(
    Number,
  );

/** A person as the cortes name them: name and first surname (the comprobante prints it). */
export const nombreDe = (u: typeof usuarios) => sql<string>`concat_ws(' ', ${u.nombre}, ${u.ap_paterno})`;

const conNombres = (db: DbOrTx) =>
  db
    .select({
      id_corte: cortes.id_corte,
      id_maquina: cortes.id_maquina,
      maquina: maquinas.nombre,
      modo_venta: cortes.modo_venta,
      id_colector: cortes.id_colector,
      colector: nombreDe(usuarios),
      id_usuario: cortes.id_usuario,
      fecha: cortes.fecha,
      fecha_anterior: cortes.fecha_anterior,
      lectura_anterior: cortes.lectura_anterior,
      lectura: cortes.lectura,
      lectura_final_anterior: cortes.lectura_final_anterior,
      litros: cortes.litros,
      precio_litro: cortes.precio_litro,
      precio_litro_nuevo: cortes.precio_litro_nuevo,
      esperado: cortes.esperado,
      contado: cortes.contado,
      diferencia: cortes.diferencia,
      tolerancia: cortes.tolerancia,
      fuera_de_tolerancia: cortes.fuera_de_tolerancia,
      efectivo: sql<Record<string, number>>`${cortes.efectivo}`,
      motivo: sql<MotivoDiferencia | null>`${cortes.motivo}`,
      motivo_texto: cortes.motivo_texto,
      notas: cortes.notas,
      estado: cortes.estado,
      motivo_rechazo: cortes.motivo_rechazo,
      motivo_cambio: cortes.motivo_cambio,
      fecha_decision: cortes.fecha_decision,
      // POR_VENTA: the sales of the period and the meter against them, as the trigger wrote them with the corte.
      ventas_monto: cortes.ventas_monto,
      ventas_litros: cortes.ventas_litros,
      diferencia_litros: cortes.diferencia_litros,
      tolerancia_litros: cortes.tolerancia_litros,
      litros_fuera_de_tolerancia: cortes.litros_fuera_de_tolerancia,
      lectura_base: cortes.lectura_base,
      id_venta_maquina: cortes.id_venta_maquina,
      pagado_tiendas: pagadoTiendas(),
      a_depositar: sql<number>`${cortes.contado} - ${pagadoTiendas()}`.mapWith(Number),
      id_deposito: cortes.id_deposito,
      fecha_eliminacion: cortes.fecha_eliminacion,
    })
    .from(cortes)
    .innerJoin(maquinas, eq(maquinas.id_maquina, cortes.id_maquina))
    .innerJoin(usuarios, eq(usuarios.id_usuario, cortes.id_colector));

/** The cortes lists: by date, search in machine, collector and notes, sums of liters and money. */
export const LISTA: DefLista = {
  maquina: cortes.id_maquina,
  eliminacion: cortes.fecha_eliminacion,
  fecha: cortes.fecha,
  filtros: (p) => [
    // A non-ADMIN caller's machines (the route sets `maquinas`; absent, every machine).
    Array.isArray(p.maquinas) ? inArray(cortes.id_maquina, p.maquinas as number[]) : undefined,
    typeof p.id_colector === 'number' ? eq(cortes.id_colector, p.id_colector) : undefined,
    typeof p.estado === 'string' ? eq(cortes.estado, p.estado as EstadoCorte) : undefined,
    // Not yet deposited: what a deposit may still take (active, without a deposit).
    p.sin_deposito === true ? and(isNull(cortes.id_deposito), ne(cortes.estado, 'RECHAZADO')) : undefined,
    p.sin_deposito === false ? isNotNull(cortes.id_deposito) : undefined,
  ],
  texto: [
    cortes.notas,
    textoDe(cortes.id_maquina, maquinas.id_maquina, maquinas.nombre),
    textoDe(cortes.id_colector, usuarios.id_usuario, usuarios.username, usuarios.nombre, usuarios.ap_paterno),
  ],
  orden: {
    fecha: cortes.fecha,
    id_corte: cortes.id_corte,
    diferencia: cortes.diferencia,
    contado: cortes.contado,
    litros: cortes.litros,
  } satisfies Record<(typeof ORDEN_CORTES)[number], AnyColumn>,
  porOmision: '-fecha',
  clave: 'id_corte',
  sumas: ['litros', 'esperado', 'contado', 'diferencia'],
  // A rejected corte is listed (under 'Todos' or its own filter) but its money never counted.
  sumable: ne(cortes.estado, 'RECHAZADO'),
  tabla: cortes,
};

/** The list's query restricted by its filters; lists, exports and totals all start here. */
export const consultaLista = (db: DbOrTx) => (donde: SQL | undefined) =>
  conNombres(db).where(donde).$dynamic();
export const listar = listaDe(LISTA, consultaLista);

export async function buscar(db: DbOrTx, id_corte: number) {
  const [f] = await conNombres(db).where(eq(cortes.id_corte, id_corte));
  return f;
}

/** The corte's own row, locked until the transaction ends, so two changes of one corte queue up. */
export async function bloquear(db: DbOrTx, id_corte: number) {
  const [f] = await db.select().from(cortes).where(eq(cortes.id_corte, id_corte)).for('update');
  return f;
}

/** The corte recorded with this idempotency key, if any. */
export async function porClave(db: DbOrTx, clave: string) {
  const [f] = await db
    .select({ id_corte: cortes.id_corte, id_usuario: cortes.id_usuario, id_maquina: cortes.id_maquina })
    .from(cortes)
    .where(eq(cortes.clave, clave));
  return f;
}

/**
 * Two requests with one key wait for each other here (a lock on the key's hash until the transaction ends), so
 * the second finds the first's corte instead of racing it; the unique index backs it up.
 */
export async function esperarClave(db: DbOrTx, clave: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${clave}))`);
}

/**
 * The machine's last active corte: its date, reading and the price it leaves in force; and whether `fecha` would
 * not come after it (compared in SQL, to the microsecond).
 */
export async function ultimoActivo(db: DbOrTx, id_maquina: number, fecha?: Date) {
  const [f] = await db
    .select({
      id_corte: cortes.id_corte,
      fecha: cortes.fecha,
      lectura: cortes.lectura,
      precio: sql<number>`coalesce(${cortes.precio_litro_nuevo}, ${cortes.precio_litro})`.mapWith(Number),
      no_posterior: sql<boolean>`${fecha?.toISOString() ?? null}::timestamptz <= ${cortes.fecha}`,
    })
    .from(cortes)
    .where(and(eq(cortes.id_maquina, id_maquina), corteActivo))
    .orderBy(desc(cortes.fecha), desc(cortes.id_corte))
    .limit(1);
  return f;
}

/**
 * The sales recorded on a machine since `desde` (its last corte; null: from the beginning) until now, as a POR_VENTA
 * corte would owe them: the same SQL function the corte's trigger reads.
 */
export async function ventasDelPeriodo(db: DbOrTx, id_maquina: number, desde: Date | null) {
  const { rows } = (await db.execute(
    sql`select monto::float8 as monto, litros::float8 as litros
        from cortes_ventas_periodo(${id_maquina}, ${desde?.toISOString() ?? null}::timestamptz, now())`,
  )) as unknown as { rows: { monto: number; litros: number }[] };
  return rows[0];
}

/** Whether an active corte of the machine comes after this one (only the last one may change its period). */
export async function hayPosterior(db: DbOrTx, c: { id_maquina: number; id_corte: number }) {
  const [f] = await db
    .select({ id: cortes.id_corte })
    .from(cortes)
    .where(
      and(
        eq(cortes.id_maquina, c.id_maquina),
        corteActivo,
        ne(cortes.id_corte, c.id_corte),
        or(
          gt(cortes.fecha, sql`(select fecha from cortes where id_corte = ${c.id_corte})`),
          and(
            eq(cortes.fecha, sql`(select fecha from cortes where id_corte = ${c.id_corte})`),
            gt(cortes.id_corte, c.id_corte),
          ),
        ),
      ),
    )
    .limit(1);
  return f !== undefined;
}

/** Whether `fecha` is not after the corte's previous one (its snapshot), to the microsecond, in SQL. */
export async function noPosteriorAlAnterior(db: DbOrTx, id_corte: number, fecha: Date) {
  const { rows } = (await db.execute(
    sql`select coalesce(${fecha.toISOString()}::timestamptz <= fecha_anterior, false) as no
        from cortes where id_corte = ${id_corte}`,
  )) as unknown as { rows: { no: boolean }[] };
  return rows[0]?.no === true;
}

/**
 * The tolerance a corte is judged by, from Ajustes (with contract §8's defaults). The trigger of drizzle/0016 reads
 * the same two settings with the same defaults when it writes a corte's figures.
 */
export async function tolerancias(db: DbOrTx) {
  const a = await leerAjustes(db);
  return { monto: a.corte_tolerancia_monto, porcentaje: a.corte_tolerancia_porcentaje };
}

/** The water-by-liter product (setting id_producto_agua), when it is set and exists. */
export async function productoAgua(db: DbOrTx) {
  const { rows } = (await db.execute(
    sql`select p.id_producto from productos p
        where p.id_producto = (select case when valor ~ '^\\s*[0-9]{1,9}\\s*$' then valor::int end
                               from ajustes where clave = 'id_producto_agua')`,
  )) as unknown as { rows: { id_producto: number }[] };
  return rows[0]?.id_producto;
}

/** The VENTA category (tipo VENTA, clase VENTA) a corte's water sale is recorded under. */
export async function categoriaVenta(db: DbOrTx) {
  const { rows } = (await db.execute(
    sql`select id_categoria_transaccion from categorias_transaccion
        where tipo = 'VENTA' and clase = 'VENTA' for share`,
  )) as unknown as { rows: { id_categoria_transaccion: number }[] };
  return rows[0]?.id_categoria_transaccion;
}

export type CorteDatos = {
  fecha: Date;
  lectura: number;
  lectura_final_anterior: number | null;
  efectivo: Record<string, number>;
  motivo: MotivoDiferencia | null;
  motivo_texto: string | null;
  precio_litro_nuevo: number | null;
  notas: string | null;
};

export async function crear(
  db: DbOrTx,
  d: CorteDatos & {
    clave: string;
    id_maquina: number;
    modo_venta: 'POR_VENTA' | 'POR_CORTE';
    id_colector: number;
    id_usuario: number;
    fecha_anterior: Date | null;
    lectura_anterior: number;
    lectura_base: boolean;
    precio_litro: number;
  },
) {
  const [f] = await db
    .insert(cortes)
    .values(d)
    .returning({ id_corte: cortes.id_corte, litros: cortes.litros, precio_litro: cortes.precio_litro });
  if (!f) throw new Error('insert sin fila');
  return f;
}

export async function editar(
  db: DbOrTx,
  id_corte: number,
  d: CorteDatos & { motivo_cambio?: string | null | undefined },
) {
  const [f] = await db.update(cortes).set(d).where(eq(cortes.id_corte, id_corte)).returning({
    id_corte: cortes.id_corte,
    litros: cortes.litros,
    precio_litro: cortes.precio_litro,
    contado: cortes.contado,
  });
  return f;
}

/** What was paid to stores from the corte's box (decision 040). */
export async function pagadoDe(db: DbOrTx, id_corte: number) {
  const [f] = await db.select({ pagado: pagadoTiendas() }).from(cortes).where(eq(cortes.id_corte, id_corte));
  return f?.pagado ?? 0;
}

/** Sets the corte's own columns that are not its figures (state, decision, sale, deposit, deletion). */
export async function actualizar(
  db: DbOrTx,
  id_corte: number,
  d: Partial<{
    estado: EstadoCorte;
    id_decisor: number;
    fecha_decision: SQL;
    motivo_rechazo: string;
    id_venta_maquina: number | null;
    id_deposito: null;
    fecha_eliminacion: SQL;
  }>,
) {
  await db.update(cortes).set(d).where(eq(cortes.id_corte, id_corte));
}

type Agrupacion = 'colector' | 'maquina' | 'mes';

/**
 * Sobrantes y faltantes by collector, machine or month (in the business zone), over the active cortes of the days
 * [desde, hasta]: one statement. Faltantes are a positive amount (what is missing); diferencia keeps its sign
 * (sobrantes − faltantes). Besides, how many cortes did not reconcile, by pair: cash against the meter (POR_CORTE),
 * cash against the sales and the meter against the sales (POR_VENTA).
 */
export async function resumen(
  db: DbOrTx,
  p: { por: Agrupacion; desde: string; hasta: string; id_maquina?: number | undefined },
  visibles: number[] | undefined,
  tz: string,
) {
  const grupo = {
    colector: {
      clave: sql`cortes.id_colector::text`,
      nombre: sql`concat_ws(' ', u.nombre, u.ap_paterno)`,
      orden: sql`2, 1`,
    },
    maquina: { clave: sql`cortes.id_maquina::text`, nombre: sql`m.nombre`, orden: sql`2, 1` },
    mes: {
      clave: sql`to_char(cortes.fecha at time zone ${tz}, 'YYYY-MM')`,
      nombre: sql`to_char(cortes.fecha at time zone ${tz}, 'YYYY-MM')`,
      orden: sql`1`,
    },
  }[p.por];
  const [desde, hasta] = entreDias(cortes.fecha, p.desde, p.hasta, tz);
  // One statement for the rows and, with the empty grouping set, their totals (the row whose `total` is 1).
  const filas = await filasPreparadas<Record<string, string>>(
    db,
    sql`select clave, nombre, grouping(clave)::int as total,
          count(*)::int as cortes, sum(litros)::bigint as litros,
          sum(esperado) as esperado, sum(contado) as contado,
          sum(greatest(diferencia, 0)) as sobrantes, sum(greatest(-diferencia, 0)) as faltantes,
          sum(diferencia) as diferencia,
          (count(*) filter (where fuera_de_tolerancia))::int as fuera_de_tolerancia,
          (count(*) filter (where fuera_de_tolerancia and modo_venta = 'POR_CORTE'))::int as efectivo_contador,
          (count(*) filter (where fuera_de_tolerancia and modo_venta = 'POR_VENTA'))::int as efectivo_ventas,
          (count(*) filter (where litros_fuera_de_tolerancia))::int as contador_ventas
        from (
          select ${grupo.clave} as clave, ${grupo.nombre} as nombre, cortes.litros, cortes.esperado, cortes.contado,
                 cortes.diferencia, cortes.fuera_de_tolerancia, cortes.modo_venta, cortes.litros_fuera_de_tolerancia
          from ${cortes}
          join ${maquinas} m on m.id_maquina = cortes.id_maquina
          join ${usuarios} u on u.id_usuario = cortes.id_colector
          where cortes.fecha_eliminacion is null and cortes.estado <> 'RECHAZADO' and ${desde} and ${hasta}
            ${p.id_maquina !== undefined ? sql`and cortes.id_maquina = ${p.id_maquina}` : sql``}
            ${visibles ? sql`and cortes.id_maquina = any(${`{${visibles.join(',')}}`}::int[])` : sql``}
        ) c
        group by grouping sets ((clave, nombre), ())
        order by total, ${grupo.orden}`,
  );
  const cifras = (f: Record<string, string>) => ({
    cortes: Number(f.cortes),
    litros: Number(f.litros),
    esperado: Number(f.esperado),
    contado: Number(f.contado),
    sobrantes: Number(f.sobrantes),
    faltantes: Number(f.faltantes),
    diferencia: Number(f.diferencia),
    fuera_de_tolerancia: Number(f.fuera_de_tolerancia),
    efectivo_contador: Number(f.efectivo_contador),
    efectivo_ventas: Number(f.efectivo_ventas),
    contador_ventas: Number(f.contador_ventas),
  });
  const total = filas.find((f) => Number(f.total) === 1);
  return {
    filas: filas
      .filter((f) => Number(f.total) === 0)
      .map((f) => ({ clave: String(f.clave), nombre: String(f.nombre), ...cifras(f) })),
    totales: total && Number(total.cortes) > 0 ? cifras(total) : undefined,
  };
}
