CREATE TABLE "adjuntos_sanitarios" (
	"id_adjunto" serial PRIMARY KEY NOT NULL,
	"id_registro" integer NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"tipo_mime" varchar(20) NOT NULL,
	"tamano" integer NOT NULL,
	"datos" "bytea" NOT NULL,
	"id_usuario" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adjuntos_sanitarios_tipo_ck" CHECK ("adjuntos_sanitarios"."tipo_mime" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "adjuntos_sanitarios_tamano_ck" CHECK ("adjuntos_sanitarios"."tamano" between 1 and 5242880)
);
--> statement-breakpoint
CREATE TABLE "alertas" (
	"id_alerta" bigserial PRIMARY KEY NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"clave" varchar(60) NOT NULL,
	"id_maquina" integer,
	"id_producto" integer,
	"detalle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"abierta" timestamp with time zone DEFAULT now() NOT NULL,
	"cerrada" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alertas_estado" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sincronizadas" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	CONSTRAINT "alertas_estado_uno_ck" CHECK ("alertas_estado"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "alertas_leidas" (
	"id_usuario" integer NOT NULL,
	"id_alerta" bigint NOT NULL,
	"leida" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alertas_leidas_id_usuario_id_alerta_pk" PRIMARY KEY("id_usuario","id_alerta")
);
--> statement-breakpoint
CREATE TABLE "consumibles" (
	"id_consumible" serial PRIMARY KEY NOT NULL,
	"id_maquina" integer NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"vida_litros" integer,
	"vida_dias" integer,
	"instalado" date NOT NULL,
	"lectura_instalacion" integer DEFAULT 0 NOT NULL,
	"id_usuario" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_eliminacion" timestamp with time zone,
	CONSTRAINT "consumibles_vida_ck" CHECK ("consumibles"."vida_litros" is not null or "consumibles"."vida_dias" is not null),
	CONSTRAINT "consumibles_vida_litros_ck" CHECK ("consumibles"."vida_litros" > 0),
	CONSTRAINT "consumibles_vida_dias_ck" CHECK ("consumibles"."vida_dias" > 0),
	CONSTRAINT "consumibles_lectura_ck" CHECK ("consumibles"."lectura_instalacion" >= 0)
);
--> statement-breakpoint
CREATE TABLE "registros_sanitarios" (
	"id_registro" serial PRIMARY KEY NOT NULL,
	"id_maquina" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"fecha" date NOT NULL,
	"responsable" varchar(120) NOT NULL,
	"sustancia" varchar(120),
	"concentracion" varchar(60),
	"punto" varchar(8),
	"cloro" numeric(6, 2),
	"ph" numeric(4, 2),
	"sdt" numeric(8, 1),
	"laboratorio" varchar(120),
	"resultado" varchar(12),
	"id_consumible" integer,
	"lectura_medidor" integer,
	"notas" text,
	"id_usuario" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_eliminacion" timestamp with time zone,
	CONSTRAINT "registros_sanitarios_tipo_ck" CHECK ("registros_sanitarios"."tipo" in ('LIMPIEZA', 'LECTURA', 'ANALISIS', 'REEMPLAZO')),
	CONSTRAINT "registros_sanitarios_punto_ck" CHECK ("registros_sanitarios"."punto" is null or "registros_sanitarios"."punto" in ('ENTRADA', 'PRODUCTO')),
	CONSTRAINT "registros_sanitarios_lectura_ck" CHECK ("registros_sanitarios"."tipo" <> 'LECTURA' or ("registros_sanitarios"."punto" is not null and coalesce("registros_sanitarios"."cloro", "registros_sanitarios"."ph", "registros_sanitarios"."sdt") is not null)),
	CONSTRAINT "registros_sanitarios_valores_ck" CHECK ("registros_sanitarios"."cloro" >= 0 and "registros_sanitarios"."ph" between 0 and 14 and "registros_sanitarios"."sdt" >= 0),
	CONSTRAINT "registros_sanitarios_reemplazo_ck" CHECK ("registros_sanitarios"."tipo" <> 'REEMPLAZO' or "registros_sanitarios"."id_consumible" is not null),
	CONSTRAINT "registros_sanitarios_medidor_ck" CHECK ("registros_sanitarios"."lectura_medidor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tareas_sanitarias" (
	"id_tarea" serial PRIMARY KEY NOT NULL,
	"id_maquina" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"frecuencia_dias" integer NOT NULL,
	"desde" date NOT NULL,
	"id_usuario" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_eliminacion" timestamp with time zone,
	CONSTRAINT "tareas_sanitarias_tipo_ck" CHECK ("tareas_sanitarias"."tipo" in ('LIMPIEZA', 'LECTURA', 'ANALISIS')),
	CONSTRAINT "tareas_sanitarias_frecuencia_ck" CHECK ("tareas_sanitarias"."frecuencia_dias" between 1 and 3660)
);
--> statement-breakpoint
ALTER TABLE "productos" ADD COLUMN "stock_minimo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "adjuntos_sanitarios" ADD CONSTRAINT "adjuntos_sanitarios_id_registro_registros_sanitarios_id_registro_fk" FOREIGN KEY ("id_registro") REFERENCES "public"."registros_sanitarios"("id_registro") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjuntos_sanitarios" ADD CONSTRAINT "adjuntos_sanitarios_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas" ADD CONSTRAINT "alertas_id_producto_productos_id_producto_fk" FOREIGN KEY ("id_producto") REFERENCES "public"."productos"("id_producto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas_leidas" ADD CONSTRAINT "alertas_leidas_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas_leidas" ADD CONSTRAINT "alertas_leidas_id_alerta_alertas_id_alerta_fk" FOREIGN KEY ("id_alerta") REFERENCES "public"."alertas"("id_alerta") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumibles" ADD CONSTRAINT "consumibles_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumibles" ADD CONSTRAINT "consumibles_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registros_sanitarios" ADD CONSTRAINT "registros_sanitarios_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registros_sanitarios" ADD CONSTRAINT "registros_sanitarios_id_consumible_consumibles_id_consumible_fk" FOREIGN KEY ("id_consumible") REFERENCES "public"."consumibles"("id_consumible") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registros_sanitarios" ADD CONSTRAINT "registros_sanitarios_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tareas_sanitarias" ADD CONSTRAINT "tareas_sanitarias_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tareas_sanitarias" ADD CONSTRAINT "tareas_sanitarias_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adjuntos_sanitarios_registro_idx" ON "adjuntos_sanitarios" USING btree ("id_registro");--> statement-breakpoint
CREATE UNIQUE INDEX "alertas_abierta_uq" ON "alertas" USING btree ("tipo","clave") WHERE "alertas"."cerrada" is null;--> statement-breakpoint
CREATE INDEX "alertas_abierta_idx" ON "alertas" USING btree ("abierta","id_alerta");--> statement-breakpoint
CREATE INDEX "alertas_maquina_abierta_idx" ON "alertas" USING btree ("id_maquina","abierta","id_alerta");--> statement-breakpoint
CREATE INDEX "alertas_tipo_abierta_idx" ON "alertas" USING btree ("tipo","abierta","id_alerta");--> statement-breakpoint
CREATE INDEX "consumibles_maquina_idx" ON "consumibles" USING btree ("id_maquina");--> statement-breakpoint
CREATE INDEX "registros_sanitarios_maquina_fecha_idx" ON "registros_sanitarios" USING btree ("id_maquina","fecha","id_registro");--> statement-breakpoint
CREATE INDEX "registros_sanitarios_fecha_idx" ON "registros_sanitarios" USING btree ("fecha","id_registro");--> statement-breakpoint
CREATE UNIQUE INDEX "tareas_sanitarias_maquina_tipo_uq" ON "tareas_sanitarias" USING btree ("id_maquina","tipo") WHERE "tareas_sanitarias"."fecha_eliminacion" is null;--> statement-breakpoint
ALTER TABLE "productos" ADD CONSTRAINT "productos_stock_minimo_ck" CHECK ("productos"."stock_minimo" >= 0);
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON registros_sanitarios FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_registro');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON consumibles FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_consumible');
--> statement-breakpoint
CREATE TRIGGER bitacora AFTER INSERT OR UPDATE OR DELETE ON tareas_sanitarias FOR EACH ROW EXECUTE FUNCTION bitacora_registrar('id_tarea');
