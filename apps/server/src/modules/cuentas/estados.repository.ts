// Queries of monthly statements: generating them from the database's own computation (drizzle/0020
// `cuentas_maquinas`, `cuentas_comisiones`), listing them with what settles them (the view of drizzle/0021), reading
// one whole, and closing a month.
import type { ORDEN_ESTADOS } from '@aguavend/contract/estados-cuenta';
import { type AnyColumn, and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, listaDe } from '../../db/listas.ts';
import {
  ajustesTienda,
  estadoCuentaLineas,
  estadoCuentaMaquinas,
  estadosCuenta,
  estadosCuentaSaldos,
  maquinas,
  mesesCerrados,
  pagosTienda,
  tiendas,
  usuarios,
} from '../../db/schema/index.ts';
import type { AlcanceTiendas } from '../../plugins/auth.ts';
import { tiendaVisible } from '../tiendas/alcance.ts';

/** 'YYYY-MM' → its first day, as the tables keep months. */
export const primerDia = (mes: string) => `${mes}-01`;
/** A month column read back as 'YYYY-MM'. */
const comoMes = (columna: AnyColumn | SQL) => sql<string>`to_char(${columna}, 'YYYY-MM')`;

const v = estadosCuentaSaldos;
const e = estadosCuenta;
const a = ajustesTienda;
const pt = pagosTienda;
/** Payments dated in the statement's month. */
const pagosMes = sql`coalesce((select sum(${pt.monto}) from ${pt} where ${pt.id_tienda} = ${v.id_tienda}
  and ${pt.fecha} >= ${v.mes} and ${pt.fecha} < ${v.mes} + interval '1 month'), 0)`;
/**
 * Earlier months' charges (as the view counts them: statements' commissions and the adjustments of months with a
 * statement) less payments dated before the month. From the tables, not the view: a view's running sum would be
 * worked out again for each row, and a window here would only see the rows the list's filters leave.
 */
const saldoAnterior = sql`(coalesce((select sum(${e.comision}) from ${e}
    where ${e.id_tienda} = ${v.id_tienda} and ${e.mes} < ${v.mes}), 0)
  + coalesce((select sum(${a.monto}) from ${a} where ${a.id_tienda} = ${v.id_tienda} and ${a.mes} < ${v.mes}
    and exists (select 1 from ${e} where ${e.id_tienda} = ${a.id_tienda} and ${e.mes} = ${a.mes})), 0)
  - coalesce((select sum(${pt.monto}) from ${pt} where ${pt.id_tienda} = ${v.id_tienda} and ${pt.fecha} < ${v.mes}), 0))`;
const filaEstado = {
  id_estado: v.id_estado,
  id_tienda: v.id_tienda,
  tienda: v.tienda,
  mes: comoMes(v.mes).as('mes'),
  unidades: v.unidades,
  litros: v.litros,
  ventas: sql<number>`${v.ventas}`.mapWith(Number).as('ventas'),
  comision: sql<number>`${v.comision}`.mapWith(Number).as('comision'),
  ajustes: sql<number>`${v.ajustes}`.mapWith(Number).as('ajustes'),
  total: sql<number>`${v.total}`.mapWith(Number).as('total'),
  saldo_anterior: sql<number>`${saldoAnterior}`.mapWith(Number).as('saldo_anterior'),
  pagos_mes: sql<number>`${pagosMes}`.mapWith(Number).as('pagos_mes'),
  saldo: sql<number>`${saldoAnterior} + ${v.total} - ${pagosMes}`.mapWith(Number).as('saldo'),
  pagado: sql<number>`${v.pagado}`.mapWith(Number).as('pagado'),
  pendiente: sql<number>`${v.pendiente}`.mapWith(Number).as('pendiente'),
  cerrado: v.cerrado,
  fecha_creacion: v.fecha_creacion,
};

/** The statements list: by month or store, search in the store's name; a caller sees the stores they may see. */
export const LISTA_ESTADOS: DefLista = {
  filtros: (p) => [
    typeof p.mes === 'string' ? eq(v.mes, primerDia(p.mes)) : undefined,
    typeof p.id_tienda === 'number' ? eq(v.id_tienda, p.id_tienda) : undefined,
    tiendaVisible(p.visible_para as AlcanceTiendas, v.id_tienda),
  ],
  texto: [v.tienda],
  orden: {
    mes: v.mes,
    tienda: v.tienda,
    ventas: v.ventas,
    comision: v.comision,
    total: v.total,
    pendiente: v.pendiente,
    id_estado: v.id_estado,
  } satisfies Record<(typeof ORDEN_ESTADOS)[number] | 'id_estado', AnyColumn>,
  porOmision: '-mes',
  clave: 'id_estado',
  sumas: [
    'ventas',
    'comision',
    'ajustes',
    'total',
    'saldo_anterior',
    'pagos_mes',
    'saldo',
    'pagado',
    'pendiente',
  ],
};
export const consultaEstados = (db: DbOrTx) => (donde: SQL | undefined) =>
  db.select(filaEstado).from(v).where(donde).$dynamic();
