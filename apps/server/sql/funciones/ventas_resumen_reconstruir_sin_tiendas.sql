CREATE OR REPLACE FUNCTION public.ventas_resumen_reconstruir_sin_tiendas()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM ventas_resumen_reconstruir_ventas();
  LOCK TABLE transacciones IN SHARE MODE;
  CREATE TEMP TABLE ventas_origen_locales AS
    SELECT v.id_maquina, coalesce(v.id_usuario, 0) AS id_usuario, t.id_categoria_transaccion AS id_categoria,
           v.cantidad, v.monto, v.fecha_transaccion AT TIME ZONE ventas_resumen_zona() AS local
    FROM ventas_maquina v JOIN transacciones t ON t.id_venta_maquina = v.id_venta_maquina
    WHERE v.fecha_eliminacion IS NULL;
  DELETE FROM ventas_origen_dia;
  INSERT INTO ventas_origen_dia (dia, id_maquina, id_usuario, id_categoria, unidades, monto, ventas)
  SELECT local::date, id_maquina, id_usuario, id_categoria, sum(cantidad), sum(monto), count(*)
  FROM ventas_origen_locales GROUP BY 1, 2, 3, 4;
  DELETE FROM ventas_origen_mes;
  INSERT INTO ventas_origen_mes (mes, id_maquina, id_usuario, id_categoria, unidades, monto, ventas)
  SELECT date_trunc('month', local)::date, id_maquina, id_usuario, id_categoria, sum(cantidad), sum(monto), count(*)
  FROM ventas_origen_locales GROUP BY 1, 2, 3, 4;
  DROP TABLE ventas_origen_locales;
END
$function$
