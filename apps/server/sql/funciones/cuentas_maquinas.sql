CREATE OR REPLACE FUNCTION public.cuentas_maquinas(p_mes date)
 RETURNS TABLE(id_tienda integer, id_maquina integer, dias integer, unidades bigint, litros bigint, ventas numeric)
 LANGUAGE sql
 STABLE
 SET jit TO 'off'
AS $function$
  WITH dias AS (
    SELECT d.id_tienda, d.id_maquina, count(DISTINCT d.dia)::integer AS dias FROM cuentas_dias(p_mes) d GROUP BY 1, 2
  ),
  mov AS (
    SELECT m.id_tienda, m.id_maquina, sum(m.unidades)::bigint AS unidades, sum(m.litros)::bigint AS litros,
           sum(m.ventas) AS ventas
    FROM cuentas_movimientos(p_mes) m GROUP BY 1, 2
  )
  SELECT d.id_tienda, d.id_maquina, d.dias, coalesce(m.unidades, 0), coalesce(m.litros, 0), coalesce(m.ventas, 0)
  FROM dias d LEFT JOIN mov m USING (id_tienda, id_maquina)
$function$
