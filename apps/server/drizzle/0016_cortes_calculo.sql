-- A corte's figures (issue 17, contract §8), computed in the database as the row is written: the one place for the
-- rule, in exact decimals, so the list, the comprobante, the sums and the water sale all read the same numbers.
--   litros      = lectura − lectura_anterior; with CONTADOR_REEMPLAZADO the old meter's final reading (if given)
--                 takes lectura's place, and lectura (the new meter's) becomes the next corte's start
--   esperado    = round(litros × precio_litro, 2)   (numeric round: half away from zero, the same as half up here)
--   contado     = Σ pieces × denomination value
--   diferencia  = contado − esperado                 (positive: sobrante; negative: faltante)
--   tolerancia  = max(setting monto, round(|esperado| × setting porcentaje / 100, 2))
--   fuera_de_tolerancia = |diferencia| > tolerancia  (exactly at the tolerance is inside)
-- A setting never saved takes contract §8's default ($20, 2 %), the same as packages/contract/src/ajustes.ts.

-- A numeric setting from `ajustes`, or `omision` when it is missing or not a plain decimal number.
CREATE OR REPLACE FUNCTION ajuste_numero(p_clave text, p_omision numeric) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT valor::numeric FROM ajustes WHERE clave = p_clave AND valor ~ '^\s*[0-9]+(\.[0-9]+)?\s*$'),
    p_omision)
$$;
--> statement-breakpoint
-- The cash counted, from the pieces of each denomination (contract §8's list; DENOMINACIONES in the contract).
CREATE OR REPLACE FUNCTION corte_contado(p_efectivo jsonb) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(sum(d.valor * (p_efectivo ->> d.clave)::numeric), 0)::numeric(12, 2)
  FROM (VALUES ('m050', 0.50), ('m1', 1), ('m2', 2), ('m5', 5), ('m10', 10), ('m20', 20),
               ('b20', 20), ('b50', 50), ('b100', 100), ('b200', 200), ('b500', 500), ('b1000', 1000)) AS d(clave, valor)
  WHERE jsonb_typeof(p_efectivo -> d.clave) = 'number'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cortes_calcular() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE TRIGGER cortes_calcular BEFORE INSERT OR UPDATE ON cortes FOR EACH ROW EXECUTE FUNCTION cortes_calcular();
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON cortes FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_corte');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON depositos FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_deposito');
