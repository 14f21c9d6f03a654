CREATE TABLE "descargas" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"id_usuario" integer NOT NULL,
	"lista" varchar(60) NOT NULL,
	"formato" varchar(4) NOT NULL,
	"parametros" jsonb NOT NULL,
	"creada" timestamp with time zone DEFAULT now() NOT NULL,
	"usada" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "descargas" ADD CONSTRAINT "descargas_id_usuario_usuarios_id_usuario_fk" FOREIGN KEY ("id_usuario") REFERENCES "public"."usuarios"("id_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "descargas_creada_idx" ON "descargas" USING btree ("creada");