CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON ubicaciones FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_ubicacion');