export const listarEstados = listaDe(LISTA_ESTADOS, consultaEstados);

export async function buscarEstado(db: DbOrTx, id_tienda: number, mes: string, alcance: AlcanceTiendas) {
  const [f] = await consultaEstados(db)(
    and(eq(v.id_tienda, id_tienda), eq(v.mes, primerDia(mes)), tiendaVisible(alcance, v.id_tienda)),
  );
  return f;
}

/** The lock key of closing: one for the whole business, apart from the per-month keys below. */
const CIERRE = sql`hashtext('estados_cuenta'), 0`;

/**
 * Creates or refreshes the statements of `mes` for every store the caller may see that had a machine or an
 * adjustment in it: the machines' days and sales and the commission lines, as the database works them out. Two
 * statements, under a lock per month so two generations never interleave. Answers the new statements' ids.
 */
export async function generarEstados(tx: DbOrTx, mes: string, alcance: AlcanceTiendas, id_usuario: number) {
  const dia = primerDia(mes);
  // Shared, so generations of different months still run side by side, yet none runs while a close checks the
  // earlier months (`mesAbiertoAntes`): a month gaining its first statements then would slip behind a closed one.
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${CIERRE})`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('estados_cuenta'), ${Number(mes.replace('-', ''))})`,
  );
  await tx.execute(
    sql`delete from ${estadosCuenta} where ${estadosCuenta.mes} = ${dia}::date and ${tiendaVisible(alcance, estadosCuenta.id_tienda) ?? sql`true`}`,
  );
  const visible = (col: SQL) => tiendaVisible(alcance, col) ?? sql`true`;
  const r = await tx.execute(sql`
    with maq as materialized (select * from cuentas_maquinas(${dia}::date)),
    com as materialized (select * from cuentas_comisiones(${dia}::date)),
    cuales as (
      select id_tienda from maq union select id_tienda from ${ajustesTienda} where mes = ${dia}::date
    ),
    est as (
      insert into ${estadosCuenta} (id_tienda, mes, unidades, litros, ventas, comision, id_usuario)
      select c.id_tienda, ${dia}::date,
             coalesce((select sum(unidades) from maq where maq.id_tienda = c.id_tienda), 0),
             coalesce((select sum(litros) from maq where maq.id_tienda = c.id_tienda), 0),
             coalesce((select sum(ventas) from maq where maq.id_tienda = c.id_tienda), 0),
             coalesce((select sum(importe) from com where com.id_tienda = c.id_tienda), 0),
             ${id_usuario}
      from cuales c join ${tiendas} t on t.id_tienda = c.id_tienda
      where ${visible(sql`c.id_tienda`)}
      returning id_estado, id_tienda
    ),
    lineas as (
      insert into ${estadoCuentaLineas} (id_estado, id_convenio, id_maquina, concepto, cantidad, tasa, importe)
      select est.id_estado, com.id_convenio, com.id_maquina, com.concepto, com.cantidad, com.tasa, com.importe
      from com join est using (id_tienda)
    ),
    maquinas as (
      insert into ${estadoCuentaMaquinas} (id_estado, id_maquina, dias, unidades, litros, ventas)
      select est.id_estado, maq.id_maquina, maq.dias, maq.unidades, maq.litros, maq.ventas
      from maq join est using (id_tienda)
    )
    select id_estado from est`);
  return (r as unknown as { rows: { id_estado: number }[] }).rows.map((f) => f.id_estado);
}

/** The statements of these ids, as the list shows them. */
export const estadosPorId = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : consultaEstados(db)(sql`${v.id_estado} in ${ids}`).orderBy(asc(v.tienda));

/** A statement's machines, commission lines, adjustments, the month's payments and where each went, what each month
 * up to it owed at its close, and the month's length. */
