CREATE OR REPLACE FUNCTION public.ventas_tienda_aplicar(p_maquina integer, p_fecha timestamp with time zone, p_cantidad bigint, p_monto numeric, p_ventas integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  local timestamp := p_fecha AT TIME ZONE ventas_resumen_zona();
BEGIN
  INSERT INTO ventas_tienda_mes (id_tienda, mes, unidades, monto, ventas)
  VALUES (ventas_tienda_de(p_maquina, local::date), date_trunc('month', local)::date, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (id_tienda, mes) DO UPDATE
    SET unidades = ventas_tienda_mes.unidades + excluded.unidades,
        monto = ventas_tienda_mes.monto + excluded.monto,
        ventas = ventas_tienda_mes.ventas + excluded.ventas;
END
$function$
