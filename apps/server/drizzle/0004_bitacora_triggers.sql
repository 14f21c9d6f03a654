-- One generic trigger writes the audit log for every business table. Its arguments name the key columns.
-- The acting user is the transaction-local setting aguavend.id_usuario (empty for start-up and scripts).
CREATE OR REPLACE FUNCTION bitacora_registrar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  antes jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) - 'clave_hash' END;
  despues jsonb := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) - 'clave_hash' END;
  fila jsonb := coalesce(despues, antes);
  usuario text := nullif(current_setting('aguavend.id_usuario', true), '');
  clave text;
  id_registro text := '';
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'usuarios' THEN
    -- A password change is recorded as such, never with its value.
    IF to_jsonb(OLD) ->> 'clave_hash' IS DISTINCT FROM to_jsonb(NEW) ->> 'clave_hash' THEN
      antes := antes || '{"clave": "********"}';
      despues := despues || '{"clave": "(cambiada)"}';
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND antes = despues THEN
    RETURN NULL;
  END IF;
  FOREACH clave IN ARRAY TG_ARGV LOOP
    id_registro := id_registro || CASE WHEN id_registro = '' THEN '' ELSE '-' END || coalesce(fila ->> clave, '');
  END LOOP;
  INSERT INTO bitacora (id_usuario, tabla, id_registro, accion, antes, despues)
  VALUES (usuario::integer, TG_TABLE_NAME, id_registro, TG_OP, antes, despues);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON usuarios FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_usuario');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON roles FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_rol');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON usuario_maquina FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_usuario_maquina');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON modulos FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_modulo');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON urls FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_url');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON rol_modulo FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_rol', 'id_modulo');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON modulo_url FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_modulo', 'id_url');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON maquinas FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_maquina');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON productos FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_producto');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON categorias_transaccion FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_categoria_transaccion');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON tiendas FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_tienda');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON domicilios FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_domicilio');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON ventas_maquina FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_venta_maquina');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON transacciones FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_transaccion');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON egresos FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_egreso');
