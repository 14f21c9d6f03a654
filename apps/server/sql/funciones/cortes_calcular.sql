CREATE OR REPLACE FUNCTION public.cortes_calcular()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- An update that leaves the inputs alone (approval, a deposit, a deletion) keeps the figures as they were: a
  -- tolerance setting changed since must not reopen an old corte, and nothing may write the figures by hand.
  IF TG_OP = 'UPDATE'
     AND NEW.lectura = OLD.lectura
     AND NEW.lectura_anterior = OLD.lectura_anterior
     AND NEW.lectura_final_anterior IS NOT DISTINCT FROM OLD.lectura_final_anterior
     AND NEW.motivo IS NOT DISTINCT FROM OLD.motivo
     AND NEW.precio_litro = OLD.precio_litro
     AND NEW.efectivo = OLD.efectivo THEN
    NEW.litros := OLD.litros;
    NEW.esperado := OLD.esperado;
    NEW.contado := OLD.contado;
    NEW.diferencia := OLD.diferencia;
    NEW.tolerancia := OLD.tolerancia;
    NEW.fuera_de_tolerancia := OLD.fuera_de_tolerancia;
    RETURN NEW;
  END IF;
  NEW.litros := CASE WHEN NEW.motivo = 'CONTADOR_REEMPLAZADO'
                     THEN coalesce(NEW.lectura_final_anterior, NEW.lectura_anterior)
                     ELSE NEW.lectura END - NEW.lectura_anterior;
  NEW.esperado := round(NEW.litros * NEW.precio_litro, 2);
  NEW.contado := corte_contado(NEW.efectivo);
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
