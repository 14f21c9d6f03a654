CREATE TRIGGER ventas_resumen AFTER INSERT OR DELETE OR UPDATE ON ventas_maquina FOR EACH ROW EXECUTE FUNCTION ventas_resumen_trigger();
