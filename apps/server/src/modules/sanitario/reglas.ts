// The rules of machine care (issue 19, docs/decisions/027), each once, as SQL fragments: the sanitary record's
// routes and the alerts (modules/alertas) build their queries on them, so a reading is judged, a consumable worn and
// a task due by the same rule everywhere. Settings are read from `ajustes` with the contract's defaults through the
// database's `ajuste_numero` (drizzle/0016), so a changed setting changes every judgement at once. "Today" is the day
// in the business time zone.
import { AJUSTES_POR_OMISION, type Ajustes } from '@aguavend/contract/ajustes';
import { type SQL, sql } from 'drizzle-orm';

/** A setting's value as the database reads it: the stored one, else the contract's default. */
const ajuste = (clave: keyof Ajustes) =>
  sql.raw(`ajuste_numero('${clave}', ${Number(AJUSTES_POR_OMISION[clave])})`);

/** Today, in the business time zone. */
export const hoy = (tz: string) => sql`(now() at time zone ${tz})::date`;

// ---- 1. a reading against its point's ranges ----

const esEntrada = (r: string) => sql.raw(`${r}.punto = 'ENTRADA'`);

/** Each range's limit for the reading aliased `r`, by its point (producto has no chlorine minimum). */
const limites = (r: string) => ({
  cloroMin: sql`case when ${esEntrada(r)} then ${ajuste('entrada_cloro_min')} end`,
  cloroMax: sql`case when ${esEntrada(r)} then ${ajuste('entrada_cloro_max')} else ${ajuste('producto_cloro_max')} end`,
  phMin: sql`case when ${esEntrada(r)} then ${ajuste('entrada_ph_min')} else ${ajuste('producto_ph_min')} end`,
  phMax: sql`case when ${esEntrada(r)} then ${ajuste('entrada_ph_max')} else ${ajuste('producto_ph_max')} end`,
  sdtMax: sql`case when ${esEntrada(r)} then ${ajuste('entrada_sdt_max')} else ${ajuste('producto_sdt_max')} end`,
});

/**
 * The values of the entry aliased `r` (a row of registros_sanitarios) out of its point's range, as a text[] of
 * 'cloro', 'ph', 'sdt' in that order; empty for a reading in range and for every other kind of entry. A value not
 * measured (null) is not out of range. Limits are inclusive: 0.2 and 1.5 mg/L of chlorine at the inlet are in range.
 */
export function fueraDeRango(r: string): SQL<string[]> {
  const l = limites(r);
  const col = (c: string) => sql.raw(`${r}.${c}`);
  return sql<string[]>`(case when ${sql.raw(r)}.tipo = 'LECTURA' then array_remove(array[
      case when ${col('cloro')} < ${l.cloroMin} or ${col('cloro')} > ${l.cloroMax} then 'cloro' end,
      case when ${col('ph')} < ${l.phMin} or ${col('ph')} > ${l.phMax} then 'ph' end,
      case when ${col('sdt')} > ${l.sdtMax} then 'sdt' end
    ]::text[], null) else array[]::text[] end)`;
}

/** The ranges in force, as the contract's `Rangos` (json): what the screens and the expediente show. */
export const rangos = sql<unknown>`json_build_object(
  'entrada', json_build_object('cloro_min', ${ajuste('entrada_cloro_min')}, 'cloro_max', ${ajuste('entrada_cloro_max')},
    'ph_min', ${ajuste('entrada_ph_min')}, 'ph_max', ${ajuste('entrada_ph_max')}, 'sdt_max', ${ajuste('entrada_sdt_max')}),
  'producto', json_build_object('cloro_min', null, 'cloro_max', ${ajuste('producto_cloro_max')},
    'ph_min', ${ajuste('producto_ph_min')}, 'ph_max', ${ajuste('producto_ph_max')}, 'sdt_max', ${ajuste('producto_sdt_max')}))`;

// ---- 2. a consumable's days and liters used ----

/** A corte that counts: not deleted, not rejected. */
const corteActivo = (c: string) => sql.raw(`${c}.fecha_eliminacion is null and ${c}.estado <> 'RECHAZADO'`);

/**
 * The liters the machine dispensed since the consumable aliased `k` was installed, from its cortes' meter readings:
 * the liters of every active corte (not deleted, not RECHAZADO) dated from the installation day on (in the business
 * time zone), less what the meter had already counted at the installation (`lectura_instalacion`): a corte whose
 * period began before that reading counts only the liters after it, and one that ended at or before it counts none.
 *
 * A meter replacement (a corte with motivo CONTADOR_REEMPLAZADO) counts what the corte itself counts: the old meter's
 * liters up to its final reading (the cortes' trigger, drizzle/0016). The installation reading belongs to the old
 * meter, so it is subtracted only from cortes up to and including the first replacement after the installation;
 * the new meter's later cortes count whole. Without a reading at the installation (0) every liter of the cortes from
 * that day on counts.
 *
 * A POR_VENTA machine records what it dispenses as it sells (issue 43): after its last corte (or the installation, if
 * later) the liters of its recorded sales count too (cantidad × the product's liters per unit), so wear keeps
 * running on a machine nobody cuts. The next corte's meter then counts that period instead. A POR_CORTE machine's
 * sales are its cortes' own, so only cortes count.
 */
