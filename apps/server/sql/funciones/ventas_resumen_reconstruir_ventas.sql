CREATE OR REPLACE FUNCTION public.ventas_resumen_reconstruir_ventas()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  LOCK TABLE ventas_maquina IN SHARE MODE;
  CREATE TEMP TABLE ventas_locales AS
    SELECT id_maquina, id_producto, cantidad, monto, fecha_transaccion AT TIME ZONE ventas_resumen_zona() AS local
    FROM ventas_maquina
    WHERE fecha_eliminacion IS NULL;
  DELETE FROM ventas_resumen_mensual;
  INSERT INTO ventas_resumen_mensual (id_maquina, mes, id_producto, cantidad, monto, ventas)
  SELECT id_maquina, date_trunc('month', local)::date, id_producto, sum(cantidad), sum(monto), count(*)
  FROM ventas_locales GROUP BY 1, 2, 3;
  DELETE FROM ventas_dia;
  INSERT INTO ventas_dia (dia, unidades, monto, ventas)
  SELECT local::date, sum(cantidad), sum(monto), count(*)
  FROM ventas_locales GROUP BY 1;
  DELETE FROM ventas_maquina_dia;
  INSERT INTO ventas_maquina_dia (id_maquina, dia, unidades, monto, ventas)
  SELECT id_maquina, local::date, sum(cantidad), sum(monto), count(*)
  FROM ventas_locales GROUP BY 1, 2;
  DELETE FROM ventas_maquina_ultima;
  INSERT INTO ventas_maquina_ultima (id_maquina, dia)
  SELECT id_maquina, max(local::date) FROM ventas_locales GROUP BY 1;
  DELETE FROM ventas_maquina_semana;
  INSERT INTO ventas_maquina_semana (id_maquina, semana, unidades, monto, ventas)
  SELECT id_maquina, date_trunc('week', local)::date, sum(cantidad), sum(monto), count(*)
  FROM ventas_locales GROUP BY 1, 2;
  DELETE FROM ventas_maquina_mes;
  INSERT INTO ventas_maquina_mes (id_maquina, mes, unidades, monto, ventas)
  SELECT id_maquina, date_trunc('month', local)::date, sum(cantidad), sum(monto), count(*)
  FROM ventas_locales GROUP BY 1, 2;
  DELETE FROM ventas_producto_dia;
  INSERT INTO ventas_producto_dia (dia, id_producto, unidades, monto, ventas)
  SELECT local::date, id_producto, sum(cantidad), sum(monto), count(*)
  FROM ventas_locales GROUP BY 1, 2;
  DELETE FROM ventas_producto_mes;
  INSERT INTO ventas_producto_mes (mes, id_producto, unidades, monto, ventas)
  SELECT date_trunc('month', local)::date, id_producto, sum(cantidad), sum(monto), count(*)
  FROM ventas_locales GROUP BY 1, 2;
  DELETE FROM ventas_dia_hora;
  INSERT INTO ventas_dia_hora (dia, hora, unidades, monto, ventas)
  SELECT local::date, extract(hour FROM local)::int, sum(cantidad), sum(monto), count(*)
  FROM ventas_locales GROUP BY 1, 2;
  DELETE FROM ventas_mes_hora;
  INSERT INTO ventas_mes_hora (mes, dia_semana, hora, unidades, monto, ventas)
  SELECT date_trunc('month', local)::date, extract(isodow FROM local)::int, extract(hour FROM local)::int, sum(cantidad), sum(monto), count(*)
  FROM ventas_locales GROUP BY 1, 2, 3;
  DROP TABLE ventas_locales;
END
$function$