export async function detalleEstado(db: DbOrTx, id_estado: number, id_tienda: number, mes: string) {
  const dia = primerDia(mes);
  const [maqs, lineas, ajustes, pagos, aplicacion, adeudos, [extra]] = await Promise.all([
    db
      .select({
        id_maquina: estadoCuentaMaquinas.id_maquina,
        maquina: maquinas.nombre,
        dias: estadoCuentaMaquinas.dias,
        unidades: estadoCuentaMaquinas.unidades,
        litros: estadoCuentaMaquinas.litros,
        ventas: estadoCuentaMaquinas.ventas,
      })
      .from(estadoCuentaMaquinas)
      .innerJoin(maquinas, eq(maquinas.id_maquina, estadoCuentaMaquinas.id_maquina))
      .where(eq(estadoCuentaMaquinas.id_estado, id_estado))
      .orderBy(asc(maquinas.nombre)),
    db
      .select({
        id_convenio: estadoCuentaLineas.id_convenio,
        concepto: estadoCuentaLineas.concepto,
        maquina: maquinas.nombre,
        cantidad: estadoCuentaLineas.cantidad,
        tasa: estadoCuentaLineas.tasa,
        importe: estadoCuentaLineas.importe,
      })
      .from(estadoCuentaLineas)
      .leftJoin(maquinas, eq(maquinas.id_maquina, estadoCuentaLineas.id_maquina))
      .where(eq(estadoCuentaLineas.id_estado, id_estado))
      .orderBy(
        asc(estadoCuentaLineas.id_convenio),
        // Per machine first, then the rent, then the minimum that tops them up.
        sql`array_position(array['PORCENTAJE', 'POR_UNIDAD', 'POR_LITRO', 'RENTA', 'MINIMO']::text[], ${estadoCuentaLineas.concepto}::text)`,
        asc(maquinas.nombre),
      ),
    db
      .select({
        id_ajuste: ajustesTienda.id_ajuste,
        monto: ajustesTienda.monto,
        motivo: ajustesTienda.motivo,
        fecha_creacion: ajustesTienda.fecha_creacion,
      })
      .from(ajustesTienda)
      .where(and(eq(ajustesTienda.id_tienda, id_tienda), eq(ajustesTienda.mes, dia)))
      .orderBy(asc(ajustesTienda.id_ajuste)),
    db
      .select({
        id_pago: pagosTienda.id_pago,
        fecha: pagosTienda.fecha,
        monto: pagosTienda.monto,
        metodo: pagosTienda.metodo,
        referencia: pagosTienda.referencia,
      })
      .from(pagosTienda)
      .where(
        and(
          eq(pagosTienda.id_tienda, id_tienda),
          sql`${pagosTienda.fecha} >= ${dia}::date and ${pagosTienda.fecha} < ${dia}::date + interval '1 month'`,
        ),
      )
      .orderBy(asc(pagosTienda.fecha), asc(pagosTienda.id_pago)),
    filas<{ id_pago: number; mes: string; monto: string }>(
      db,
      sql`${mesesYPagos(id_tienda, dia)}
        select p.id_pago, to_char(m.mes, 'YYYY-MM') as mes,
               least(p.previo + p.monto, m.antes + m.positivo) - greatest(p.previo, m.antes) as monto
        from pagos p join meses m on p.previo < m.antes + m.positivo and p.previo + p.monto > m.antes
        where p.fecha >= ${dia}::date
        order by m.mes`,
    ),
    filas<{ mes: string; cargos: string; aplicado: string; pendiente: string; a_favor: string }>(
      db,
      sql`${mesesYPagos(id_tienda, dia)},
        suma as (select coalesce(sum(monto), 0) as pagado from pagos),
        cierre as (
          select m.mes, m.total, least(greatest(s.pagado - m.antes, 0), m.positivo) as aplicado
          from meses m cross join suma s
        )
        select to_char(c.mes, 'YYYY-MM') as mes, c.total as cargos, c.aplicado, c.total - c.aplicado as pendiente,
               greatest((select pagado from suma) - (select coalesce(sum(positivo), 0) from meses), 0) as a_favor
        from cierre c
        where c.total - c.aplicado <> 0 or c.mes = ${dia}::date
        order by c.mes`,
    ),
    db
      .select({ dias_mes: sql<number>`extract(day from ${dia}::date + interval '1 month - 1 day')::int` })
      .from(sql`(select 1) as uno`),
  ]);
  return {
    maquinas: maqs,
    lineas,
    ajustes,
    pagos: pagos.map((p) => {
      const aplicado = aplicacion
        .filter((x) => x.id_pago === p.id_pago)
        .map((x) => ({ mes: x.mes, monto: Number(x.monto) }));
      const usado = aplicado.reduce((s, x) => s + Math.round(x.monto * 100), 0);
      return { ...p, aplicado, sin_aplicar: (Math.round(p.monto * 100) - usado) / 100 };
    }),
    adeudos: adeudos.map((f) => ({
      mes: f.mes,
      cargos: Number(f.cargos),
      aplicado: Number(f.aplicado),
      pendiente: Number(f.pendiente),
    })),
    a_favor: Number(adeudos[0]?.a_favor ?? 0),
    dias_mes: extra?.dias_mes ?? 30,
  };
}

