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
$function$
