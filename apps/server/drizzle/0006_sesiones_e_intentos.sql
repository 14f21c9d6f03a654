ALTER TABLE "intentos_login" ADD COLUMN "ip" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "version_sesion" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "intentos_login_username_ip_fecha_idx" ON "intentos_login" USING btree ("username","ip","fecha");--> statement-breakpoint
-- A password change or reset, a deactivation and a deletion end every session signed before them: tokens carry
-- the version they were signed at, and the authentication query compares it. Kept here so no code path can forget.
CREATE FUNCTION usuarios_version_sesion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.clave_hash IS DISTINCT FROM OLD.clave_hash
     OR (NEW.activo = 0 AND OLD.activo <> 0)
     OR (NEW.fecha_eliminacion IS NOT NULL AND OLD.fecha_eliminacion IS NULL) THEN
    NEW.version_sesion := OLD.version_sesion + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER usuarios_version_sesion BEFORE UPDATE ON usuarios
  FOR EACH ROW EXECUTE FUNCTION usuarios_version_sesion();
