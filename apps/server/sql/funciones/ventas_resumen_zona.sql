CREATE OR REPLACE FUNCTION public.ventas_resumen_zona()
 RETURNS text
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN coalesce((SELECT valor FROM ajustes WHERE clave = 'business_tz'), 'America/Mexico_City');
END
$function$
