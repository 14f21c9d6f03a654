CREATE TABLE "ajustes_tienda" (
	"id_ajuste" serial PRIMARY KEY NOT NULL,
	"id_tienda" integer NOT NULL,
	"mes" date NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"motivo" varchar(255) NOT NULL,
	"id_usuario" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ajustes_tienda_mes_ck" CHECK (extract(day from "ajustes_tienda"."mes") = 1),
	CONSTRAINT "ajustes_tienda_monto_ck" CHECK ("ajustes_tienda"."monto" <> 0)
);
--> statement-breakpoint
CREATE TABLE "convenio_productos" (
	"id_convenio" integer NOT NULL,
	"id_producto" integer NOT NULL,
	CONSTRAINT "convenio_productos_id_convenio_id_producto_pk" PRIMARY KEY("id_convenio","id_producto")
);
--> statement-breakpoint
CREATE TABLE "convenios" (
	"id_convenio" serial PRIMARY KEY NOT NULL,
	"id_tienda" integer NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"desde" date NOT NULL,
	"hasta" date,
	"porcentaje" numeric(7, 4),
	"base_iva" varchar(7),
	"monto_unidad" numeric(12, 4),
	"monto_litro" numeric(12, 4),
	"renta" numeric(12, 2),
	"minimo" numeric(12, 2),
	"notas" varchar(255),
	"id_usuario" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convenios_rango_ck" CHECK ("convenios"."hasta" is null or "convenios"."hasta" >= "convenios"."desde"),
	CONSTRAINT "convenios_tipo_ck" CHECK (("convenios"."tipo" in ('PORCENTAJE', 'MIXTO')) = ("convenios"."porcentaje" is not null and "convenios"."base_iva" is not null)
        and ("convenios"."tipo" = 'POR_UNIDAD') = ("convenios"."monto_unidad" is not null)
        and ("convenios"."tipo" = 'POR_LITRO') = ("convenios"."monto_litro" is not null)
        and ("convenios"."tipo" in ('RENTA_FIJA', 'MIXTO')) = ("convenios"."renta" is not null)),
	CONSTRAINT "convenios_porcentaje_ck" CHECK ("convenios"."porcentaje" > 0 and "convenios"."porcentaje" <= 100),
	CONSTRAINT "convenios_base_iva_ck" CHECK ("convenios"."base_iva" in ('CON_IVA', 'SIN_IVA')),
	CONSTRAINT "convenios_montos_ck" CHECK ("convenios"."monto_unidad" > 0 and "convenios"."monto_litro" > 0 and "convenios"."renta" > 0 and "convenios"."minimo" > 0)
);
--> statement-breakpoint
CREATE TABLE "estado_cuenta_lineas" (
	"id_linea" serial PRIMARY KEY NOT NULL,
	"id_estado" integer NOT NULL,
	"id_convenio" integer NOT NULL,
	"id_maquina" integer,
	"concepto" varchar(10) NOT NULL,
	"cantidad" numeric(18, 4) NOT NULL,
	"tasa" numeric(12, 4) NOT NULL,
	"importe" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estado_cuenta_maquinas" (
	"id_estado" integer NOT NULL,
	"id_maquina" integer NOT NULL,
	"dias" integer NOT NULL,
	"unidades" bigint NOT NULL,
	"litros" bigint NOT NULL,
	"ventas" numeric(14, 2) NOT NULL,
	CONSTRAINT "estado_cuenta_maquinas_id_estado_id_maquina_pk" PRIMARY KEY("id_estado","id_maquina")
);
--> statement-breakpoint
CREATE TABLE "estados_cuenta" (
	"id_estado" serial PRIMARY KEY NOT NULL,
	"id_tienda" integer NOT NULL,
	"mes" date NOT NULL,
	"unidades" bigint NOT NULL,
	"litros" bigint NOT NULL,
	"ventas" numeric(14, 2) NOT NULL,
	"comision" numeric(14, 2) NOT NULL,
	"id_usuario" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estados_cuenta_mes_ck" CHECK (extract(day from "estados_cuenta"."mes") = 1)
);
--> statement-breakpoint
CREATE TABLE "meses_cerrados" (
	"mes" date PRIMARY KEY NOT NULL,
	"id_usuario" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meses_cerrados_mes_ck" CHECK (extract(day from "meses_cerrados"."mes") = 1)
);
--> statement-breakpoint
CREATE TABLE "pagos_tienda" (
	"id_pago" serial PRIMARY KEY NOT NULL,
	"id_tienda" integer NOT NULL,
	"fecha" date NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"metodo" varchar(13) NOT NULL,
	"referencia" varchar(100),
	"id_usuario" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagos_tienda_monto_ck" CHECK ("pagos_tienda"."monto" > 0),
	CONSTRAINT "pagos_tienda_metodo_ck" CHECK ("pagos_tienda"."metodo" in ('EFECTIVO', 'TRANSFERENCIA'))
);
--> statement-breakpoint
CREATE TABLE "ubicaciones" (
	"id_ubicacion" serial PRIMARY KEY NOT NULL,
	"id_maquina" integer NOT NULL,
	"id_tienda" integer NOT NULL,
	"id_domicilio" integer NOT NULL,
	"desde" date NOT NULL,
	"hasta" date,
	"id_usuario" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ubicaciones_rango_ck" CHECK ("ubicaciones"."hasta" is null or "ubicaciones"."hasta" >= "ubicaciones"."desde")
);
--> statement-breakpoint
CREATE TABLE "usuario_tienda" (
	"id_usuario" integer PRIMARY KEY NOT NULL,
	"id_tienda" integer NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "tasa_iva" numeric(5, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ajustes_tienda" ADD CONSTRAINT "ajustes_tienda_id_tienda_tiendas_id_tienda_fk" FOREIGN KEY ("id_tienda") REFERENCES "public"."tiendas"("id_tienda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ajustes_tienda" ADD CONSTRAINT "ajustes_tienda_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convenio_productos" ADD CONSTRAINT "convenio_productos_id_convenio_convenios_id_convenio_fk" FOREIGN KEY ("id_convenio") REFERENCES "public"."convenios"("id_convenio") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convenio_productos" ADD CONSTRAINT "convenio_productos_id_producto_productos_id_producto_fk" FOREIGN KEY ("id_producto") REFERENCES "public"."productos"("id_producto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convenios" ADD CONSTRAINT "convenios_id_tienda_tiendas_id_tienda_fk" FOREIGN KEY ("id_tienda") REFERENCES "public"."tiendas"("id_tienda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convenios" ADD CONSTRAINT "convenios_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estado_cuenta_lineas" ADD CONSTRAINT "estado_cuenta_lineas_id_estado_estados_cuenta_id_estado_fk" FOREIGN KEY ("id_estado") REFERENCES "public"."estados_cuenta"("id_estado") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estado_cuenta_lineas" ADD CONSTRAINT "estado_cuenta_lineas_id_convenio_convenios_id_convenio_fk" FOREIGN KEY ("id_convenio") REFERENCES "public"."convenios"("id_convenio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estado_cuenta_lineas" ADD CONSTRAINT "estado_cuenta_lineas_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estado_cuenta_maquinas" ADD CONSTRAINT "estado_cuenta_maquinas_id_estado_estados_cuenta_id_estado_fk" FOREIGN KEY ("id_estado") REFERENCES "public"."estados_cuenta"("id_estado") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estado_cuenta_maquinas" ADD CONSTRAINT "estado_cuenta_maquinas_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estados_cuenta" ADD CONSTRAINT "estados_cuenta_id_tienda_tiendas_id_tienda_fk" FOREIGN KEY ("id_tienda") REFERENCES "public"."tiendas"("id_tienda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estados_cuenta" ADD CONSTRAINT "estados_cuenta_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meses_cerrados" ADD CONSTRAINT "meses_cerrados_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos_tienda" ADD CONSTRAINT "pagos_tienda_id_tienda_tiendas_id_tienda_fk" FOREIGN KEY ("id_tienda") REFERENCES "public"."tiendas"("id_tienda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos_tienda" ADD CONSTRAINT "pagos_tienda_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ubicaciones" ADD CONSTRAINT "ubicaciones_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ubicaciones" ADD CONSTRAINT "ubicaciones_id_tienda_tiendas_id_tienda_fk" FOREIGN KEY ("id_tienda") REFERENCES "public"."tiendas"("id_tienda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ubicaciones" ADD CONSTRAINT "ubicaciones_id_domicilio_domicilios_id_domicilio_fk" FOREIGN KEY ("id_domicilio") REFERENCES "public"."domicilios"("id_domicilio") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ubicaciones" ADD CONSTRAINT "ubicaciones_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_tienda" ADD CONSTRAINT "usuario_tienda_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_tienda" ADD CONSTRAINT "usuario_tienda_id_tienda_tiendas_id_tienda_fk" FOREIGN KEY ("id_tienda") REFERENCES "public"."tiendas"("id_tienda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ajustes_tienda_tienda_mes_idx" ON "ajustes_tienda" USING btree ("id_tienda","mes");--> statement-breakpoint
CREATE INDEX "convenios_tienda_desde_idx" ON "convenios" USING btree ("id_tienda","desde");--> statement-breakpoint
CREATE INDEX "estado_cuenta_lineas_estado_idx" ON "estado_cuenta_lineas" USING btree ("id_estado");--> statement-breakpoint
CREATE UNIQUE INDEX "estados_cuenta_tienda_mes_uq" ON "estados_cuenta" USING btree ("id_tienda","mes");--> statement-breakpoint
CREATE INDEX "estados_cuenta_mes_idx" ON "estados_cuenta" USING btree ("mes","id_tienda");--> statement-breakpoint
CREATE INDEX "pagos_tienda_tienda_fecha_idx" ON "pagos_tienda" USING btree ("id_tienda","fecha","id_pago");--> statement-breakpoint
CREATE INDEX "pagos_tienda_fecha_idx" ON "pagos_tienda" USING btree ("fecha","id_pago");--> statement-breakpoint
CREATE INDEX "pagos_tienda_monto_idx" ON "pagos_tienda" USING btree ("monto","id_pago");--> statement-breakpoint
CREATE UNIQUE INDEX "ubicaciones_abierta_uq" ON "ubicaciones" USING btree ("id_maquina") WHERE "ubicaciones"."hasta" is null;--> statement-breakpoint
CREATE INDEX "ubicaciones_maquina_desde_idx" ON "ubicaciones" USING btree ("id_maquina","desde");--> statement-breakpoint
CREATE INDEX "ubicaciones_tienda_desde_idx" ON "ubicaciones" USING btree ("id_tienda","desde");--> statement-breakpoint
CREATE INDEX "usuario_tienda_tienda_idx" ON "usuario_tienda" USING btree ("id_tienda");--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_tasa_iva_ck" CHECK ("productos"."tasa_iva" in (0, 0.08, 0.16));