CREATE OR REPLACE FUNCTION public.ventas_origen_transaccion_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$
