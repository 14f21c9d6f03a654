CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON rol_modulo FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_rol', 'id_modulo');
