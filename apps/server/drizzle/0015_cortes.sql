CREATE TABLE "cortes" (
	"id_corte" serial PRIMARY KEY NOT NULL,
	"clave" uuid NOT NULL,
	"id_maquina" integer NOT NULL,
	"modo_venta" varchar(10) NOT NULL,
	"id_colector" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"fecha_anterior" timestamp with time zone,
	"lectura_anterior" integer NOT NULL,
	"lectura" integer NOT NULL,
	"lectura_final_anterior" integer,
	"precio_litro" numeric(12, 4) NOT NULL,
	"precio_litro_nuevo" numeric(12, 4),
	"efectivo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"litros" integer DEFAULT 0 NOT NULL,
	"esperado" numeric(12, 2) DEFAULT 0 NOT NULL,
	"contado" numeric(12, 2) DEFAULT 0 NOT NULL,
	"diferencia" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tolerancia" numeric(12, 2) DEFAULT 0 NOT NULL,
	"fuera_de_tolerancia" boolean DEFAULT false NOT NULL,
	"motivo" varchar(30),
	"motivo_texto" varchar(255),
	"notas" text,
	"estado" varchar(10) DEFAULT 'PENDIENTE' NOT NULL,
	"motivo_rechazo" varchar(255),
	"id_decisor" integer,
	"fecha_decision" timestamp with time zone,
	"motivo_cambio" varchar(255),
	"id_venta_maquina" integer,
	"id_deposito" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_eliminacion" timestamp with time zone,
	CONSTRAINT "cortes_clave_unique" UNIQUE("clave"),
	CONSTRAINT "cortes_lectura_ck" CHECK ("cortes"."lectura" >= 0 and "cortes"."lectura_anterior" >= 0),
	CONSTRAINT "cortes_estado_ck" CHECK ("cortes"."estado" in ('PENDIENTE', 'APROBADO', 'RECHAZADO')),
	CONSTRAINT "cortes_modo_venta_ck" CHECK ("cortes"."modo_venta" in ('POR_VENTA', 'POR_CORTE')),
	CONSTRAINT "cortes_motivo_ck" CHECK ("cortes"."motivo" is null or "cortes"."motivo" in ('MONEDA_ATORADA', 'BILLETE_FALSO', 'ERROR_LECTURA', 'CONTADOR_REEMPLAZADO', 'OTRO')),
	CONSTRAINT "cortes_motivo_requerido_ck" CHECK (not "cortes"."fuera_de_tolerancia" or "cortes"."motivo" is not null),
	CONSTRAINT "cortes_precio_litro_ck" CHECK ("cortes"."precio_litro" > 0 and ("cortes"."precio_litro_nuevo" is null or "cortes"."precio_litro_nuevo" > 0))
);
--> statement-breakpoint
CREATE TABLE "depositos" (
	"id_deposito" serial PRIMARY KEY NOT NULL,
	"fecha" date NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"referencia" varchar(60) NOT NULL,
	"id_colector" integer NOT NULL,
	"id_usuario" integer NOT NULL,
	"notas" text,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_eliminacion" timestamp with time zone,
	CONSTRAINT "depositos_monto_ck" CHECK ("depositos"."monto" > 0)
);
--> statement-breakpoint
ALTER TABLE "ventas_maquina" DROP CONSTRAINT "ventas_maquina_monto_ck";--> statement-breakpoint
ALTER TABLE "ventas_maquina" ALTER COLUMN "precio_unitario" SET DATA TYPE numeric(12, 4);--> statement-breakpoint
ALTER TABLE "maquinas" ADD COLUMN "modo_venta" varchar(10) DEFAULT 'POR_VENTA' NOT NULL;--> statement-breakpoint
ALTER TABLE "maquinas" ADD COLUMN "lectura_inicial" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "maquinas" ADD COLUMN "precio_litro_inicial" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "litros_por_unidad" numeric(10, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cortes" ADD CONSTRAINT "cortes_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cortes" ADD CONSTRAINT "cortes_id_colector_usuarios_id_usuario_fk" FOREIGN KEY ("id_colector") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cortes" ADD CONSTRAINT "cortes_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cortes" ADD CONSTRAINT "cortes_id_decisor_usuarios_id_usuario_fk" FOREIGN KEY ("id_decisor") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cortes" ADD CONSTRAINT "cortes_id_venta_maquina_ventas_maquina_id_venta_maquina_fk" FOREIGN KEY ("id_venta_maquina") REFERENCES "public"."ventas_maquina"("id_venta_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cortes" ADD CONSTRAINT "cortes_id_deposito_depositos_id_deposito_fk" FOREIGN KEY ("id_deposito") REFERENCES "public"."depositos"("id_deposito") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depositos" ADD CONSTRAINT "depositos_id_colector_usuarios_id_usuario_fk" FOREIGN KEY ("id_colector") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depositos" ADD CONSTRAINT "depositos_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cortes_ultimo_idx" ON "cortes" USING btree ("id_maquina","fecha" DESC NULLS LAST,"id_corte" DESC NULLS LAST) WHERE "cortes"."fecha_eliminacion" is null and "cortes"."estado" <> 'RECHAZADO';--> statement-breakpoint
CREATE INDEX "cortes_fecha_idx" ON "cortes" USING btree ("fecha","id_corte");--> statement-breakpoint
CREATE INDEX "cortes_maquina_fecha_idx" ON "cortes" USING btree ("id_maquina","fecha","id_corte");--> statement-breakpoint
CREATE INDEX "cortes_colector_fecha_idx" ON "cortes" USING btree ("id_colector","fecha","id_corte");--> statement-breakpoint
CREATE INDEX "cortes_estado_fecha_idx" ON "cortes" USING btree ("estado","fecha","id_corte");--> statement-breakpoint
CREATE INDEX "cortes_diferencia_idx" ON "cortes" USING btree ("diferencia","id_corte");--> statement-breakpoint
CREATE INDEX "cortes_contado_idx" ON "cortes" USING btree ("contado","id_corte");--> statement-breakpoint
CREATE INDEX "cortes_litros_idx" ON "cortes" USING btree ("litros","id_corte");--> statement-breakpoint
CREATE INDEX "cortes_sin_deposito_idx" ON "cortes" USING btree ("id_colector","fecha","id_corte") WHERE "cortes"."id_deposito" is null and "cortes"."fecha_eliminacion" is null and "cortes"."estado" <> 'RECHAZADO';--> statement-breakpoint
CREATE INDEX "cortes_deposito_idx" ON "cortes" USING btree ("id_deposito");--> statement-breakpoint
CREATE INDEX "cortes_venta_idx" ON "cortes" USING btree ("id_venta_maquina");--> statement-breakpoint
CREATE INDEX "depositos_fecha_idx" ON "depositos" USING btree ("fecha","id_deposito");--> statement-breakpoint
CREATE INDEX "depositos_monto_idx" ON "depositos" USING btree ("monto","id_deposito");--> statement-breakpoint
CREATE INDEX "depositos_colector_fecha_idx" ON "depositos" USING btree ("id_colector","fecha","id_deposito");--> statement-breakpoint
ALTER TABLE "maquinas" ADD CONSTRAINT "maquinas_modo_venta_ck" CHECK ("maquinas"."modo_venta" in ('POR_VENTA', 'POR_CORTE'));--> statement-breakpoint
ALTER TABLE "maquinas" ADD CONSTRAINT "maquinas_lectura_inicial_ck" CHECK ("maquinas"."lectura_inicial" >= 0);--> statement-breakpoint
ALTER TABLE "maquinas" ADD CONSTRAINT "maquinas_precio_litro_ck" CHECK ("maquinas"."precio_litro_inicial" > 0);--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_litros_ck" CHECK ("productos"."litros_por_unidad" >= 0);--> statement-breakpoint
ALTER TABLE "ventas_maquina" ADD CONSTRAINT "ventas_maquina_monto_ck" CHECK ("ventas_maquina"."monto" = round("ventas_maquina"."cantidad" * "ventas_maquina"."precio_unitario", 2));