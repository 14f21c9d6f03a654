CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON modulo_url FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_modulo', 'id_url');
