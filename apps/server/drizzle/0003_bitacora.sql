CREATE TABLE "bitacora" (
	"id_bitacora" bigserial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"id_usuario" integer,
	"tabla" varchar(60) NOT NULL,
	"id_registro" varchar(100) NOT NULL,
	"accion" varchar(10) NOT NULL,
	"antes" jsonb,
	"despues" jsonb
);
--> statement-breakpoint
CREATE INDEX "bitacora_fecha_idx" ON "bitacora" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "bitacora_usuario_fecha_idx" ON "bitacora" USING btree ("id_usuario","fecha");--> statement-breakpoint
CREATE INDEX "bitacora_tabla_fecha_idx" ON "bitacora" USING btree ("tabla","fecha");