CREATE TABLE "ventas_origen_dia" (
	"dia" date NOT NULL,
	"id_maquina" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_categoria" integer NOT NULL,
	"unidades" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"ventas" bigint NOT NULL,
	CONSTRAINT "ventas_origen_dia_dia_id_maquina_id_usuario_id_categoria_pk" PRIMARY KEY("dia","id_maquina","id_usuario","id_categoria")
);
--> statement-breakpoint
CREATE TABLE "ventas_origen_mes" (
	"mes" date NOT NULL,
	"id_maquina" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_categoria" integer NOT NULL,
	"unidades" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"ventas" bigint NOT NULL,
	CONSTRAINT "ventas_origen_mes_mes_id_maquina_id_usuario_id_categoria_pk" PRIMARY KEY("mes","id_maquina","id_usuario","id_categoria")
);
--> statement-breakpoint
ALTER TABLE "ventas_origen_dia" ADD CONSTRAINT "ventas_origen_dia_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_origen_mes" ADD CONSTRAINT "ventas_origen_mes_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ventas_origen_dia_dia_idx" ON "ventas_origen_dia" USING btree ("dia","id_maquina","id_usuario","id_categoria","unidades","monto","ventas");--> statement-breakpoint
CREATE INDEX "ventas_origen_mes_mes_idx" ON "ventas_origen_mes" USING btree ("mes","id_maquina","id_usuario","id_categoria","unidades","monto","ventas");