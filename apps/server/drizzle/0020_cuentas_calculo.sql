-- Host stores' accounts (issue 18, docs/decisions/025): the closed-month guard, and the functions that work out a
-- month's statements. Days are local to BUSINESS_TZ (ventas_resumen_zona()); ranges of days are inclusive.

-- Products of less than 10 L carry 16 % IVA; water in containers of 10 L or more and ice carry none (contract §8).
UPDATE productos SET tasa_iva = 0.16 WHERE litros_por_unidad > 0 AND litros_por_unidad < 10;
--> statement-breakpoint

-- The local day of an instant.
CREATE OR REPLACE FUNCTION dia_local(p timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (p AT TIME ZONE ventas_resumen_zona())::date
$$;
--> statement-breakpoint

-- Refuses a write that touches a closed month: SQLSTATE AV409, the first closed month (YYYY-MM) as the message. The
-- server answers it with 409 and a Spanish text (plugins/errors.ts). A null end is "until further notice".
CREATE OR REPLACE FUNCTION exigir_meses_abiertos(p_desde date, p_hasta date) RETURNS void LANGUAGE plpgsql STABLE AS $$
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
$$;
--> statement-breakpoint

-- One dated row (a sale, an expense, a corte, a deposit, an adjustment, a payment): its day before and after the
-- write must lie in open months. TG_ARGV[0] names the date column; it may hold a timestamptz or a date.
CREATE OR REPLACE FUNCTION dia_de_columna(fila jsonb, columna text) RETURNS date LANGUAGE sql STABLE AS $$
  -- A date column is already a local day; an instant is converted to one.
  SELECT CASE WHEN length(fila ->> columna) = 10 THEN (fila ->> columna)::date
              ELSE dia_local((fila ->> columna)::timestamptz) END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mes_abierto_fila() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint

-- A period (a placement, an agreement): the days it adds or removes must lie in open months. An update that moves
-- its end touches the days between the old end and the new one; one that moves its start, those between starts.
CREATE OR REPLACE FUNCTION mes_abierto_periodo() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE TRIGGER mes_abierto BEFORE INSERT OR UPDATE OR DELETE ON ventas_maquina FOR EACH ROW EXECUTE FUNCTION mes_abierto_fila('fecha_transaccion');
--> statement-breakpoint
CREATE TRIGGER mes_abierto BEFORE INSERT OR UPDATE OR DELETE ON egresos FOR EACH ROW EXECUTE FUNCTION mes_abierto_fila('fecha_transaccion');
--> statement-breakpoint
CREATE TRIGGER mes_abierto BEFORE INSERT OR UPDATE OR DELETE ON cortes FOR EACH ROW EXECUTE FUNCTION mes_abierto_fila('fecha');
--> statement-breakpoint
CREATE TRIGGER mes_abierto BEFORE INSERT OR UPDATE OR DELETE ON depositos FOR EACH ROW EXECUTE FUNCTION mes_abierto_fila('fecha');
--> statement-breakpoint
CREATE TRIGGER mes_abierto BEFORE INSERT OR UPDATE OR DELETE ON ajustes_tienda FOR EACH ROW EXECUTE FUNCTION mes_abierto_fila('mes');
--> statement-breakpoint
CREATE TRIGGER mes_abierto BEFORE INSERT OR UPDATE OR DELETE ON pagos_tienda FOR EACH ROW EXECUTE FUNCTION mes_abierto_fila('fecha');
--> statement-breakpoint
CREATE TRIGGER mes_abierto BEFORE INSERT OR UPDATE OR DELETE ON estados_cuenta FOR EACH ROW EXECUTE FUNCTION mes_abierto_fila('mes');
--> statement-breakpoint
CREATE TRIGGER mes_abierto BEFORE INSERT OR UPDATE OR DELETE ON ubicaciones FOR EACH ROW EXECUTE FUNCTION mes_abierto_periodo();
--> statement-breakpoint
CREATE TRIGGER mes_abierto BEFORE INSERT OR UPDATE OR DELETE ON convenios FOR EACH ROW EXECUTE FUNCTION mes_abierto_periodo();
--> statement-breakpoint

-- Each day of the month `p_mes` on which a machine stood at a store, with the store's agreement in force that day
-- (null when it had none).
CREATE OR REPLACE FUNCTION cuentas_dias(p_mes date)
RETURNS TABLE (dia date, id_tienda integer, id_maquina integer, id_convenio integer) LANGUAGE sql STABLE AS $$
  WITH limites AS (SELECT p_mes AS ini, (p_mes + interval '1 month - 1 day')::date AS fin)
  SELECT d::date, u.id_tienda, u.id_maquina, c.id_convenio
  FROM limites l
  JOIN ubicaciones u ON u.desde <= l.fin AND coalesce(u.hasta, l.fin) >= l.ini
  CROSS JOIN LATERAL generate_series(greatest(u.desde, l.ini), least(coalesce(u.hasta, l.fin), l.fin), interval '1 day') d
  LEFT JOIN convenios c ON c.id_tienda = u.id_tienda AND d::date >= c.desde AND (c.hasta IS NULL OR d::date <= c.hasta)
$$;
--> statement-breakpoint

-- What each machine sold and dispensed at each store, under each agreement, in the month: the sales of the days it
-- stood there (without IVA too, at each product's rate), the units of each product, and the liters of its cortes.
CREATE OR REPLACE FUNCTION cuentas_movimientos(p_mes date)
RETURNS TABLE (id_tienda integer, id_maquina integer, id_convenio integer, id_producto integer,
               unidades bigint, ventas numeric, ventas_sin_iva numeric, litros bigint) LANGUAGE sql STABLE AS $$
  WITH dias AS (SELECT * FROM cuentas_dias(p_mes)),
  rango AS (
    SELECT (p_mes::timestamp AT TIME ZONE ventas_resumen_zona()) AS ini,
           ((p_mes + interval '1 month')::timestamp AT TIME ZONE ventas_resumen_zona()) AS fin
  )
  SELECT d.id_tienda, d.id_maquina, d.id_convenio, v.id_producto,
         sum(v.cantidad)::bigint, sum(v.monto), sum(v.monto / (1 + p.tasa_iva)), 0::bigint
  FROM rango r
  JOIN ventas_maquina v ON v.fecha_transaccion >= r.ini AND v.fecha_transaccion < r.fin AND v.fecha_eliminacion IS NULL
  JOIN dias d ON d.id_maquina = v.id_maquina AND d.dia = dia_local(v.fecha_transaccion)
  JOIN productos p ON p.id_producto = v.id_producto
  GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT d.id_tienda, d.id_maquina, d.id_convenio, NULL, 0, 0, 0, sum(c.litros)::bigint
  FROM rango r
  JOIN cortes c ON c.fecha >= r.ini AND c.fecha < r.fin AND c.fecha_eliminacion IS NULL AND c.estado <> 'RECHAZADO'
  JOIN dias d ON d.id_maquina = c.id_maquina AND d.dia = dia_local(c.fecha)
  GROUP BY 1, 2, 3
$$;
--> statement-breakpoint

-- A month's statement per store and machine: the days the machine stood there, its units, liters and sales.
CREATE OR REPLACE FUNCTION cuentas_maquinas(p_mes date)
RETURNS TABLE (id_tienda integer, id_maquina integer, dias integer, unidades bigint, litros bigint, ventas numeric)
LANGUAGE sql STABLE AS $$
  WITH dias AS (
    SELECT d.id_tienda, d.id_maquina, count(DISTINCT d.dia)::integer AS dias FROM cuentas_dias(p_mes) d GROUP BY 1, 2
  ),
  mov AS (
    SELECT m.id_tienda, m.id_maquina, sum(m.unidades)::bigint AS unidades, sum(m.litros)::bigint AS litros,
           sum(m.ventas) AS ventas
    FROM cuentas_movimientos(p_mes) m GROUP BY 1, 2
  )
  SELECT d.id_tienda, d.id_maquina, d.dias, coalesce(m.unidades, 0), coalesce(m.litros, 0), coalesce(m.ventas, 0)
  FROM dias d LEFT JOIN mov m USING (id_tienda, id_maquina)
$$;
--> statement-breakpoint

-- A month's commission lines per store (contract §8, decision 025). Each line's amount is rounded to centavos once:
--   PORCENTAJE  per machine: its sales (with or without IVA, as agreed) × the percentage;
--   POR_UNIDAD  per machine: the units of the agreement's products × the amount per unit;
--   POR_LITRO   per machine: the liters of its cortes × the amount per liter;
--   RENTA       per agreement: the rent × the days it was in force with a machine there / the days of the month;
--   MINIMO      per agreement: what the lines above fall short of the minimum, prorated the same way.
CREATE OR REPLACE FUNCTION cuentas_comisiones(p_mes date)
RETURNS TABLE (id_tienda integer, id_convenio integer, id_maquina integer, concepto text, cantidad numeric,
               tasa numeric, importe numeric) LANGUAGE sql STABLE AS $$
  WITH mov AS (SELECT * FROM cuentas_movimientos(p_mes) WHERE id_convenio IS NOT NULL),
  dias_mes AS (SELECT extract(day FROM (p_mes + interval '1 month - 1 day'))::numeric AS n),
  dias AS (
    SELECT d.id_tienda, d.id_convenio, count(DISTINCT d.dia)::numeric AS dias
    FROM cuentas_dias(p_mes) d WHERE d.id_convenio IS NOT NULL GROUP BY 1, 2
  ),
  por_maquina AS (
    SELECT m.id_tienda, m.id_convenio, m.id_maquina, 'PORCENTAJE'::text AS concepto,
           sum(CASE WHEN c.base_iva = 'SIN_IVA' THEN m.ventas_sin_iva ELSE m.ventas END) AS cantidad,
           c.porcentaje AS tasa
    FROM mov m JOIN convenios c ON c.id_convenio = m.id_convenio
    WHERE c.tipo IN ('PORCENTAJE', 'MIXTO')
    GROUP BY 1, 2, 3, c.base_iva, c.porcentaje
    UNION ALL
    SELECT m.id_tienda, m.id_convenio, m.id_maquina, 'POR_UNIDAD',
           coalesce(sum(m.unidades) FILTER (WHERE cp.id_producto IS NOT NULL), 0), c.monto_unidad
    FROM mov m JOIN convenios c ON c.id_convenio = m.id_convenio
    LEFT JOIN convenio_productos cp ON cp.id_convenio = c.id_convenio AND cp.id_producto = m.id_producto
    WHERE c.tipo = 'POR_UNIDAD'
    GROUP BY 1, 2, 3, c.monto_unidad
    UNION ALL
    SELECT m.id_tienda, m.id_convenio, m.id_maquina, 'POR_LITRO', sum(m.litros), c.monto_litro
    FROM mov m JOIN convenios c ON c.id_convenio = m.id_convenio
    WHERE c.tipo = 'POR_LITRO'
    GROUP BY 1, 2, 3, c.monto_litro
  ),
  lineas AS (
    SELECT p.id_tienda, p.id_convenio, p.id_maquina, p.concepto, p.cantidad, p.tasa,
           round(p.cantidad * p.tasa / CASE WHEN p.concepto = 'PORCENTAJE' THEN 100 ELSE 1 END, 2) AS importe
    FROM por_maquina p
    UNION ALL
    SELECT d.id_tienda, d.id_convenio, NULL, 'RENTA', d.dias, c.renta, round(c.renta * d.dias / dm.n, 2)
    FROM dias d JOIN convenios c ON c.id_convenio = d.id_convenio, dias_mes dm
    WHERE c.renta IS NOT NULL
  )
  SELECT * FROM lineas
  UNION ALL
  SELECT d.id_tienda, d.id_convenio, NULL, 'MINIMO', d.dias, c.minimo,
         round(c.minimo * d.dias / dm.n, 2) - coalesce(l.suma, 0)
  FROM dias d JOIN convenios c ON c.id_convenio = d.id_convenio
  CROSS JOIN dias_mes dm
  LEFT JOIN (SELECT id_convenio, sum(importe) AS suma FROM lineas GROUP BY 1) l ON l.id_convenio = d.id_convenio
  WHERE c.minimo IS NOT NULL AND round(c.minimo * d.dias / dm.n, 2) > coalesce(l.suma, 0)
$$;
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON ubicaciones FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_ubicacion');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON convenios FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_convenio');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON meses_cerrados FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('mes');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON ajustes_tienda FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_ajuste');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON pagos_tienda FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_pago');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON usuario_tienda FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_usuario');
--> statement-breakpoint
-- The planner cannot tell how many days a placement's series holds, and its guess (1,000 rows per series) makes a
-- tiny month look expensive enough to compile with JIT, which cost seconds on PostgreSQL for a few milliseconds of
-- work. A statement of a month is small by nature: no JIT inside these functions.
ALTER FUNCTION cuentas_dias(date) SET jit = off;
--> statement-breakpoint
ALTER FUNCTION cuentas_movimientos(date) SET jit = off;
--> statement-breakpoint
ALTER FUNCTION cuentas_maquinas(date) SET jit = off;
--> statement-breakpoint
ALTER FUNCTION cuentas_comisiones(date) SET jit = off;
