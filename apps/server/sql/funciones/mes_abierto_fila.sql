CREATE OR REPLACE FUNCTION public.mes_abierto_fila()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  dia date;
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'cortes'
     AND (to_jsonb(NEW) - 'id_deposito') = (to_jsonb(OLD) - 'id_deposito') THEN
    -- A deposit made in an open month may carry the cash of a corte from a closed one.
    RETURN NEW;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    dia := dia_de_columna(to_jsonb(OLD), TG_ARGV[0]);
    PERFORM exigir_meses_abiertos(dia, dia);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    dia := dia_de_columna(to_jsonb(NEW), TG_ARGV[0]);
    PERFORM exigir_meses_abiertos(dia, dia);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$function$
