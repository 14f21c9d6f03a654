CREATE OR REPLACE FUNCTION public.usuarios_version_sesion()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.clave_hash IS DISTINCT FROM OLD.clave_hash
     OR (NEW.activo = 0 AND OLD.activo <> 0)
     OR (NEW.fecha_eliminacion IS NOT NULL AND OLD.fecha_eliminacion IS NULL) THEN
    NEW.version_sesion := OLD.version_sesion + 1;
  END IF;
  RETURN NEW;
END;
$function$
