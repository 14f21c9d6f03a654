CREATE OR REPLACE FUNCTION public.ventas_tienda_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$
