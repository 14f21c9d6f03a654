CREATE OR REPLACE FUNCTION public.dia_de_columna(fila jsonb, columna text)
 RETURNS date
 LANGUAGE sql
 STABLE
AS $function$
  -- A date column is already a local day; an instant is converted to one.
  SELECT CASE WHEN length(fila ->> columna) = 10 THEN (fila ->> columna)::date
              ELSE dia_local((fila ->> columna)::timestamptz) END
$function$
