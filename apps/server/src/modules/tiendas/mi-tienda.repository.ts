// What a store's own user sees of their store (issue 18, "Mi tienda"): its name, the machines standing there now, and
// what they sold there by day and by month, counted only on the days each machine stood at the store.
import type { MiTienda } from '@aguavend/contract/estados-cuenta';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { filasPreparadas } from '../../db/listas.ts';
import {
  domicilios,
  maquinas,
  tiendas,
  ubicaciones,
  ventasMaquinaDia,
  ventasMaquinaMes,
} from '../../db/schema/index.ts';
import { lineaDomicilio } from '../ubicaciones/ubicaciones.repository.ts';

/**
 * The store's page for `desde`–`hasta` (inclusive local days, BUSINESS_TZ, as the roll-ups' days are), or undefined
 * when there is no such store. One round trip: a month a machine stood at the store from its first to its last day
 * (inside the period) is read from the monthly roll-up; the days of a month it only partly covered, from the daily
 * one. By day always comes from the daily roll-up.
 */
export async function miTienda(
  db: DbOrTx,
  p: { id_tienda: number; desde: string; hasta: string },
): Promise<MiTienda | undefined> {
  const desde = sql`${p.desde}::date`;
  const hasta = sql`${p.hasta}::date`;
  const filas = await filasPreparadas<{ r: MiTienda | string | null }>(
    db,
    sql`with
    -- Each placement at the store, cut to the period.
    u as (
      select ${ubicaciones.id_maquina} as id_maquina,
             greatest(${ubicaciones.desde}, ${desde}) as ini,
             least(coalesce(${ubicaciones.hasta}, ${hasta}), ${hasta}) as fin
      from ${ubicaciones}
      where ${ubicaciones.id_tienda} = ${p.id_tienda} and ${ubicaciones.desde} <= ${hasta}
        and coalesce(${ubicaciones.hasta}, ${hasta}) >= ${desde}),
    -- The whole months inside a placement: one row of the monthly roll-up each.
    completos as (
      select u.id_maquina, m::date as mes
      from u cross join generate_series(date_trunc('month', u.ini), u.fin, interval '1 month') m
      where m::date >= u.ini and (m + interval '1 month - 1 day')::date <= u.fin),
    dias as (
      select d.dia, d.unidades, d.monto
      from u join ${ventasMaquinaDia} d on d.id_maquina = u.id_maquina and d.dia between u.ini and u.fin),
    meses as (
      select c.mes, m.unidades, m.monto
      from completos c join ${ventasMaquinaMes} m on m.id_maquina = c.id_maquina and m.mes = c.mes
      union all
      select date_trunc('month', d.dia)::date, d.unidades, d.monto
      from u join ${ventasMaquinaDia} d on d.id_maquina = u.id_maquina and d.dia between u.ini and u.fin
      where not exists (select 1 from completos c
        where c.id_maquina = u.id_maquina and c.mes = date_trunc('month', d.dia)::date))
    select json_build_object(
      'id_tienda', t.id_tienda,
      'nombre_comercial', t.nombre_comercial,
      'maquinas', coalesce((
        select json_agg(json_build_object(
          'id_maquina', ma.id_maquina, 'maquina', ma.nombre, 'desde', to_char(ub.desde, 'YYYY-MM-DD'),
          'domicilio', ${lineaDomicilio}) order by ma.nombre, ma.id_maquina)
        from ${ubicaciones} ub
        join ${maquinas} ma on ma.id_maquina = ub.id_maquina
        join ${domicilios} on ${domicilios.id_domicilio} = ub.id_domicilio
        where ub.id_tienda = t.id_tienda and ub.hasta is null), '[]'::json),
      'por_dia', coalesce((
        select json_agg(json_build_object('dia', to_char(dia, 'YYYY-MM-DD'), 'unidades', unidades, 'ventas', ventas)
          order by dia)
        from (select dia, sum(unidades) as unidades, sum(monto) as ventas from dias group by dia) x), '[]'::json),
      'por_mes', coalesce((
        select json_agg(json_build_object('mes', to_char(mes, 'YYYY-MM'), 'unidades', unidades, 'ventas', ventas)
          order by mes)
        from (select mes, sum(unidades) as unidades, sum(monto) as ventas from meses group by mes) x), '[]'::json)
    ) as r
    from ${tiendas} t where t.id_tienda = ${p.id_tienda}`,
  );
  const leido = filas[0]?.r;
  if (leido === undefined || leido === null) return undefined;
  return typeof leido === 'string' ? (JSON.parse(leido) as MiTienda) : leido;
}
