CREATE OR REPLACE FUNCTION public.ventas_tienda_ubicacion_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$
