CREATE OR REPLACE FUNCTION public.corte_contado(p_efectivo jsonb)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT coalesce(sum(d.valor * (p_efectivo ->> d.clave)::numeric), 0)::numeric(12, 2)
  FROM (VALUES ('m050', 0.50), ('m1', 1), ('m2', 2), ('m5', 5), ('m10', 10), ('m20', 20),
               ('b20', 20), ('b50', 50), ('b100', 100), ('b200', 200), ('b500', 500), ('b1000', 1000)) AS d(clave, valor)
  WHERE jsonb_typeof(p_efectivo -> d.clave) = 'number'
$function$
