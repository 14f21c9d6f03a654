CREATE TABLE "ventas_maquina_anio" (
	"id_maquina" integer NOT NULL,
	"anio" date NOT NULL,
	"unidades" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"ventas" bigint NOT NULL,
	CONSTRAINT "ventas_maquina_anio_id_maquina_anio_pk" PRIMARY KEY("id_maquina","anio")
);
--> statement-breakpoint
ALTER TABLE "ventas_maquina_anio" ADD CONSTRAINT "ventas_maquina_anio_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ventas_maquina_anio_anio_idx" ON "ventas_maquina_anio" USING btree ("anio","id_maquina","unidades","monto","ventas");--> statement-breakpoint
-- Each machine's year follows its months (decision 021, addendum of 2026-11-27): every change to a row of
-- ventas_maquina_mes (a sale's upsert, a rebuild's delete and insert) moves the year by the same amounts, so a year
-- always holds the sum of its months and the sales trigger (ventas_resumen_aplicar) is left as it is.
CREATE OR REPLACE FUNCTION ventas_maquina_anio_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m integer;
  a date;
  du bigint;
  dm numeric;
  dv bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    m := NEW.id_maquina; a := NEW.mes; du := NEW.unidades; dm := NEW.monto; dv := NEW.ventas;
  ELSIF TG_OP = 'DELETE' THEN
    m := OLD.id_maquina; a := OLD.mes; du := -OLD.unidades; dm := -OLD.monto; dv := -OLD.ventas;
  ELSIF OLD.id_maquina = NEW.id_maquina AND date_trunc('year', OLD.mes) = date_trunc('year', NEW.mes) THEN
    -- A sale's upsert: the month's change, in one statement.
    m := NEW.id_maquina; a := NEW.mes;
    du := NEW.unidades - OLD.unidades; dm := NEW.monto - OLD.monto; dv := NEW.ventas - OLD.ventas;
  ELSE
    -- A month's row moved to another machine or year: out of the old year, then into the new one below.
    INSERT INTO ventas_maquina_anio (id_maquina, anio, unidades, monto, ventas)
    VALUES (OLD.id_maquina, date_trunc('year', OLD.mes)::date, -OLD.unidades, -OLD.monto, -OLD.ventas)
    ON CONFLICT (id_maquina, anio) DO UPDATE
      SET unidades = ventas_maquina_anio.unidades + excluded.unidades,
          monto = ventas_maquina_anio.monto + excluded.monto,
          ventas = ventas_maquina_anio.ventas + excluded.ventas;
    m := NEW.id_maquina; a := NEW.mes; du := NEW.unidades; dm := NEW.monto; dv := NEW.ventas;
  END IF;
  INSERT INTO ventas_maquina_anio (id_maquina, anio, unidades, monto, ventas)
  VALUES (m, date_trunc('year', a)::date, du, dm, dv)
  ON CONFLICT (id_maquina, anio) DO UPDATE
    SET unidades = ventas_maquina_anio.unidades + excluded.unidades,
        monto = ventas_maquina_anio.monto + excluded.monto,
        ventas = ventas_maquina_anio.ventas + excluded.ventas;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ventas_maquina_anio AFTER INSERT OR UPDATE OR DELETE ON ventas_maquina_mes
  FOR EACH ROW EXECUTE FUNCTION ventas_maquina_anio_trigger();
--> statement-breakpoint
-- The rebuild of every roll-up writes the years from the months it has just written.
ALTER FUNCTION ventas_resumen_reconstruir() RENAME TO ventas_resumen_reconstruir_sin_anios;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ventas_resumen_reconstruir() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ventas_resumen_reconstruir_sin_anios();
  DELETE FROM ventas_maquina_anio;
  INSERT INTO ventas_maquina_anio (id_maquina, anio, unidades, monto, ventas)
  SELECT id_maquina, date_trunc('year', mes)::date, sum(unidades), sum(monto), sum(ventas)
  FROM ventas_maquina_mes GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
INSERT INTO ventas_maquina_anio (id_maquina, anio, unidades, monto, ventas)
SELECT id_maquina, date_trunc('year', mes)::date, sum(unidades), sum(monto), sum(ventas)
FROM ventas_maquina_mes GROUP BY 1, 2;
