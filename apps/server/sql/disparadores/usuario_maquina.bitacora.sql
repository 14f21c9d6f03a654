CREATE TRIGGER bitacora AFTER INSERT OR DELETE OR UPDATE ON usuario_maquina FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_usuario_maquina');
