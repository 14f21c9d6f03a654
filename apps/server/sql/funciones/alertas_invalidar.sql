CREATE OR REPLACE FUNCTION public.alertas_invalidar()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE alertas_estado SET sincronizadas = '-infinity' WHERE sincronizadas <> '-infinity';
  RETURN NULL;
END
$function$
