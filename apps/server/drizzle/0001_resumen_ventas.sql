CREATE TABLE "ventas_resumen_mensual" (
	"id_maquina" integer NOT NULL,
	"mes" date NOT NULL,
	"id_producto" integer NOT NULL,
	"cantidad" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	CONSTRAINT "ventas_resumen_mensual_id_maquina_mes_id_producto_pk" PRIMARY KEY("id_maquina","mes","id_producto")
);
--> statement-breakpoint
ALTER TABLE "ventas_resumen_mensual" ADD CONSTRAINT "ventas_resumen_mensual_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_resumen_mensual" ADD CONSTRAINT "ventas_resumen_mensual_id_producto_productos_id_producto_fk" FOREIGN KEY ("id_producto") REFERENCES "public"."productos"("id_producto") ON DELETE no action ON UPDATE no action;