CREATE OR REPLACE FUNCTION public.mes_abierto_periodo()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM exigir_meses_abiertos(NEW.desde, NEW.hasta);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM exigir_meses_abiertos(OLD.desde, OLD.hasta);
  ELSE
    IF NEW.desde IS DISTINCT FROM OLD.desde THEN
      PERFORM exigir_meses_abiertos(least(NEW.desde, OLD.desde), greatest(NEW.desde, OLD.desde));
    END IF;
    IF NEW.hasta IS DISTINCT FROM OLD.hasta THEN
      PERFORM exigir_meses_abiertos(
        least(coalesce(NEW.hasta, 'infinity'), coalesce(OLD.hasta, 'infinity')) + 1,
        nullif(greatest(coalesce(NEW.hasta, 'infinity'), coalesce(OLD.hasta, 'infinity')), 'infinity'));
    END IF;
    IF (to_jsonb(NEW) - 'hasta' - 'desde') <> (to_jsonb(OLD) - 'hasta' - 'desde') THEN
      PERFORM exigir_meses_abiertos(NEW.desde, NEW.hasta);
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$function$
