CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON registros_sanitarios FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_registro');
