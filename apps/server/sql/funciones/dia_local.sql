CREATE OR REPLACE FUNCTION public.dia_local(p timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 STABLE
AS $function$
  SELECT (p AT TIME ZONE ventas_resumen_zona())::date
$function$
