CREATE OR REPLACE FUNCTION public.ventas_resumen_reconstruir_sin_anios()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM ventas_resumen_reconstruir_sin_tiendas();
  PERFORM ventas_tienda_reconstruir();
END
$function$
