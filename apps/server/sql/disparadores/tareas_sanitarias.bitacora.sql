CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON tareas_sanitarias FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_tarea');
