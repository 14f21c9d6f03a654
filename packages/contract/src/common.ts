// Building blocks shared by every domain: the answer envelope, ids, money, dates and Spanish default messages.
import { z } from 'zod';
import es from 'zod/v4/locales/es.js';
import { mensajes } from './messages.ts';

// Zod's own Spanish texts for every check a schema does not word itself.
z.config(es());

const g = mensajes.general;

export const id = (error: string = g.idInvalido) =>
  z.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error });

/** A selector's id where 0 means "nothing chosen" (the dropdowns' default option). */
export const idElegido = (error: string) =>
  z.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error });

export const texto = (error: string, max = 255) =>
  z.string({ error }).trim().min(1, { error }).max(max, { error: g.textoLargo });

export const textoOpcional = (max = 255) =>
  z
    .string({ error: g.textoLargo })
    .trim()
    .max(max, { error: g.textoLargo })
    .nullish()
    .transform((v) => (v ? v : null));

const esCentavos = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** Money: positive, at most 2 decimals, fits numeric(12,2). */
export const dinero = (error: string = g.montoInvalido) =>
  z.number({ error }).positive({ error }).max(9_999_999_999.99, { error }).refine(esCentavos, { error });

export const entero = (error: string) => z.number({ error }).int({ error });

/**
 * Years a business date can carry. Outside them PostgreSQL refuses the value (year 0 → a 500) or JavaScript
 * reads it back wrong ('0001-…' comes back as 2001), so they are refused as invalid input instead.
 */
const anioValido = (v: string) => {
  const anio = Number(v.slice(0, 4));
  return anio >= 1900 && anio <= 2999;
};

/** An instant with an offset, as the wire format says (ISO 8601). */
export const fechaHora = z.iso
  .datetime({ offset: true, error: g.fechaInvalida })
  .refine(anioValido, { error: g.fechaInvalida });

export const mes = z
  .string({ error: g.mesInvalido })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: g.mesInvalido })
  .refine(anioValido, { error: g.mesInvalido });

/** A day in the business time zone, `YYYY-MM-DD`: a real calendar day (PostgreSQL refuses 2026-02-30). */
export const dia = z.iso.date({ error: g.fechaInvalida }).refine(anioValido, { error: g.fechaInvalida });

export const Error400Schema = z.object({ campo: z.string(), mensaje: z.string() });

export const RespuestaErrorSchema = z.object({
  valid: z.literal(false),
  resultados: z.array(z.never()),
  mensaje_user: z.string(),
  message: z.string(),
  errores: z.array(Error400Schema).optional(),
});
export type RespuestaError = z.infer<typeof RespuestaErrorSchema>;

/** The generic answer of contract §2 around a list of rows. */
export const respuesta = <T extends z.ZodType>(fila: T) =>
  z.object({ valid: z.boolean(), resultados: z.array(fila), mensaje_user: z.string() });

/** A paged list: the same envelope plus the count of all matching rows. */
export const respuestaPaginada = <T extends z.ZodType>(fila: T) =>
  z.object({
    valid: z.boolean(),
    resultados: z.array(fila),
    mensaje_user: z.string(),
    total: z.number().int(),
  });

/** Optional server paging and day filter every long list accepts. */
export const paginacion = {
  pagina: z.number({ error: g.numeroInvalido }).int().positive().max(1_000_000).optional(),
  por_pagina: z.number({ error: g.numeroInvalido }).int().positive().max(500).optional(),
  fecha: dia.optional(),
};

export const SinCuerpoSchema = z.object({}).nullish();

export const fechaRespuesta = z.date();

export const MASCARA_CLAVE = '********';
export const TAMANO_PAGINA = 10;
