CREATE OR REPLACE FUNCTION public.ventas_resumen_aplicar(p_maquina integer, p_producto integer, p_fecha timestamp with time zone, p_cantidad bigint, p_monto numeric, p_ventas integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  local timestamp := p_fecha AT TIME ZONE ventas_resumen_zona();
  d date := local::date;
  m date := date_trunc('month', local)::date;
  h integer := extract(hour FROM local)::int;
BEGIN
  INSERT INTO ventas_resumen_mensual (id_maquina, mes, id_producto, cantidad, monto, ventas)
  VALUES (p_maquina, m, p_producto, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (id_maquina, mes, id_producto) DO UPDATE
    SET cantidad = ventas_resumen_mensual.cantidad + excluded.cantidad,
        monto = ventas_resumen_mensual.monto + excluded.monto,
        ventas = ventas_resumen_mensual.ventas + excluded.ventas;
  INSERT INTO ventas_dia (dia, unidades, monto, ventas)
  VALUES (d, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (dia) DO UPDATE
    SET unidades = ventas_dia.unidades + excluded.unidades,
        monto = ventas_dia.monto + excluded.monto,
        ventas = ventas_dia.ventas + excluded.ventas;
  INSERT INTO ventas_maquina_dia (id_maquina, dia, unidades, monto, ventas)
  VALUES (p_maquina, d, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (id_maquina, dia) DO UPDATE
    SET unidades = ventas_maquina_dia.unidades + excluded.unidades,
        monto = ventas_maquina_dia.monto + excluded.monto,
        ventas = ventas_maquina_dia.ventas + excluded.ventas;
  -- The machine's last day with a sale: a sale added can only move it later; one taken away from that day, when
  -- the day is left without sales, moves it back to the latest day that still has some (or removes it).
  IF p_ventas > 0 THEN
    INSERT INTO ventas_maquina_ultima (id_maquina, dia) VALUES (p_maquina, d)
    ON CONFLICT (id_maquina) DO UPDATE SET dia = greatest(ventas_maquina_ultima.dia, excluded.dia);
  ELSIF EXISTS (SELECT 1 FROM ventas_maquina_ultima u WHERE u.id_maquina = p_maquina AND u.dia = d)
    AND NOT EXISTS (SELECT 1 FROM ventas_maquina_dia x WHERE x.id_maquina = p_maquina AND x.dia = d AND x.ventas > 0) THEN
    DELETE FROM ventas_maquina_ultima WHERE id_maquina = p_maquina;
    INSERT INTO ventas_maquina_ultima (id_maquina, dia)
    SELECT p_maquina, max(x.dia) FROM ventas_maquina_dia x WHERE x.id_maquina = p_maquina AND x.ventas > 0
    HAVING max(x.dia) IS NOT NULL;
  END IF;
  INSERT INTO ventas_maquina_semana (id_maquina, semana, unidades, monto, ventas)
  VALUES (p_maquina, date_trunc('week', local)::date, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (id_maquina, semana) DO UPDATE
    SET unidades = ventas_maquina_semana.unidades + excluded.unidades,
        monto = ventas_maquina_semana.monto + excluded.monto,
        ventas = ventas_maquina_semana.ventas + excluded.ventas;
  INSERT INTO ventas_maquina_mes (id_maquina, mes, unidades, monto, ventas)
  VALUES (p_maquina, m, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (id_maquina, mes) DO UPDATE
    SET unidades = ventas_maquina_mes.unidades + excluded.unidades,
        monto = ventas_maquina_mes.monto + excluded.monto,
        ventas = ventas_maquina_mes.ventas + excluded.ventas;
  INSERT INTO ventas_producto_dia (dia, id_producto, unidades, monto, ventas)
  VALUES (d, p_producto, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (dia, id_producto) DO UPDATE
    SET unidades = ventas_producto_dia.unidades + excluded.unidades,
        monto = ventas_producto_dia.monto + excluded.monto,
        ventas = ventas_producto_dia.ventas + excluded.ventas;
  INSERT INTO ventas_producto_mes (mes, id_producto, unidades, monto, ventas)
  VALUES (m, p_producto, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (mes, id_producto) DO UPDATE
    SET unidades = ventas_producto_mes.unidades + excluded.unidades,
        monto = ventas_producto_mes.monto + excluded.monto,
        ventas = ventas_producto_mes.ventas + excluded.ventas;
  INSERT INTO ventas_dia_hora (dia, hora, unidades, monto, ventas)
  VALUES (d, h, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (dia, hora) DO UPDATE
    SET unidades = ventas_dia_hora.unidades + excluded.unidades,
        monto = ventas_dia_hora.monto + excluded.monto,
        ventas = ventas_dia_hora.ventas + excluded.ventas;
  INSERT INTO ventas_mes_hora (mes, dia_semana, hora, unidades, monto, ventas)
  VALUES (m, extract(isodow FROM local)::int, h, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (mes, dia_semana, hora) DO UPDATE
    SET unidades = ventas_mes_hora.unidades + excluded.unidades,
        monto = ventas_mes_hora.monto + excluded.monto,
        ventas = ventas_mes_hora.ventas + excluded.ventas;
END
$function$
