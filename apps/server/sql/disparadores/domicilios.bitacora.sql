CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON domicilios FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_domicilio');
