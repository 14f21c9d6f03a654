CREATE OR REPLACE FUNCTION public.ajuste_numero(p_clave text, p_omision numeric)
 RETURNS numeric
 LANGUAGE sql
 STABLE
AS $function$
  SELECT coalesce(
    (SELECT valor::numeric FROM ajustes WHERE clave = p_clave AND valor ~ '^\s*[0-9]+(\.[0-9]+)?\s*$'),
    p_omision)
$function$
