CREATE TRIGGER ventas_maquina_anio AFTER INSERT OR DELETE OR UPDATE ON ventas_maquina_mes FOR EACH ROW EXECUTE FUNCTION ventas_maquina_anio_trigger();
