CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON transacciones FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_transaccion');
