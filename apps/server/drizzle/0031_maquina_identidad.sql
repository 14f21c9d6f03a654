-- A machine's identity (issue 43, decision 039): serial number (unique when present), brand/model and installation day.
ALTER TABLE "maquinas" ADD COLUMN "numero_serie" varchar(60);--> statement-breakpoint
ALTER TABLE "maquinas" ADD COLUMN "marca_modelo" varchar(100);--> statement-breakpoint
ALTER TABLE "maquinas" ADD COLUMN "fecha_instalacion" date;--> statement-breakpoint
CREATE UNIQUE INDEX "maquinas_numero_serie_uq" ON "maquinas" USING btree ("numero_serie") WHERE "maquinas"."numero_serie" is not null;