CREATE TABLE "ventas_tienda_mes" (
	"id_tienda" integer NOT NULL,
	"mes" date NOT NULL,
	"unidades" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"ventas" bigint NOT NULL,
	CONSTRAINT "ventas_tienda_mes_id_tienda_mes_pk" PRIMARY KEY("id_tienda","mes")
);
--> statement-breakpoint
CREATE INDEX "ventas_tienda_mes_mes_idx" ON "ventas_tienda_mes" USING btree ("mes","id_tienda","unidades","monto","ventas");--> statement-breakpoint
-- Sales by host store and month (schema/ventas.ts, ventas_tienda_mes): a sale counts for the store where its machine
-- stood on the sale's day in the business zone, 0 at none. A trigger on sales adds and takes away each sale's
-- figures; a trigger on placements moves a machine's days between stores when its placements change.
--
-- Both lock the machine's row: a sale shares it, a change of placements takes it whole (and the app already does,
-- ubicaciones.repository.ts). So a sale reads its machine's store only after a change of placements has committed,
-- and a change of placements reads the machine's days only after the sales in flight have committed: none is
-- counted in a store its machine had already left. Each lock is taken in a statement of its own, so the statements
-- after it read what committed while it waited (read committed: a new snapshot per statement).
CREATE OR REPLACE FUNCTION ventas_tienda_de(p_maquina integer, p_dia date) RETURNS integer LANGUAGE sql STABLE AS $$
  -- A machine's placements never overlap (ubicaciones.repository.ts).
  SELECT coalesce((SELECT u.id_tienda FROM ubicaciones u
                   WHERE u.id_maquina = p_maquina AND u.desde <= p_dia AND (u.hasta IS NULL OR u.hasta >= p_dia)), 0)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ventas_tienda_aplicar(p_maquina integer, p_fecha timestamptz, p_cantidad bigint, p_monto numeric, p_ventas integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  local timestamp := p_fecha AT TIME ZONE ventas_resumen_zona();
BEGIN
  INSERT INTO ventas_tienda_mes (id_tienda, mes, unidades, monto, ventas)
  VALUES (ventas_tienda_de(p_maquina, local::date), date_trunc('month', local)::date, p_cantidad, p_monto, p_ventas)
  ON CONFLICT (id_tienda, mes) DO UPDATE
    SET unidades = ventas_tienda_mes.unidades + excluded.unidades,
        monto = ventas_tienda_mes.monto + excluded.monto,
        ventas = ventas_tienda_mes.ventas + excluded.ventas;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ventas_tienda_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new sale's foreign key check has already share-locked its machine, before this trigger (the checks run first,
  -- by name); an edit or a delete takes the lock here (a third of a sale's cost when taken again on insert).
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM 1 FROM maquinas WHERE id_maquina = OLD.id_maquina FOR KEY SHARE;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.id_maquina <> OLD.id_maquina THEN
    PERFORM 1 FROM maquinas WHERE id_maquina = NEW.id_maquina FOR KEY SHARE;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.fecha_eliminacion IS NULL THEN
    PERFORM ventas_tienda_aplicar(OLD.id_maquina, OLD.fecha_transaccion, -OLD.cantidad::bigint, -OLD.monto, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.fecha_eliminacion IS NULL THEN
    PERFORM ventas_tienda_aplicar(NEW.id_maquina, NEW.fecha_transaccion, NEW.cantidad::bigint, NEW.monto, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ventas_tienda AFTER INSERT OR UPDATE OR DELETE ON ventas_maquina
  FOR EACH ROW EXECUTE FUNCTION ventas_tienda_trigger();
--> statement-breakpoint
-- Moves a machine's sales of the days [p_desde, p_hasta] (to the last without p_hasta) from store p_de to store p_a,
-- month by month, read from its daily roll-up. p_de and p_a differ (one of them is always 0, no store's id).
CREATE OR REPLACE FUNCTION ventas_tienda_mover(p_maquina integer, p_desde date, p_hasta date, p_de integer, p_a integer)
RETURNS void LANGUAGE sql AS $$
  WITH meses AS (
    SELECT date_trunc('month', d.dia)::date AS mes, sum(d.unidades) AS unidades, sum(d.monto) AS monto,
           sum(d.ventas) AS ventas
    FROM ventas_maquina_dia d
    WHERE d.id_maquina = p_maquina AND d.dia >= p_desde AND (p_hasta IS NULL OR d.dia <= p_hasta)
    GROUP BY 1)
  INSERT INTO ventas_tienda_mes (id_tienda, mes, unidades, monto, ventas)
  SELECT p_de, mes, -unidades, -monto, -ventas FROM meses
  UNION ALL
  SELECT p_a, mes, unidades, monto, ventas FROM meses
  ON CONFLICT (id_tienda, mes) DO UPDATE
    SET unidades = ventas_tienda_mes.unidades + excluded.unidades,
        monto = ventas_tienda_mes.monto + excluded.monto,
        ventas = ventas_tienda_mes.ventas + excluded.ventas
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ventas_tienda_ubicacion_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM 1 FROM maquinas WHERE id_maquina = OLD.id_maquina FOR UPDATE;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM 1 FROM maquinas WHERE id_maquina = NEW.id_maquina FOR UPDATE;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM ventas_tienda_mover(OLD.id_maquina, OLD.desde, OLD.hasta, OLD.id_tienda, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM ventas_tienda_mover(NEW.id_maquina, NEW.desde, NEW.hasta, 0, NEW.id_tienda);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ventas_tienda AFTER INSERT OR UPDATE OR DELETE ON ubicaciones
  FOR EACH ROW EXECUTE FUNCTION ventas_tienda_ubicacion_trigger();
--> statement-breakpoint
-- Builds the stores' months from the machines' days and the placements: the other roll-ups' rebuild calls it last.
CREATE OR REPLACE FUNCTION ventas_tienda_reconstruir() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ventas_tienda_mes;
  INSERT INTO ventas_tienda_mes (id_tienda, mes, unidades, monto, ventas)
  SELECT coalesce(u.id_tienda, 0), date_trunc('month', d.dia)::date, sum(d.unidades), sum(d.monto), sum(d.ventas)
  FROM ventas_maquina_dia d
  LEFT JOIN ubicaciones u ON u.id_maquina = d.id_maquina AND u.desde <= d.dia AND (u.hasta IS NULL OR u.hasta >= d.dia)
  GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
ALTER FUNCTION ventas_resumen_reconstruir() RENAME TO ventas_resumen_reconstruir_sin_tiendas;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ventas_resumen_reconstruir() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ventas_resumen_reconstruir_sin_tiendas();
  PERFORM ventas_tienda_reconstruir();
END
$$;
--> statement-breakpoint
SELECT ventas_tienda_reconstruir();
