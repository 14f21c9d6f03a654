// Profitability of stores and machines over whole months: sales − expenses − what the stores are paid, with the
// commission worked out by the same database functions as the statements (drizzle/0020), live for every month.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { filasPreparadas } from '../../db/listas.ts';
import type { AlcanceTiendas } from '../../plugins/auth.ts';
import { tiendaVisible } from '../tiendas/alcance.ts';
import { primerDia } from './estados.repository.ts';

type Fila = {
  id: number;
  nombre: string;
  detalle: string | null;
  ventas: string;
  egresos: string;
  comision: string;
  neto: string;
  margen: string | null;
};

const comoNumeros = (filas: Fila[]) =>
  filas.map((f) => ({
    id: f.id,
    nombre: f.nombre,
    detalle: f.detalle ?? '',
    ventas: Number(f.ventas),
    egresos: Number(f.egresos),
    comision: Number(f.comision),
    neto: Number(f.neto),
    margen: f.margen === null ? null : Number(f.margen),
  }));

/** The net and the margin of each row, in SQL: money is computed there, exactly. */
const conNeto = (filas: SQL) => sql`select q.*, q.ventas - q.egresos - q.comision as neto,
  case when q.ventas > 0 then round((q.ventas - q.egresos - q.comision) * 100 / q.ventas, 2) end as margen
  from (${filas}) q order by q.nombre, q.id`;

/**
 * Per store: the sales and expenses of its machines on the days they stood there, and its commission lines and
 * adjustments. Per machine: all its sales and expenses in the months, and the commission it earned its stores (the
 * rent and the minimum shared among a store's machines by their days there). Rounded to centavos once, at the end.
 */
export async function rentabilidad(
  db: DbOrTx,
  p: { desde: string; hasta: string; por: 'tienda' | 'maquina' },
  tz: string,
  alcance: { tiendas: AlcanceTiendas; maquinas: number[] | undefined },
) {
  const meses = sql`meses as (select m::date as mes from generate_series(${primerDia(p.desde)}::date,
      ${primerDia(p.hasta)}::date, interval '1 month') m),
    maq as materialized (select m.mes, x.* from meses m cross join lateral cuentas_maquinas(m.mes) x),
    com as materialized (select m.mes, x.* from meses m cross join lateral cuentas_comisiones(m.mes) x),
    rango as (select (${primerDia(p.desde)}::date)::timestamp at time zone ${tz} as ini,
      ((${primerDia(p.hasta)}::date + interval '1 month')::timestamp) at time zone ${tz} as fin)`;
  if (p.por === 'tienda') {
    const visible: SQL = tiendaVisible(alcance.tiendas, sql`t.id_tienda`) ?? sql`true`;
    const filas = await filasPreparadas<Fila>(
      db,
      conNeto(sql`with ${meses},
      dias as (select m.mes, d.* from meses m cross join lateral cuentas_dias(m.mes) d),
      egr as (
        select d.id_tienda, sum(e.monto) as egresos from rango r
        join egresos e on e.fecha_transaccion >= r.ini and e.fecha_transaccion < r.fin and e.fecha_eliminacion is null
        join (select distinct dia, id_tienda, id_maquina from dias) d
          on d.id_maquina = e.id_maquina and d.dia = dia_local(e.fecha_transaccion)
        group by 1
      )
      select t.id_tienda as id, t.nombre_comercial as nombre,
        (select string_agg(distinct mq.nombre, ', ') from maq join maquinas mq using (id_maquina)
          where maq.id_tienda = t.id_tienda) as detalle,
        coalesce((select sum(ventas) from maq where maq.id_tienda = t.id_tienda), 0) as ventas,
        coalesce((select egresos from egr where egr.id_tienda = t.id_tienda), 0) as egresos,
        coalesce((select sum(importe) from com where com.id_tienda = t.id_tienda), 0)
          + coalesce((select sum(a.monto) from ajustes_tienda a where a.id_tienda = t.id_tienda
              and a.mes in (select mes from meses)), 0) as comision
      from tiendas t
      where (t.id_tienda in (select id_tienda from maq) or t.id_tienda in (select id_tienda from com)) and ${visible}`),
    );
    return comoNumeros(filas);
  }
  const visible: SQL =
    alcance.maquinas === undefined
      ? sql`true`
      : alcance.maquinas.length === 0
        ? sql`false`
        : sql`mq.id_maquina in ${alcance.maquinas}`;
  const filas = await filasPreparadas<Fila>(
    db,
    conNeto(sql`with ${meses},
    comision as (
      select id_maquina, sum(importe) as importe from (
        select c.id_maquina, c.importe from com c where c.id_maquina is not null
        union all
        select q.id_maquina, c.importe * q.dias / sum(q.dias) over (partition by c.mes, c.id_tienda, c.id_convenio, c.concepto)
        from com c join maq q on q.mes = c.mes and q.id_tienda = c.id_tienda where c.id_maquina is null
      ) x group by 1
    )
    select mq.id_maquina as id, mq.nombre,
      (select string_agg(distinct t.nombre_comercial, ', ') from maq join tiendas t using (id_tienda)
        where maq.id_maquina = mq.id_maquina) as detalle,
      coalesce((select sum(v.monto) from ventas_maquina_mes v, meses m
        where v.id_maquina = mq.id_maquina and v.mes = m.mes), 0) as ventas,
      coalesce((select sum(e.monto) from egresos e, rango r where e.id_maquina = mq.id_maquina
        and e.fecha_eliminacion is null and e.fecha_transaccion >= r.ini and e.fecha_transaccion < r.fin), 0) as egresos,
      coalesce((select round(importe, 2) from comision c where c.id_maquina = mq.id_maquina), 0) as comision
    from maquinas mq
    where ${visible}
      and (mq.id_maquina in (select id_maquina from maq)
        or exists (select 1 from ventas_maquina_mes v, meses m where v.id_maquina = mq.id_maquina and v.mes = m.mes))`),
  );
  return comoNumeros(filas);
}
