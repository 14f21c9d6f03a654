CREATE TRIGGER ventas_tienda AFTER INSERT OR DELETE OR UPDATE ON ventas_maquina FOR EACH ROW EXECUTE FUNCTION ventas_tienda_trigger();
