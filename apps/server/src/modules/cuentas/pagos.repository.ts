// Queries of payments to host stores. A payment is not tied to a month: the statements' view applies the store's
// payments to its oldest unpaid months first (drizzle/0021).
import type { ORDEN_PAGOS } from '@aguavend/contract/estados-cuenta';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, filasPreparadas, listaDe, textoDe } from '../../db/listas.ts';
import { pagosTienda, tiendas, usuarios } from '../../db/schema/index.ts';
import type { AlcanceTiendas } from '../../plugins/auth.ts';
import { tiendaVisible } from '../tiendas/alcance.ts';

const conNombres = (db: DbOrTx) =>
  db
    .select({
      id_pago: pagosTienda.id_pago,
      id_tienda: pagosTienda.id_tienda,
      tienda: tiendas.nombre_comercial,
      fecha: pagosTienda.fecha,
      monto: pagosTienda.monto,
      metodo: pagosTienda.metodo,
      referencia: pagosTienda.referencia,
      usuario: usuarios.username,
      id_corte: pagosTienda.id_corte,
    })
    .from(pagosTienda)
    .innerJoin(tiendas, eq(tiendas.id_tienda, pagosTienda.id_tienda))
    .leftJoin(usuarios, eq(usuarios.id_usuario, pagosTienda.id_usuario));

/** The payments list: by date (a payment's date is a day, not an instant), store, search in reference and store. */
export const LISTA_PAGOS: DefLista = {
  filtros: (p) => {
    const desde = (p.fecha ?? p.desde) as string | undefined;
    const hasta = (p.fecha ?? p.hasta) as string | undefined;
    return [
      typeof p.id_tienda === 'number' ? eq(pagosTienda.id_tienda, p.id_tienda) : undefined,
      tiendaVisible(p.visible_para as AlcanceTiendas, pagosTienda.id_tienda),
      desde ? sql`${pagosTienda.fecha} >= ${desde}::date` : undefined,
      hasta ? sql`${pagosTienda.fecha} <= ${hasta}::date` : undefined,
    ];
  },
  texto: [
    pagosTienda.referencia,
    textoDe(pagosTienda.id_tienda, tiendas.id_tienda, tiendas.nombre_comercial, tiendas.razon_social),
  ],
  orden: {
    fecha: pagosTienda.fecha,
    monto: pagosTienda.monto,
    id_pago: pagosTienda.id_pago,
  } satisfies Record<(typeof ORDEN_PAGOS)[number], AnyColumn>,
  porOmision: '-fecha',
  clave: 'id_pago',
  sumas: ['monto'],
  tabla: pagosTienda,
};
export const consultaPagos = (db: DbOrTx) => (donde: SQL | undefined) =>
  conNombres(db).where(donde).$dynamic();
export const listarPagos = listaDe(LISTA_PAGOS, consultaPagos);

export async function crearPago(
  tx: DbOrTx,
  p: {
    id_tienda: number;
    fecha: string;
    monto: number;
    metodo: 'EFECTIVO' | 'TRANSFERENCIA';
    referencia: string | null;
    id_corte: number | null;
    id_usuario: number;
  },
) {
  const [f] = await tx.insert(pagosTienda).values(p).returning({ id_pago: pagosTienda.id_pago });
  return f && buscarPago(tx, f.id_pago, undefined);
}

export async function buscarPago(db: DbOrTx, id_pago: number, alcance: AlcanceTiendas) {
  const [f] = await conNombres(db).where(
    and(eq(pagosTienda.id_pago, id_pago), tiendaVisible(alcance, pagosTienda.id_tienda)),
  );
  return f;
}

export async function eliminarPago(tx: DbOrTx, id_pago: number) {
  await tx.delete(pagosTienda).where(eq(pagosTienda.id_pago, id_pago));
}

/**
 * The cortes whose cash box can still pay this store (decision 040), newest first: active, not yet deposited, of a
 * machine that stood at the store on the corte's day and that the caller sees (`visibles`, undefined for all), with
 * what was already paid from each and what remains. With `id_corte`, that corte alone (the payment's own check).
 */
export async function cortesParaPago(
  db: DbOrTx,
  id_tienda: number,
  visibles: number[] | undefined,
  id_corte?: number,
) {
  const filas = await filasPreparadas<Record<string, string | number | Date>>(
    db,
    sql`select c.id_corte, c.fecha, m.nombre as maquina, concat_ws(' ', u.nombre, u.ap_paterno) as colector,
               c.contado, k.pagado, c.contado - k.pagado as disponible
        from cortes c
        join maquinas m on m.id_maquina = c.id_maquina
        join usuarios u on u.id_usuario = c.id_colector
        cross join lateral (select coalesce(sum(p.monto), 0) as pagado from pagos_tienda p
                            where p.id_corte = c.id_corte) k
        where c.fecha_eliminacion is null and c.estado <> 'RECHAZADO' and c.id_deposito is null
          and ventas_tienda_de(c.id_maquina, dia_local(c.fecha)) = ${id_tienda}
          ${visibles ? sql`and c.id_maquina = any(${`{${visibles.join(',')}}`}::int[])` : sql``}
          ${id_corte !== undefined ? sql`and c.id_corte = ${id_corte}` : sql``}
        order by c.fecha desc, c.id_corte desc
        limit 50`,
  );
  return filas.map((f) => ({
    id_corte: Number(f.id_corte),
    fecha: new Date(f.fecha as string),
    maquina: String(f.maquina),
    colector: String(f.colector),
    contado: Number(f.contado),
    pagado_tiendas: Number(f.pagado),
    disponible: Number(f.disponible),
  }));
}
