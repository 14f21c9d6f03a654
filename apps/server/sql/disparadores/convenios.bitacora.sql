CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON convenios FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_convenio');
