-- A payment to a store may name the corte whose cash box paid it (issue 43, decision 040); such a payment is cash.
ALTER TABLE "pagos_tienda" ADD COLUMN "id_corte" integer;--> statement-breakpoint
ALTER TABLE "pagos_tienda" ADD CONSTRAINT "pagos_tienda_id_corte_cortes_id_corte_fk" FOREIGN KEY ("id_corte") REFERENCES "public"."cortes"("id_corte") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagos_tienda_corte_idx" ON "pagos_tienda" USING btree ("id_corte") WHERE "pagos_tienda"."id_corte" is not null;--> statement-breakpoint
ALTER TABLE "pagos_tienda" ADD CONSTRAINT "pagos_tienda_corte_efectivo_ck" CHECK ("pagos_tienda"."id_corte" is null or "pagos_tienda"."metodo" = 'EFECTIVO');