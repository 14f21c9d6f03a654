-- Alerts stay true (issue 19, docs/decisions/027-machine-care.md): the bell's call refreshes them when
-- alertas_estado.sincronizadas is older than 30 s. A write that can change an alert's condition, other than a sale,
-- sets that time back to '-infinity' here, in the writer's own transaction, so the next bell call refreshes at once
-- and no module has to remember to ask for it. The row is only written when it is not already '-infinity', so a
-- burst of writes queues on it once. Sales never fire these: every sale would queue on this one row (a product's
-- stock lowered by a sale fires nothing either; that alert waits for the 30 s refresh).
CREATE OR REPLACE FUNCTION alertas_invalidar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE alertas_estado SET sincronizadas = '-infinity' WHERE sincronizadas <> '-infinity';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER alertas_invalidar AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cortes
  FOR EACH STATEMENT EXECUTE FUNCTION alertas_invalidar();
--> statement-breakpoint
CREATE TRIGGER alertas_invalidar AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON registros_sanitarios
  FOR EACH STATEMENT EXECUTE FUNCTION alertas_invalidar();
--> statement-breakpoint
CREATE TRIGGER alertas_invalidar AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON consumibles
  FOR EACH STATEMENT EXECUTE FUNCTION alertas_invalidar();
--> statement-breakpoint
CREATE TRIGGER alertas_invalidar AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tareas_sanitarias
  FOR EACH STATEMENT EXECUTE FUNCTION alertas_invalidar();
--> statement-breakpoint
CREATE TRIGGER alertas_invalidar AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ajustes
  FOR EACH STATEMENT EXECUTE FUNCTION alertas_invalidar();
--> statement-breakpoint
CREATE TRIGGER alertas_invalidar AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON maquinas
  FOR EACH STATEMENT EXECUTE FUNCTION alertas_invalidar();
--> statement-breakpoint
-- Products: a new or removed product, or a changed minimum; not the stock a sale lowers (a sale's UPDATE names only
-- `stock`, so this trigger does not even run for it).
CREATE TRIGGER alertas_invalidar AFTER INSERT OR DELETE OR TRUNCATE ON productos
  FOR EACH STATEMENT EXECUTE FUNCTION alertas_invalidar();
--> statement-breakpoint
CREATE TRIGGER alertas_invalidar_minimo AFTER UPDATE OF stock_minimo ON productos
  FOR EACH STATEMENT EXECUTE FUNCTION alertas_invalidar();
