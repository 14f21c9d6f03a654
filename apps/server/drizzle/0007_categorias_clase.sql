ALTER TABLE "categorias_transaccion" ADD COLUMN "clase" varchar(6) DEFAULT 'EGRESO' NOT NULL;--> statement-breakpoint
ALTER TABLE "categorias_transaccion" ADD CONSTRAINT "categorias_transaccion_clase_ck" CHECK ("categorias_transaccion"."clase" in ('VENTA', 'EGRESO'));--> statement-breakpoint
-- Existing categories: the one named VENTA is what every sale used, so it serves sales; every other one was an
-- expense's. A schema upgrade is no person's change, so the audit trigger stays out of it.
ALTER TABLE "categorias_transaccion" DISABLE TRIGGER "bitacora";--> statement-breakpoint
UPDATE "categorias_transaccion" SET "clase" = 'VENTA' WHERE "tipo" = 'VENTA';--> statement-breakpoint
ALTER TABLE "categorias_transaccion" ENABLE TRIGGER "bitacora";
