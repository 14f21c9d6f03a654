CREATE OR REPLACE FUNCTION public.ventas_tienda_de(p_maquina integer, p_dia date)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  -- A machine's placements never overlap (ubicaciones.repository.ts).
  RETURN coalesce((SELECT u.id_tienda FROM ubicaciones u
                   WHERE u.id_maquina = p_maquina AND u.desde <= p_dia AND (u.hasta IS NULL OR u.hasta >= p_dia)), 0);
END
$function$
