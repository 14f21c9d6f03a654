CREATE OR REPLACE FUNCTION public.ventas_maquina_anio_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$
