CREATE OR REPLACE FUNCTION public.ventas_origen_aplicar(p_maquina integer, p_usuario integer, p_categoria integer, p_fecha timestamp with time zone, p_cantidad bigint, p_monto numeric, p_ventas integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  local timestamp := p_fecha AT TIME ZONE ventas_resumen_zona();
  u integer := coalesce(p_usuario, 0);
BEGIN
  INSERT INTO ventas_origen_dia (dia, id_maquina, id_usuario, id_categoria, unidades, monto, ventas)
  VALUES (local::date, p_maquina, u, p_categoria, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (dia, id_maquina, id_usuario, id_categoria) DO UPDATE
    SET unidades = ventas_origen_dia.unidades + excluded.unidades,
        monto = ventas_origen_dia.monto + excluded.monto,
        ventas = ventas_origen_dia.ventas + excluded.ventas;
  INSERT INTO ventas_origen_mes (mes, id_maquina, id_usuario, id_categoria, unidades, monto, ventas)
  VALUES (date_trunc('month', local)::date, p_maquina, u, p_categoria, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (mes, id_maquina, id_usuario, id_categoria) DO UPDATE
    SET unidades = ventas_origen_mes.unidades + excluded.unidades,
        monto = ventas_origen_mes.monto + excluded.monto,
        ventas = ventas_origen_mes.ventas + excluded.ventas;
END
$function$
