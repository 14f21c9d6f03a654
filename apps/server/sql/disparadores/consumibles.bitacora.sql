CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON consumibles FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_consumible');
