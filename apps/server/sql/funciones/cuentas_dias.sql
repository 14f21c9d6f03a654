CREATE OR REPLACE FUNCTION public.cuentas_dias(p_mes date)
 RETURNS TABLE(dia date, id_tienda integer, id_maquina integer, id_convenio integer)
 LANGUAGE sql
 STABLE
 SET jit TO 'off'
AS $function$
  WITH limites AS (SELECT p_mes AS ini, (p_mes + interval '1 month - 1 day')::date AS fin)
  SELECT d::date, u.id_tienda, u.id_maquina, c.id_convenio
  FROM limites l
  JOIN ubicaciones u ON u.desde <= l.fin AND coalesce(u.hasta, l.fin) >= l.ini
  CROSS JOIN LATERAL generate_series(greatest(u.desde, l.ini), least(coalesce(u.hasta, l.fin), l.fin), interval '1 day') d
  LEFT JOIN convenios c ON c.id_tienda = u.id_tienda AND d::date >= c.desde AND (c.hasta IS NULL OR d::date <= c.hasta)
$function$
