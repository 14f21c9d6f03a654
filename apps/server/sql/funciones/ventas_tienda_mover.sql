CREATE OR REPLACE FUNCTION public.ventas_tienda_mover(p_maquina integer, p_desde date, p_hasta date, p_de integer, p_a integer)
 RETURNS void
 LANGUAGE sql
AS $function$
  WITH meses AS (
    SELECT date_trunc('month', d.dia)::date AS mes, sum(d.unidades) AS unidades, sum(d.monto) AS monto,
           sum(d.ventas) AS ventas
    FROM ventas_maquina_dia d
    WHERE d.id_maquina = p_maquina AND d.dia >= p_desde AND (p_hasta IS NULL OR d.dia <= p_hasta)
    GROUP BY 1)
  INSERT INTO ventas_tienda_mes (id_tienda, mes, unidades, monto, ventas)
  SELECT p_de, mes, -unidades, -monto, -ventas FROM meses
  UNION ALL
  SELECT p_a, mes, unidades, monto, ventas FROM meses
  ON CONFLICT (id_tienda, mes) DO UPDATE
    SET unidades = ventas_tienda_mes.unidades + excluded.unidades,
        monto = ventas_tienda_mes.monto + excluded.monto,
        ventas = ventas_tienda_mes.ventas + excluded.ventas
$function$
