-- Figures the owner can trust (issue 43; decision 023, addendum of 2026-11-28).
-- 1. A POR_VENTA corte is judged against the sales recorded in its period: its expected cash is their money, and
--    its meter is held against the liters they imply (new columns, written by the cortes_calcular trigger).
-- 2. A machine's starting reading may be unknown (null): drizzle's default 0 could not tell "never typed" from 0.
ALTER TABLE "maquinas" ALTER COLUMN "lectura_inicial" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "maquinas" ALTER COLUMN "lectura_inicial" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cortes" ADD COLUMN "ventas_monto" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "cortes" ADD COLUMN "ventas_litros" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "cortes" ADD COLUMN "diferencia_litros" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "cortes" ADD COLUMN "tolerancia_litros" numeric(14, 3);--> statement-breakpoint
ALTER TABLE "cortes" ADD COLUMN "litros_fuera_de_tolerancia" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cortes" ADD COLUMN "lectura_base" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.cortes_ventas_periodo(p_maquina integer, p_desde timestamp with time zone, p_hasta timestamp with time zone, OUT monto numeric, OUT litros numeric)
 RETURNS record
 LANGUAGE sql
 STABLE
AS $function$
  -- The sales recorded on a POR_VENTA machine in a corte's period (p_desde, p_hasta] (from the beginning without a
  -- previous corte): active ones, without the water sales of cortes (a machine that was POR_CORTE before); their
  -- money and the liters their products imply. The corte's trigger and the corte form's running figures read it.
  SELECT coalesce(sum(v.monto), 0), coalesce(sum(v.cantidad * p.litros_por_unidad), 0)
    FROM ventas_maquina v
    JOIN productos p ON p.id_producto = v.id_producto
   WHERE v.id_maquina = p_maquina
     AND v.fecha_eliminacion IS NULL
     AND v.fecha_transaccion <= p_hasta
     AND (p_desde IS NULL OR v.fecha_transaccion > p_desde)
     AND NOT EXISTS (SELECT 1 FROM cortes c2 WHERE c2.id_venta_maquina = v.id_venta_maquina)
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.cortes_calcular()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- An update that leaves the inputs alone (approval, a deposit, a deletion) keeps the figures as they were: a
  -- tolerance setting changed since, or a sale recorded since, must not reopen an old corte, and nothing may write
  -- the figures by hand. A POR_VENTA corte written before drizzle/0029 was never compared with its sales: it is now.
  IF TG_OP = 'UPDATE'
     AND NEW.lectura = OLD.lectura
     AND NEW.lectura_anterior = OLD.lectura_anterior
     AND NEW.lectura_final_anterior IS NOT DISTINCT FROM OLD.lectura_final_anterior
     AND NEW.motivo IS NOT DISTINCT FROM OLD.motivo
     AND NEW.precio_litro = OLD.precio_litro
     AND NEW.efectivo = OLD.efectivo
     AND NEW.fecha = OLD.fecha
     AND NEW.fecha_anterior IS NOT DISTINCT FROM OLD.fecha_anterior
     AND NEW.modo_venta = OLD.modo_venta
     AND NEW.lectura_base = OLD.lectura_base
     AND NOT (NEW.modo_venta = 'POR_VENTA' AND OLD.ventas_monto IS NULL) THEN
    NEW.litros := OLD.litros;
    NEW.esperado := OLD.esperado;
    NEW.contado := OLD.contado;
    NEW.diferencia := OLD.diferencia;
    NEW.tolerancia := OLD.tolerancia;
    NEW.fuera_de_tolerancia := OLD.fuera_de_tolerancia;
    NEW.ventas_monto := OLD.ventas_monto;
    NEW.ventas_litros := OLD.ventas_litros;
    NEW.diferencia_litros := OLD.diferencia_litros;
    NEW.tolerancia_litros := OLD.tolerancia_litros;
    NEW.litros_fuera_de_tolerancia := OLD.litros_fuera_de_tolerancia;
    RETURN NEW;
  END IF;
  -- A base corte (first corte of a POR_VENTA machine without a starting reading) starts the meter: 0 liters.
  IF NEW.lectura_base THEN
    NEW.lectura_anterior := NEW.lectura;
    NEW.lectura_final_anterior := NULL;
  END IF;
  NEW.litros := CASE WHEN NEW.motivo = 'CONTADOR_REEMPLAZADO'
                     THEN coalesce(NEW.lectura_final_anterior, NEW.lectura_anterior)
                     ELSE NEW.lectura END - NEW.lectura_anterior;
  NEW.contado := corte_contado(NEW.efectivo);
  IF NEW.modo_venta = 'POR_VENTA' THEN
    -- The cash is owed for the sales recorded in the period; the meter is held against the liters they imply
    -- (contract §9: max(1 % of the metered liters, 5 L)).
    SELECT v.monto, v.litros INTO NEW.ventas_monto, NEW.ventas_litros
      FROM cortes_ventas_periodo(NEW.id_maquina, NEW.fecha_anterior, NEW.fecha) v;
    NEW.esperado := NEW.ventas_monto;
    NEW.diferencia_litros := NEW.litros - NEW.ventas_litros;
    NEW.tolerancia_litros := greatest(5, round(NEW.litros * 0.01, 3));
    NEW.litros_fuera_de_tolerancia := NOT NEW.lectura_base AND abs(NEW.diferencia_litros) > NEW.tolerancia_litros;
  ELSE
    NEW.esperado := round(NEW.litros * NEW.precio_litro, 2);
    NEW.ventas_monto := NULL;
    NEW.ventas_litros := NULL;
    NEW.diferencia_litros := NULL;
    NEW.tolerancia_litros := NULL;
    NEW.litros_fuera_de_tolerancia := false;
  END IF;
  NEW.diferencia := NEW.contado - NEW.esperado;
  NEW.tolerancia := greatest(
    ajuste_numero('corte_tolerancia_monto', 20),
    round(abs(NEW.esperado) * ajuste_numero('corte_tolerancia_porcentaje', 2) / 100, 2));
  NEW.fuera_de_tolerancia := abs(NEW.diferencia) > NEW.tolerancia;
  IF NEW.fuera_de_tolerancia AND NEW.motivo IS NULL THEN
    -- The server answers 400 on `motivo` naming the tolerance, read from DETAIL; the row is not written.
    RAISE EXCEPTION 'La diferencia supera la tolerancia; falta el motivo.'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'cortes_motivo_requerido_ck', DETAIL = NEW.tolerancia::text;
  END IF;
  RETURN NEW;
