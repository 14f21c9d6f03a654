CREATE TRIGGER ventas_tienda AFTER INSERT OR DELETE OR UPDATE ON ubicaciones FOR EACH ROW EXECUTE FUNCTION ventas_tienda_ubicacion_trigger();
