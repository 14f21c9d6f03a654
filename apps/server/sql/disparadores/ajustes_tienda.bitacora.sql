CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON ajustes_tienda FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_ajuste');
