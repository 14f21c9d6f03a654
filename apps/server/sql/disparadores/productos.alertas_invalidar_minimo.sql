CREATE TRIGGER alertas_invalidar_minimo AFTER UPDATE OF stock_minimo ON productos FOR EACH STATEMENT EXECUTE FUNCTION alertas_invalidar();
