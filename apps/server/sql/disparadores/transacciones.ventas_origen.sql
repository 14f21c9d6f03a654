CREATE TRIGGER ventas_origen AFTER INSERT OR DELETE ON transacciones FOR EACH ROW EXECUTE FUNCTION ventas_origen_transaccion_trigger();