export const litrosUsados = (k: string, tz: string) =>
  sql<number>`floor(${litrosDeCortes(k, tz)} + ${litrosVendidosSinCorte(k, tz)})::int`;

const instalado = (k: string, tz: string) => sql`(${sql.raw(k)}.instalado::timestamp at time zone ${tz})`;

const litrosVendidosSinCorte = (
  k: string,
  tz: string,
) => sql`(select coalesce(sum(v.cantidad * p.litros_por_unidad), 0)
    from ventas_maquina v
    join productos p on p.id_producto = v.id_producto
    join maquinas m on m.id_maquina = v.id_maquina and m.modo_venta = 'POR_VENTA'
    where v.id_maquina = ${sql.raw(k)}.id_maquina and v.fecha_eliminacion is null
      and v.fecha_transaccion >= ${instalado(k, tz)}
      and v.fecha_transaccion > coalesce((select max(c.fecha) from cortes c
                                          where c.id_maquina = v.id_maquina and ${corteActivo('c')}), '-infinity')
      and not exists (select 1 from cortes c2 where c2.id_venta_maquina = v.id_venta_maquina))`;

const litrosDeCortes = (k: string, tz: string) => sql`(select coalesce(sum(
      case when exists (select 1 from cortes p
                        where p.id_maquina = c.id_maquina and ${corteActivo('p')}
                          and p.motivo = 'CONTADOR_REEMPLAZADO'
                          and p.fecha >= ${instalado(k, tz)}
                          and (p.fecha, p.id_corte) < (c.fecha, c.id_corte))
           then c.litros
           else greatest(0, c.litros - greatest(0, ${sql.raw(k)}.lectura_instalacion - c.lectura_anterior)) end), 0)
    from cortes c
    where c.id_maquina = ${sql.raw(k)}.id_maquina and ${corteActivo('c')}
      and c.fecha >= ${instalado(k, tz)})`;

/** Whole days since the consumable aliased `k` was installed, to today in the business time zone. */
export const diasUsados = (k: string, tz: string) =>
  sql<number>`greatest(0, ${hoy(tz)} - ${sql.raw(k)}.instalado)`;

/**
 * The wear of the consumable aliased `k`, for `cross join lateral (…) as <alias>`: dias_usados, litros_usados,
 * porcentaje (the larger share of its life used, by days or by liters, in whole percent, rounded down) and vencido
 * (at or past 100 % of either life: the alerts' CONSUMIBLE).
 */
export const usoConsumible = (k: string, tz: string) => {
  const K = (c: string) => sql.raw(`${k}.${c}`);
  return sql`(select u.dias_usados, u.litros_usados,
      coalesce(greatest(floor(u.dias_usados * 100.0 / ${K('vida_dias')}),
                        floor(u.litros_usados * 100.0 / ${K('vida_litros')})), 0)::int as porcentaje,
      coalesce(u.dias_usados >= ${K('vida_dias')}, false) or coalesce(u.litros_usados >= ${K('vida_litros')}, false) as vencido
    from (select ${diasUsados(k, tz)} as dias_usados, ${litrosUsados(k, tz)} as litros_usados) u)`;
};

// ---- 3. a sanitary task's last and next due day ----

/**
 * The task aliased `t` (a row of tareas_sanitarias), for `cross join lateral (…) as <alias>`: ultima (the latest
 * live entry of its kind for its machine on or after `desde`, or null), proxima (`frecuencia_dias` after ultima, or
 * after `desde` when there is none) and vencida (proxima before today in the business time zone: due today is not yet
 * overdue).
 */
export const usoTarea = (t: string, tz: string) => {
  const T = (c: string) => sql.raw(`${t}.${c}`);
  return sql`(select u.ultima, (coalesce(u.ultima, ${T('desde')}) + ${T('frecuencia_dias')}) as proxima,
      (coalesce(u.ultima, ${T('desde')}) + ${T('frecuencia_dias')}) < ${hoy(tz)} as vencida
    from (select max(r.fecha) as ultima from registros_sanitarios r
          where r.id_maquina = ${T('id_maquina')} and r.tipo = ${T('tipo')} and r.fecha_eliminacion is null
            and r.fecha >= ${T('desde')}) u)`;
};
