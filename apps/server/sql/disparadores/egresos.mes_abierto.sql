CREATE TRIGGER mes_abierto BEFORE INSERT OR DELETE OR UPDATE ON egresos FOR EACH ROW EXECUTE FUNCTION mes_abierto_fila('fecha_transaccion');
