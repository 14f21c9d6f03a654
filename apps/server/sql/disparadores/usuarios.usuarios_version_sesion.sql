CREATE TRIGGER usuarios_version_sesion BEFORE UPDATE ON usuarios FOR EACH ROW EXECUTE FUNCTION usuarios_version_sesion();
