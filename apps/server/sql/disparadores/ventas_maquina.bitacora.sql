CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON ventas_maquina FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_venta_maquina');
