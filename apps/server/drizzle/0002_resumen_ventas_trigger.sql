-- Keeps ventas_resumen_mensual in step with ventas_maquina inside the same transaction as each write.
-- Months are counted in the business time zone stored in ajustes('business_tz') by the server at start-up.
CREATE OR REPLACE FUNCTION ventas_resumen_zona() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT valor FROM ajustes WHERE clave = 'business_tz'), 'America/Mexico_City')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ventas_resumen_aplicar(p_maquina integer, p_producto integer, p_fecha timestamptz, p_cantidad bigint, p_monto numeric)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ventas_resumen_mensual (id_maquina, mes, id_producto, cantidad, monto)
  VALUES (p_maquina, date_trunc('month', p_fecha AT TIME ZONE ventas_resumen_zona())::date, p_producto, p_cantidad, p_monto)
  ON CONFLICT (id_maquina, mes, id_producto) DO UPDATE
    SET cantidad = ventas_resumen_mensual.cantidad + excluded.cantidad,
        monto = ventas_resumen_mensual.monto + excluded.monto;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ventas_resumen_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.fecha_eliminacion IS NULL THEN
    PERFORM ventas_resumen_aplicar(OLD.id_maquina, OLD.id_producto, OLD.fecha_transaccion, -OLD.cantidad::bigint, -OLD.monto);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.fecha_eliminacion IS NULL THEN
    PERFORM ventas_resumen_aplicar(NEW.id_maquina, NEW.id_producto, NEW.fecha_transaccion, NEW.cantidad::bigint, NEW.monto);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ventas_resumen AFTER INSERT OR UPDATE OR DELETE ON ventas_maquina
  FOR EACH ROW EXECUTE FUNCTION ventas_resumen_trigger();
--> statement-breakpoint
-- Rebuilds the whole roll-up: after a change of business time zone, or after a bulk load with the trigger off.
CREATE OR REPLACE FUNCTION ventas_resumen_reconstruir() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE ventas_maquina IN SHARE MODE;
  DELETE FROM ventas_resumen_mensual;
  INSERT INTO ventas_resumen_mensual (id_maquina, mes, id_producto, cantidad, monto)
  SELECT id_maquina, date_trunc('month', fecha_transaccion AT TIME ZONE ventas_resumen_zona())::date, id_producto,
         sum(cantidad), sum(monto)
  FROM ventas_maquina
  WHERE fecha_eliminacion IS NULL
  GROUP BY 1, 2, 3;
END
$$;
--> statement-breakpoint
SELECT ventas_resumen_reconstruir();
