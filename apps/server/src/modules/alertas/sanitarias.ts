// The alerts of machine care, on the sanitary record's own rules (modules/sanitario/reglas.ts), as the part of the
// refresh's conditions they add: a consumable worn out, the latest reading at a point out of range, a task overdue.
// Each keeps in `detalle.inicio` when its condition began, where the data tells (alertas.repository's `condiciones`).
import { type SQL, sql } from 'drizzle-orm';
import { fueraDeRango, usoConsumible, usoTarea } from '../sanitario/reglas.ts';

/**
 * `union all` and the three conditions, with the columns of the others (tipo, clave, id_maquina, id_producto,
 * detalle). A clave names what a new occurrence would be: a consumable reinstalled, another reading, the task's next
 * due day; so each of them, once true again, is a new alert.
 */
export function condicionesSanitarias(tz: string): SQL {
  return sql`
    union all
    -- A live consumable at or past 100 % of its life (by days or by liters).
    select 'CONSUMIBLE', 'k' || k.id_consumible || ':' || k.instalado, k.id_maquina, null::int,
           jsonb_build_object('consumible', k.nombre, 'porcentaje', u.porcentaje,
             -- Worn out by days: the day its life ended; by liters the data cannot tell when (the alert's opening).
             'inicio', case when k.vida_dias is not null and u.dias_usados >= k.vida_dias
               then ((k.instalado + k.vida_dias)::timestamp at time zone ${tz}) end)
    from consumibles k
    cross join lateral ${usoConsumible('k', tz)} as u
    where k.fecha_eliminacion is null and u.vencido
    union all
    -- The latest live reading of a machine at a point, when out of its point's range (a later one in range closes it).
    select 'LECTURA_FUERA', 'r' || r.id_registro, r.id_maquina, null::int,
           jsonb_strip_nulls(jsonb_build_object('id_registro', r.id_registro, 'punto', r.punto, 'fecha', r.fecha::text,
             'inicio', (r.fecha::timestamp at time zone ${tz}),
             'cloro', case when 'cloro' = any(r.fuera) then r.cloro end,
             'ph', case when 'ph' = any(r.fuera) then r.ph end,
             'sdt', case when 'sdt' = any(r.fuera) then r.sdt end))
    from (select distinct on (r.id_maquina, r.punto) r.*, ${fueraDeRango('r')} as fuera
          from registros_sanitarios r
          where r.tipo = 'LECTURA' and r.fecha_eliminacion is null
          order by r.id_maquina, r.punto, r.fecha desc, r.id_registro desc) r
    where cardinality(r.fuera) > 0
    union all
    -- A live task whose next due day is before today.
    select 'TAREA_VENCIDA', 't' || t.id_tarea || ':' || u.proxima, t.id_maquina, null::int,
           jsonb_build_object('tarea', t.tipo, 'proxima', u.proxima::text,
             -- Overdue from the day after it fell due, at its start in the business zone.
             'inicio', ((u.proxima + 1)::timestamp at time zone ${tz}))
    from tareas_sanitarias t
    cross join lateral ${usoTarea('t', tz)} as u
    where t.fecha_eliminacion is null and u.vencida`;
}
