CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON categorias_transaccion FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_categoria_transaccion');
