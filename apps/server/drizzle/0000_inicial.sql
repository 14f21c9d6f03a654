CREATE TABLE "categorias_transaccion" (
	"id_categoria_transaccion" serial PRIMARY KEY NOT NULL,
	"tipo" varchar(60) NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categorias_transaccion_tipo_unique" UNIQUE("tipo")
);
--> statement-breakpoint
CREATE TABLE "maquinas" (
	"id_maquina" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"estatus" varchar(10) DEFAULT 'ACTIVA' NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maquinas_estatus_ck" CHECK ("maquinas"."estatus" in ('ACTIVA', 'INACTIVA'))
);
--> statement-breakpoint
CREATE TABLE "productos" (
	"id_producto" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"descripcion" varchar(255),
	"precio" numeric(12, 2) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "productos_stock_ck" CHECK ("productos"."stock" >= 0),
	CONSTRAINT "productos_precio_ck" CHECK ("productos"."precio" > 0)
);
--> statement-breakpoint
CREATE TABLE "egresos" (
	"id_egreso" serial PRIMARY KEY NOT NULL,
	"id_maquina" integer NOT NULL,
	"id_categoria_transaccion" integer NOT NULL,
	"descripcion" varchar(255) NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"fecha_transaccion" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_eliminacion" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "modulo_url" (
	"id_modulo" integer NOT NULL,
	"id_url" integer NOT NULL,
	CONSTRAINT "modulo_url_id_modulo_id_url_pk" PRIMARY KEY("id_modulo","id_url")
);
--> statement-breakpoint
CREATE TABLE "modulos" (
	"id_modulo" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"icono" varchar(100) NOT NULL,
	CONSTRAINT "modulos_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "rol_modulo" (
	"id_rol" integer NOT NULL,
	"id_modulo" integer NOT NULL,
	CONSTRAINT "rol_modulo_id_rol_id_modulo_pk" PRIMARY KEY("id_rol","id_modulo")
);
--> statement-breakpoint
CREATE TABLE "urls" (
	"id_url" serial PRIMARY KEY NOT NULL,
	"ruta" varchar(255) NOT NULL,
	CONSTRAINT "urls_ruta_unique" UNIQUE("ruta")
);
--> statement-breakpoint
CREATE TABLE "ajustes" (
	"clave" varchar(60) PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intentos_login" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens_revocados" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"expira_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domicilios" (
	"id_domicilio" serial PRIMARY KEY NOT NULL,
	"id_tienda" integer NOT NULL,
	"es_sucursal" varchar(2) DEFAULT 'NO' NOT NULL,
	"calle" varchar(150) NOT NULL,
	"numero_ext" varchar(10) NOT NULL,
	"numero_int" varchar(10) NOT NULL,
	"primer_cruzamiento" varchar(150) NOT NULL,
	"segundo_cruzamiento" varchar(150),
	"latitud" numeric(9, 6) NOT NULL,
	"longitud" numeric(9, 6) NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domicilios_es_sucursal_ck" CHECK ("domicilios"."es_sucursal" in ('SI', 'NO'))
);
--> statement-breakpoint
CREATE TABLE "tiendas" (
	"id_tienda" serial PRIMARY KEY NOT NULL,
	"nombre_comercial" varchar(150) NOT NULL,
	"razon_social" varchar(200),
	"rfc" varchar(13) NOT NULL,
	"tipo_persona" varchar(6) NOT NULL,
	"id_usuario" integer,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tiendas_tipo_persona_ck" CHECK ("tiendas"."tipo_persona" in ('FISICA', 'MORAL'))
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id_rol" serial PRIMARY KEY NOT NULL,
	"rol" varchar(60) NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_rol_unique" UNIQUE("rol")
);
--> statement-breakpoint
CREATE TABLE "usuario_maquina" (
	"id_usuario_maquina" serial PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"id_maquina" integer NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id_usuario" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"ap_paterno" varchar(100) NOT NULL,
	"ap_materno" varchar(100),
	"username" varchar(100) NOT NULL,
	"clave_hash" varchar(255) NOT NULL,
	"email" varchar(150) NOT NULL,
	"activo" smallint DEFAULT 1 NOT NULL,
	"id_rol" integer NOT NULL,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_eliminacion" timestamp with time zone,
	CONSTRAINT "usuarios_activo_ck" CHECK ("usuarios"."activo" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "transacciones" (
	"id_transaccion" serial PRIMARY KEY NOT NULL,
	"id_venta_maquina" integer,
	"id_categoria_transaccion" integer NOT NULL,
	"descripcion" varchar(255) NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"fecha_transaccion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ventas_maquina" (
	"id_venta_maquina" serial PRIMARY KEY NOT NULL,
	"id_maquina" integer NOT NULL,
	"id_producto" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"precio_unitario" numeric(12, 2) NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"descripcion" varchar(255) NOT NULL,
	"fecha_transaccion" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario" integer,
	"fecha_eliminacion" timestamp with time zone,
	CONSTRAINT "ventas_maquina_cantidad_ck" CHECK ("ventas_maquina"."cantidad" > 0),
	CONSTRAINT "ventas_maquina_monto_ck" CHECK ("ventas_maquina"."monto" = "ventas_maquina"."cantidad" * "ventas_maquina"."precio_unitario")
);
--> statement-breakpoint
ALTER TABLE "egresos" ADD CONSTRAINT "egresos_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egresos" ADD CONSTRAINT "egresos_id_categoria_transaccion_categorias_transaccion_id_categoria_transaccion_fk" FOREIGN KEY ("id_categoria_transaccion") REFERENCES "public"."categorias_transaccion"("id_categoria_transaccion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egresos" ADD CONSTRAINT "egresos_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modulo_url" ADD CONSTRAINT "modulo_url_id_modulo_modulos_id_modulo_fk" FOREIGN KEY ("id_modulo") REFERENCES "public"."modulos"("id_modulo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modulo_url" ADD CONSTRAINT "modulo_url_id_url_urls_id_url_fk" FOREIGN KEY ("id_url") REFERENCES "public"."urls"("id_url") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_modulo" ADD CONSTRAINT "rol_modulo_id_rol_roles_id_rol_fk" FOREIGN KEY ("id_rol") REFERENCES "public"."roles"("id_rol") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rol_modulo" ADD CONSTRAINT "rol_modulo_id_modulo_modulos_id_modulo_fk" FOREIGN KEY ("id_modulo") REFERENCES "public"."modulos"("id_modulo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domicilios" ADD CONSTRAINT "domicilios_id_tienda_tiendas_id_tienda_fk" FOREIGN KEY ("id_tienda") REFERENCES "public"."tiendas"("id_tienda") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiendas" ADD CONSTRAINT "tiendas_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_maquina" ADD CONSTRAINT "usuario_maquina_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_maquina" ADD CONSTRAINT "usuario_maquina_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_id_rol_roles_id_rol_fk" FOREIGN KEY ("id_rol") REFERENCES "public"."roles"("id_rol") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transacciones" ADD CONSTRAINT "transacciones_id_venta_maquina_ventas_maquina_id_venta_maquina_fk" FOREIGN KEY ("id_venta_maquina") REFERENCES "public"."ventas_maquina"("id_venta_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transacciones" ADD CONSTRAINT "transacciones_id_categoria_transaccion_categorias_transaccion_id_categoria_transaccion_fk" FOREIGN KEY ("id_categoria_transaccion") REFERENCES "public"."categorias_transaccion"("id_categoria_transaccion") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_maquina" ADD CONSTRAINT "ventas_maquina_id_maquina_maquinas_id_maquina_fk" FOREIGN KEY ("id_maquina") REFERENCES "public"."maquinas"("id_maquina") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_maquina" ADD CONSTRAINT "ventas_maquina_id_producto_productos_id_producto_fk" FOREIGN KEY ("id_producto") REFERENCES "public"."productos"("id_producto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_maquina" ADD CONSTRAINT "ventas_maquina_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "egresos_maquina_fecha_idx" ON "egresos" USING btree ("id_maquina","fecha_transaccion");--> statement-breakpoint
CREATE INDEX "egresos_id_categoria_idx" ON "egresos" USING btree ("id_categoria_transaccion");--> statement-breakpoint
CREATE INDEX "modulo_url_id_url_idx" ON "modulo_url" USING btree ("id_url");--> statement-breakpoint
CREATE INDEX "rol_modulo_id_modulo_idx" ON "rol_modulo" USING btree ("id_modulo");--> statement-breakpoint
CREATE INDEX "intentos_login_username_fecha_idx" ON "intentos_login" USING btree ("username","fecha");--> statement-breakpoint
CREATE INDEX "tokens_revocados_expira_en_idx" ON "tokens_revocados" USING btree ("expira_en");--> statement-breakpoint
CREATE INDEX "domicilios_id_tienda_idx" ON "domicilios" USING btree ("id_tienda");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_maquina_uq" ON "usuario_maquina" USING btree ("id_usuario","id_maquina");--> statement-breakpoint
CREATE INDEX "usuario_maquina_id_maquina_idx" ON "usuario_maquina" USING btree ("id_maquina");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_username_lower_uq" ON "usuarios" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "usuarios_id_rol_idx" ON "usuarios" USING btree ("id_rol");--> statement-breakpoint
CREATE INDEX "transacciones_id_venta_maquina_idx" ON "transacciones" USING btree ("id_venta_maquina");--> statement-breakpoint
CREATE INDEX "transacciones_id_categoria_idx" ON "transacciones" USING btree ("id_categoria_transaccion");--> statement-breakpoint
CREATE INDEX "ventas_maquina_maquina_fecha_idx" ON "ventas_maquina" USING btree ("id_maquina","fecha_transaccion");--> statement-breakpoint
CREATE INDEX "ventas_maquina_id_producto_idx" ON "ventas_maquina" USING btree ("id_producto");