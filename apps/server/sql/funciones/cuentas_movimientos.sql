CREATE OR REPLACE FUNCTION public.cuentas_movimientos(p_mes date)
 RETURNS TABLE(id_tienda integer, id_maquina integer, id_convenio integer, id_producto integer, unidades bigint, ventas numeric, ventas_sin_iva numeric, litros bigint)
 LANGUAGE sql
 STABLE
 SET jit TO 'off'
AS $function$
  WITH dias AS (SELECT * FROM cuentas_dias(p_mes)),
  rango AS (
    SELECT (p_mes::timestamp AT TIME ZONE ventas_resumen_zona()) AS ini,
           ((p_mes + interval '1 month')::timestamp AT TIME ZONE ventas_resumen_zona()) AS fin
  )
  SELECT d.id_tienda, d.id_maquina, d.id_convenio, v.id_producto,
         sum(v.cantidad)::bigint, sum(v.monto), sum(v.monto / (1 + p.tasa_iva)), 0::bigint
  FROM rango r
  JOIN ventas_maquina v ON v.fecha_transaccion >= r.ini AND v.fecha_transaccion < r.fin AND v.fecha_eliminacion IS NULL
  JOIN dias d ON d.id_maquina = v.id_maquina AND d.dia = dia_local(v.fecha_transaccion)
  JOIN productos p ON p.id_producto = v.id_producto
  GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT d.id_tienda, d.id_maquina, d.id_convenio, NULL, 0, 0, 0, sum(c.litros)::bigint
  FROM rango r
  JOIN cortes c ON c.fecha >= r.ini AND c.fecha < r.fin AND c.fecha_eliminacion IS NULL AND c.estado <> 'RECHAZADO'
  JOIN dias d ON d.id_maquina = c.id_maquina AND d.dia = dia_local(c.fecha)
  GROUP BY 1, 2, 3
$function$
