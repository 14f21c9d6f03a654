CREATE OR REPLACE FUNCTION public.ventas_tienda_reconstruir()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM ventas_tienda_mes;
  INSERT INTO ventas_tienda_mes (id_tienda, mes, unidades, monto, ventas)
  SELECT coalesce(u.id_tienda, 0), date_trunc('month', d.dia)::date, sum(d.unidades), sum(d.monto), sum(d.ventas)
  FROM ventas_maquina_dia d
  LEFT JOIN ubicaciones u ON u.id_maquina = d.id_maquina AND u.desde <= d.dia AND (u.hasta IS NULL OR u.hasta >= d.dia)
  GROUP BY 1, 2;
END
$function$
