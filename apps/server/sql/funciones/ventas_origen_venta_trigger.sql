CREATE OR REPLACE FUNCTION public.ventas_origen_venta_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$
