CREATE OR REPLACE FUNCTION public.ventas_resumen_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.fecha_eliminacion IS NULL THEN
    PERFORM ventas_resumen_aplicar(OLD.id_maquina, OLD.id_producto, OLD.fecha_transaccion, -OLD.cantidad::bigint, -OLD.monto, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.fecha_eliminacion IS NULL THEN
    PERFORM ventas_resumen_aplicar(NEW.id_maquina, NEW.id_producto, NEW.fecha_transaccion, NEW.cantidad::bigint, NEW.monto, 1);
  END IF;
  RETURN NULL;
END
$function$
