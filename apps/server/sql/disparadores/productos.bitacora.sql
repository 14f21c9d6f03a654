CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON productos FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_producto');
