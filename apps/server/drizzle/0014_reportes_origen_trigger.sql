-- Sales by who registered them and by category (docs/decisions/022-reportes.md), per machine, day and month in the
-- business zone. They count each active sale that has its transaction: the category lives on the transaction,
-- written after the sale, so its insert adds the sale and its delete takes it away, a change of its category moves
-- it, and a sale's edit, delete or restore moves its figures under the category its transaction names.
CREATE OR REPLACE FUNCTION ventas_origen_aplicar(p_maquina integer, p_usuario integer, p_categoria integer, p_fecha timestamptz, p_cantidad bigint, p_monto numeric, p_ventas integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  local timestamp := p_fecha AT TIME ZONE ventas_resumen_zona();
  u integer := coalesce(p_usuario, 0);
BEGIN
  INSERT INTO ventas_origen_dia (dia, id_maquina, id_usuario, id_categoria, unidades, monto, ventas)
  VALUES (local::date, p_maquina, u, p_categoria, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (dia, id_maquina, id_usuario, id_categoria) DO UPDATE
    SET unidades = ventas_origen_dia.unidades + excluded.unidades,
        monto = ventas_origen_dia.monto + excluded.monto,
        ventas = ventas_origen_dia.ventas + excluded.ventas;
  INSERT INTO ventas_origen_mes (mes, id_maquina, id_usuario, id_categoria, unidades, monto, ventas)
  VALUES (date_trunc('month', local)::date, p_maquina, u, p_categoria, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (mes, id_maquina, id_usuario, id_categoria) DO UPDATE
    SET unidades = ventas_origen_mes.unidades + excluded.unidades,
        monto = ventas_origen_mes.monto + excluded.monto,
        ventas = ventas_origen_mes.ventas + excluded.ventas;
END
$$;
--> statement-breakpoint
-- A transaction added, removed or moved to another category or sale: its active sale's figures follow it.
CREATE OR REPLACE FUNCTION ventas_origen_transaccion_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT * INTO v FROM ventas_maquina WHERE id_venta_maquina = OLD.id_venta_maquina AND fecha_eliminacion IS NULL;
    IF FOUND THEN
      PERFORM ventas_origen_aplicar(v.id_maquina, v.id_usuario, OLD.id_categoria_transaccion, v.fecha_transaccion, -v.cantidad::bigint, -v.monto, -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO v FROM ventas_maquina WHERE id_venta_maquina = NEW.id_venta_maquina AND fecha_eliminacion IS NULL;
    IF FOUND THEN
      PERFORM ventas_origen_aplicar(v.id_maquina, v.id_usuario, NEW.id_categoria_transaccion, v.fecha_transaccion, v.cantidad::bigint, v.monto, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ventas_origen AFTER INSERT OR DELETE ON transacciones
  FOR EACH ROW EXECUTE FUNCTION ventas_origen_transaccion_trigger();
--> statement-breakpoint
CREATE TRIGGER ventas_origen_cambio AFTER UPDATE ON transacciones
  FOR EACH ROW WHEN (OLD.id_categoria_transaccion IS DISTINCT FROM NEW.id_categoria_transaccion
                     OR OLD.id_venta_maquina IS DISTINCT FROM NEW.id_venta_maquina)
  EXECUTE FUNCTION ventas_origen_transaccion_trigger();
--> statement-breakpoint
-- A sale edited, deleted or restored: its old figures leave and its new ones arrive, under its transaction's category
-- (a sale without a transaction yet is counted when the transaction is written).
CREATE OR REPLACE FUNCTION ventas_origen_venta_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c integer;
BEGIN
  SELECT id_categoria_transaccion INTO c FROM transacciones WHERE id_venta_maquina = NEW.id_venta_maquina LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF OLD.fecha_eliminacion IS NULL THEN
    PERFORM ventas_origen_aplicar(OLD.id_maquina, OLD.id_usuario, c, OLD.fecha_transaccion, -OLD.cantidad::bigint, -OLD.monto, -1);
  END IF;
  IF NEW.fecha_eliminacion IS NULL THEN
    PERFORM ventas_origen_aplicar(NEW.id_maquina, NEW.id_usuario, c, NEW.fecha_transaccion, NEW.cantidad::bigint, NEW.monto, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ventas_origen_venta AFTER UPDATE ON ventas_maquina
  FOR EACH ROW WHEN (OLD.id_maquina IS DISTINCT FROM NEW.id_maquina
                     OR OLD.id_usuario IS DISTINCT FROM NEW.id_usuario
                     OR OLD.cantidad IS DISTINCT FROM NEW.cantidad
                     OR OLD.monto IS DISTINCT FROM NEW.monto
                     OR OLD.fecha_transaccion IS DISTINCT FROM NEW.fecha_transaccion
                     OR OLD.fecha_eliminacion IS DISTINCT FROM NEW.fecha_eliminacion)
  EXECUTE FUNCTION ventas_origen_venta_trigger();
--> statement-breakpoint
-- The rebuild of every roll-up now writes these two as well: the earlier one keeps its name's job under another.
ALTER FUNCTION ventas_resumen_reconstruir() RENAME TO ventas_resumen_reconstruir_ventas;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ventas_resumen_reconstruir() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ventas_resumen_reconstruir_ventas();
  LOCK TABLE transacciones IN SHARE MODE;
  CREATE TEMP TABLE ventas_origen_locales AS
    SELECT v.id_maquina, coalesce(v.id_usuario, 0) AS id_usuario, t.id_categoria_transaccion AS id_categoria,
           v.cantidad, v.monto, v.fecha_transaccion AT TIME ZONE ventas_resumen_zona() AS local
    FROM ventas_maquina v JOIN transacciones t ON t.id_venta_maquina = v.id_venta_maquina
    WHERE v.fecha_eliminacion IS NULL;
  DELETE FROM ventas_origen_dia;
  INSERT INTO ventas_origen_dia (dia, id_maquina, id_usuario, id_categoria, unidades, monto, ventas)
  SELECT local::date, id_maquina, id_usuario, id_categoria, sum(cantidad), sum(monto), count(*)
  FROM ventas_origen_locales GROUP BY 1, 2, 3, 4;
  DELETE FROM ventas_origen_mes;
  INSERT INTO ventas_origen_mes (mes, id_maquina, id_usuario, id_categoria, unidades, monto, ventas)
  SELECT date_trunc('month', local)::date, id_maquina, id_usuario, id_categoria, sum(cantidad), sum(monto), count(*)
  FROM ventas_origen_locales GROUP BY 1, 2, 3, 4;
  DROP TABLE ventas_origen_locales;
END
$$;
--> statement-breakpoint
SELECT ventas_resumen_reconstruir();
