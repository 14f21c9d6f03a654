ALTER TABLE "domicilios" ALTER COLUMN "numero_ext" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "domicilios" ALTER COLUMN "numero_int" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "domicilios" ALTER COLUMN "numero_int" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "domicilios" ALTER COLUMN "latitud" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "domicilios" ALTER COLUMN "longitud" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "domicilios" ADD COLUMN "colonia" varchar(150);--> statement-breakpoint
ALTER TABLE "domicilios" ADD COLUMN "codigo_postal" varchar(5);--> statement-breakpoint
ALTER TABLE "domicilios" ADD COLUMN "municipio" varchar(150);--> statement-breakpoint
ALTER TABLE "domicilios" ADD COLUMN "estado" varchar(40);--> statement-breakpoint
ALTER TABLE "domicilios" ADD COLUMN "referencias" varchar(500);--> statement-breakpoint
ALTER TABLE "domicilios" ADD COLUMN "fecha_eliminacion" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tiendas" ADD COLUMN "fecha_eliminacion" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domicilios" ADD CONSTRAINT "domicilios_codigo_postal_ck" CHECK ("domicilios"."codigo_postal" ~ '^[0-9]{5}$');--> statement-breakpoint
ALTER TABLE "domicilios" ADD CONSTRAINT "domicilios_coordenadas_ck" CHECK (("domicilios"."latitud" is null) = ("domicilios"."longitud" is null));