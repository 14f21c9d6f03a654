-- The business's identity on printed pages (issue 43, decision 037): one row with its name, fiscal data and logo.
CREATE TABLE "identidad_negocio" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"nombre_comercial" varchar(150),
	"razon_social" varchar(200),
	"rfc" varchar(13),
	"regimen_fiscal" varchar(3),
	"domicilio_fiscal" varchar(300),
	"telefono" varchar(30),
	"logo" "bytea",
	"logo_tipo" varchar(20),
	"logo_version" integer DEFAULT 0 NOT NULL,
	"fecha_actualizacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identidad_negocio_una_fila_ck" CHECK ("identidad_negocio"."id" = 1),
	CONSTRAINT "identidad_negocio_logo_ck" CHECK (("identidad_negocio"."logo" is null) = ("identidad_negocio"."logo_tipo" is null)),
	CONSTRAINT "identidad_negocio_logo_tipo_ck" CHECK ("identidad_negocio"."logo_tipo" in ('image/png', 'image/svg+xml')),
	CONSTRAINT "identidad_negocio_logo_tamano_ck" CHECK (octet_length("identidad_negocio"."logo") <= 204800)
);
