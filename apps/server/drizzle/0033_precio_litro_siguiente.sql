-- The price per liter an ADMIN sets to start at a machine's next corte (issue 43, decision 041).
ALTER TABLE "maquinas" ADD COLUMN "precio_litro_siguiente" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "maquinas" ADD CONSTRAINT "maquinas_precio_litro_siguiente_ck" CHECK ("maquinas"."precio_litro_siguiente" > 0);