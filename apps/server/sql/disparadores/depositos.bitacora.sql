CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON depositos FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_deposito');
