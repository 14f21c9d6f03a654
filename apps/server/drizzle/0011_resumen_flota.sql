CREATE TABLE "ventas_dia" (
	"dia" date PRIMARY KEY NOT NULL,
	"unidades" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"ventas" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ventas_dia_hora" (
	"dia" date NOT NULL,
	"hora" integer NOT NULL,
	"unidades" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"ventas" bigint NOT NULL,
	CONSTRAINT "ventas_dia_hora_dia_hora_pk" PRIMARY KEY("dia","hora")
);
--> statement-breakpoint
CREATE TABLE "ventas_maquina_dia" (
	"id_maquina" integer NOT NULL,
	"dia" date NOT NULL,
	"unidades" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"ventas" bigint NOT NULL,
	CONSTRAINT "ventas_maquina_dia_id_maquina_dia_pk" PRIMARY KEY("id_maquina","dia")
);
--> statement-breakpoint
CREATE TABLE "ventas_maquina_mes" (
	"id_maquina" integer NOT NULL,
	"mes" date NOT NULL,
	"unidades" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"ventas" bigint NOT NULL,
	CONSTRAINT "ventas_maquina_mes_id_maquina_mes_pk" PRIMARY KEY("id_maquina","mes")
);
--> statement-breakpoint
CREATE TABLE "ventas_maquina_semana" (
	"id_maquina" integer NOT NULL,
	"semana" date NOT NULL,
	"unidades" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"ventas" bigint NOT NULL,
	CONSTRAINT "ventas_maquina_semana_id_maquina_semana_pk" PRIMARY KEY("id_maquina","semana")
);
--> statement-breakpoint
CREATE TABLE "ventas_maquina_ultima" (
	"id_maquina" integer PRIMARY KEY NOT NULL,
	"dia" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ventas_mes_hora" (
	"mes" date NOT NULL,
	"dia_semana" integer NOT NULL,
	"hora" integer NOT NULL,
	"unidades" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"ventas" bigint NOT NULL,
	CONSTRAINT "ventas_mes_hora_mes_dia_semana_hora_pk" PRIMARY KEY("mes","dia_semana","hora")
);
--> statement-breakpoint
CREATE TABLE "ventas_producto_dia" (
	"dia" date NOT NULL,
	"id_producto" integer NOT NULL,
	"unidades" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"ventas" bigint NOT NULL,
	CONSTRAINT "ventas_producto_dia_dia_id_producto_pk" PRIMARY KEY("dia","id_producto")
);
--> statement-breakpoint
CREATE TABLE "ventas_producto_mes" (
	"mes" date NOT NULL,
	"id_producto" integer NOT NULL,
	"unidades" bigint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"ventas" bigint NOT NULL,
	CONSTRAINT "ventas_producto_mes_mes_id_producto_pk" PRIMARY KEY("mes","id_producto")
);
--> statement-breakpoint
ALTER TABLE "ventas_resumen_mensual" ADD COLUMN "ventas" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ventas_maquina_dia" ADD CONSTRAINT "ventas_maquina_dia_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_maquina_mes" ADD CONSTRAINT "ventas_maquina_mes_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_maquina_semana" ADD CONSTRAINT "ventas_maquina_semana_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_maquina_ultima" ADD CONSTRAINT "ventas_maquina_ultima_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_producto_dia" ADD CONSTRAINT "ventas_producto_dia_id_producto_productos_id_producto_fk" FOREIGN KEY ("id_producto") REFERENCES "public"."productos"("id_producto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_producto_mes" ADD CONSTRAINT "ventas_producto_mes_id_producto_productos_id_producto_fk" FOREIGN KEY ("id_producto") REFERENCES "public"."productos"("id_producto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ventas_maquina_dia_dia_idx" ON "ventas_maquina_dia" USING btree ("dia","id_maquina","unidades","monto","ventas");--> statement-breakpoint
CREATE INDEX "ventas_maquina_dia_ultima_idx" ON "ventas_maquina_dia" USING btree ("id_maquina","dia") WHERE "ventas_maquina_dia"."ventas" > 0;--> statement-breakpoint
CREATE INDEX "ventas_maquina_mes_mes_idx" ON "ventas_maquina_mes" USING btree ("mes","id_maquina","unidades","monto","ventas");--> statement-breakpoint
CREATE INDEX "ventas_maquina_semana_semana_idx" ON "ventas_maquina_semana" USING btree ("semana","id_maquina","unidades","monto","ventas");--> statement-breakpoint
CREATE INDEX "egresos_activos_fecha_idx" ON "egresos" USING btree ("fecha_transaccion","id_maquina","monto") WHERE "egresos"."fecha_eliminacion" is null;