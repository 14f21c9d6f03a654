-- The business's time zone and a machine's store on a day, in PL/pgSQL instead of SQL (issue 20; decision 030,
-- addendum of 2026-11-27). Neither SQL body can be inlined (each holds a subquery), so every call ran the SQL
-- function's executor anew, planning included: a sale's triggers call the zone four times and the store once, and
-- these calls were 0.23 of its 1.24 ms (pg_stat_user_functions). PL/pgSQL keeps each plan for the session: 0.04 ms.
-- Same bodies, same volatility, same snapshot (a STABLE function sees its calling query's).
CREATE OR REPLACE FUNCTION ventas_resumen_zona() RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce((SELECT valor FROM ajustes WHERE clave = 'business_tz'), 'America/Mexico_City');
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ventas_tienda_de(p_maquina integer, p_dia date) RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- A machine's placements never overlap (ubicaciones.repository.ts).
  RETURN coalesce((SELECT u.id_tienda FROM ubicaciones u
                   WHERE u.id_maquina = p_maquina AND u.desde <= p_dia AND (u.hasta IS NULL OR u.hasta >= p_dia)), 0);
END
$$;
