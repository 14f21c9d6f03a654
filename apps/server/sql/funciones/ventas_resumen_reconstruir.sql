CREATE OR REPLACE FUNCTION public.ventas_resumen_reconstruir()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM ventas_resumen_reconstruir_sin_anios();
  DELETE FROM ventas_maquina_anio;
  INSERT INTO ventas_maquina_anio (id_maquina, anio, unidades, monto, ventas)
  SELECT id_maquina, date_trunc('year', mes)::date, sum(unidades), sum(monto), sum(ventas)
  FROM ventas_maquina_mes GROUP BY 1, 2;
END
$function$