END
$function$;
--> statement-breakpoint
-- The old default cannot be told from a typed 0; where it still matters (no corte yet) it becomes "not recorded",
-- so a POR_CORTE machine's first corte asks for it instead of charging the whole meter.
-- A correction of the schema's own default, not anyone's edit: no bitácora row.
ALTER TABLE maquinas DISABLE TRIGGER bitacora;
--> statement-breakpoint
UPDATE maquinas m SET lectura_inicial = NULL
 WHERE m.lectura_inicial = 0 AND NOT EXISTS (SELECT 1 FROM cortes c WHERE c.id_maquina = m.id_maquina);
--> statement-breakpoint
ALTER TABLE maquinas ENABLE TRIGGER bitacora;
--> statement-breakpoint
-- Every POR_VENTA corte is compared with its sales once (the trigger does it on its first update), closed months
-- included: the figure they showed was the meter's, the error this corrects. One found beyond the tolerance without
-- a reason gets one that says so, since the check constraint requires it.
ALTER TABLE cortes DISABLE TRIGGER mes_abierto;
--> statement-breakpoint
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id_corte FROM cortes WHERE modo_venta = 'POR_VENTA' ORDER BY id_corte LOOP
    BEGIN
      UPDATE cortes SET lectura_base = lectura_base WHERE id_corte = r.id_corte;
    EXCEPTION WHEN check_violation THEN
      UPDATE cortes SET motivo = 'OTRO',
             motivo_texto = 'Diferencia con las ventas registradas, hallada al recalcular el corte (2026-11-28).'
       WHERE id_corte = r.id_corte;
    END;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE cortes ENABLE TRIGGER mes_abierto;
