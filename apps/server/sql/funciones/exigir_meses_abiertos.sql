CREATE OR REPLACE FUNCTION public.exigir_meses_abiertos(p_desde date, p_hasta date)
 RETURNS void
 LANGUAGE plpgsql
 STABLE
AS $function$
DECLARE
  cerrado date;
BEGIN
  IF p_desde IS NULL THEN
    RETURN;
  END IF;
  SELECT mes INTO cerrado FROM meses_cerrados
  WHERE mes >= date_trunc('month', p_desde)::date AND (p_hasta IS NULL OR mes <= p_hasta)
  ORDER BY mes LIMIT 1;
  IF cerrado IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'AV409', MESSAGE = to_char(cerrado, 'YYYY-MM');
  END IF;
END
$function$