async function filas<T>(db: DbOrTx, q: SQL) {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

/**
 * The store's statements up to `dia`'s month with the positive charges before each (`antes`), and its payments dated
 * up to that month's end with the amount paid before each (`previo`), in the order they settle: the view's rule
 * (each payment to the oldest month first, a month with a negative total taking none) told payment by payment. A
 * payment covers the stretch [previo, previo + monto) of the charges; a month the stretch [antes, antes + positivo).
 */
const mesesYPagos = (id_tienda: number, dia: string) => sql`with meses as (
    select ${v.mes} as mes, ${v.total} as total, greatest(${v.total}, 0) as positivo,
      coalesce(sum(greatest(${v.total}, 0)) over (order by ${v.mes} rows between unbounded preceding and 1 preceding), 0) as antes
    from ${v} where ${v.id_tienda} = ${id_tienda} and ${v.mes} <= ${dia}::date
  ),
  pagos as (
    select ${pt.id_pago} as id_pago, ${pt.fecha} as fecha, ${pt.monto} as monto,
      coalesce(sum(${pt.monto}) over (order by ${pt.fecha}, ${pt.id_pago} rows between unbounded preceding and 1 preceding), 0) as previo
    from ${pt} where ${pt.id_tienda} = ${id_tienda} and ${pt.fecha} < ${dia}::date + interval '1 month'
  )`;

export const listarMesesCerrados = (db: DbOrTx) =>
  db
    .select({
      mes: comoMes(mesesCerrados.mes),
      fecha_creacion: mesesCerrados.fecha_creacion,
      usuario: usuarios.username,
    })
    .from(mesesCerrados)
    .leftJoin(usuarios, eq(usuarios.id_usuario, mesesCerrados.id_usuario))
    .orderBy(desc(mesesCerrados.mes));

/**
 * Months close in order, business-wide: the earliest month before `mes` that has statements and is still open
 * ('YYYY-MM'), or undefined. A month "has statements" when estados_cuenta has rows for it, so a month nobody
 * generated (an empty one between two others, or any month before the first with statements) never blocks. Takes
 * the closing lock for the rest of the transaction: two closes, or a close and a generation, never interleave, so
 * nothing the check saw changes before the close commits.
 */
export async function mesAbiertoAntes(tx: DbOrTx, mes: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${CIERRE})`);
  const [f] = await tx
    .select({ mes: comoMes(sql`min(${estadosCuenta.mes})`) })
    .from(estadosCuenta)
    .where(
      sql`${estadosCuenta.mes} < ${primerDia(mes)}::date
        and not exists (select 1 from ${mesesCerrados} where ${mesesCerrados.mes} = ${estadosCuenta.mes})`,
    );
  return f?.mes ?? undefined;
}

/** Closes `mes` (its statements were just generated in the same transaction); undefined when it already was. */
export async function cerrarMes(tx: DbOrTx, mes: string, id_usuario: number) {
  const [f] = await tx
    .insert(mesesCerrados)
    .values({ mes: primerDia(mes), id_usuario })
    .onConflictDoNothing()
    .returning({ mes: comoMes(mesesCerrados.mes), fecha_creacion: mesesCerrados.fecha_creacion });
  return f;
}

/** Whether `mes` has ended in the business time zone (only such a month may close). */
export async function mesTerminado(db: DbOrTx, mes: string, tz: string) {
  const [f] = await db
    .select({
      ok: sql<boolean>`(${primerDia(mes)}::date + interval '1 month') <= (now() at time zone ${tz})::date`,
    })
    .from(sql`(select 1) as uno`);
  return f?.ok === true;
}

/** Adjustments: a correction to a store's account in an open month. */
export async function crearAjuste(
  tx: DbOrTx,
  a: { id_tienda: number; mes: string; monto: number; motivo: string; id_usuario: number },
) {
  const [f] = await tx
    .insert(ajustesTienda)
    .values({ ...a, mes: primerDia(a.mes) })
    .returning();
  return f && { ...f, mes: a.mes };
}

export async function buscarAjuste(db: DbOrTx, id_ajuste: number, alcance: AlcanceTiendas) {
  const [f] = await db
    .select()
    .from(ajustesTienda)
    .where(and(eq(ajustesTienda.id_ajuste, id_ajuste), tiendaVisible(alcance, ajustesTienda.id_tienda)));
  return f && { ...f, mes: f.mes.slice(0, 7) };
}

export async function eliminarAjuste(tx: DbOrTx, id_ajuste: number) {
  await tx.delete(ajustesTienda).where(eq(ajustesTienda.id_ajuste, id_ajuste));
}
