CREATE OR REPLACE FUNCTION public.cortes_ventas_periodo(p_maquina integer, p_desde timestamp with time zone, p_hasta timestamp with time zone, OUT monto numeric, OUT litros numeric)
 RETURNS record
 LANGUAGE sql
 STABLE
AS $function$
  -- The sales recorded on a POR_VENTA machine in a corte's period (p_desde, p_hasta] (from the beginning without a
  -- previous corte): active ones, without the water sales of cortes (a machine that was POR_CORTE before); their
  -- money and the liters their products imply. The corte's trigger and the corte form's running figures read it.
  SELECT coalesce(sum(v.monto), 0), coalesce(sum(v.cantidad * p.litros_por_unidad), 0)
    FROM ventas_maquina v
    JOIN productos p ON p.id_producto = v.id_producto
   WHERE v.id_maquina = p_maquina
     AND v.fecha_eliminacion IS NULL
     AND v.fecha_transaccion <= p_hasta
     AND (p_desde IS NULL OR v.fecha_transaccion > p_desde)
     AND NOT EXISTS (SELECT 1 FROM cortes c2 WHERE c2.id_venta_maquina = v.id_venta_maquina)
$function$
