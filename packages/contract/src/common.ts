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

/**
 * The text rule of every request field: no control character (C0, DEL, C1), no bidirectional embedding, override or isolate
 * (U+202A–U+202E, U+2066–U+2069) and no lone surrogate (half of a UTF-16 pair, as JSON's "\ud800" gives). PostgreSQL
 * refuses NUL outright, a lone surrogate would be stored as U+FFFD, and the others make a name show something other
 * than what it holds. Multi-line fields may also hold tab, line feed and carriage return.
 */
function textoPermitido(v: string, multilinea = false): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c <= 0x1f) {
      if (!(multilinea && (c === 0x09 || c === 0x0a || c === 0x0d))) return false;
    } else if ((c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) {
      return false;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      // A high surrogate stands only before a low one; the pair is read whole.
      const baja = v.charCodeAt(i + 1);
      if (!(baja >= 0xdc00 && baja <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * Every string of a request starts here: `error` when it is not a string, then the text rule on the value as sent,
 * before any trim, so a tab or newline at either end of a one-line field is refused rather than quietly cut.
 */
export const cadena = (error: string, { multilinea = false } = {}) =>
  z
    .string({ error })
    .refine((v) => textoPermitido(v, multilinea), { error: g.textoNoPermitido, abort: true });

export const texto = (error: string, max = 255) =>
  cadena(error).trim().min(1, { error }).max(max, { error: g.textoLargo });

export const textoOpcional = (max = 255) =>
  cadena(g.textoLargo)
    .trim()
    .max(max, { error: g.textoLargo })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Free text over several lines (a textarea), which keeps tabs and line breaks. No request field is multi-line yet:
 * every description and name is one line. The `x-multilinea` mark tells the generated fuzz suite
 * (apps/server/test/route-fuzz.test.ts) to expect tab and newline to be accepted.
 */
export const textoMultilinea = (error: string, max = 2000) =>
  cadena(error, { multilinea: true })
    .trim()
    .min(1, { error })
    .max(max, { error: g.textoLargo })
    .meta({ 'x-multilinea': true });

/** Optional free text over several lines (a corte's notes): empty is null. */
export const textoMultilineaOpcional = (max = 2000) =>
  cadena(g.textoLargo, { multilinea: true })
    .trim()
    .max(max, { error: g.textoLargo })
    // On the text itself: the JSON schema of an optional field is a choice of the text or null, and the fuzz suite
    // reads the mark on the text's branch.
    .meta({ 'x-multilinea': true })
    .nullish()
    .transform((v) => (v ? v : null));

/** numeric(12,2)'s largest value. */
const MONTO_MAXIMO = 9_999_999_999.99;

/** Exactly whole centavos: 12.345 is not, nor is 1e-300 (which PostgreSQL would round to 0). */
const enCentavos = (v: number) => Math.round(v * 100) / 100 === v;

/**
 * Money "mayor a 0": from 0.01 to numeric(12,2)'s limit, at most 2 decimals. `errorDecimales`
 * words the decimals check when `error` speaks only of the amount.
 */
export const dinero = (error: string = g.montoInvalido, errorDecimales: string = error) =>
  z
    .number({ error })
    .max(MONTO_MAXIMO, { error })
    .refine(enCentavos, { error: errorDecimales })
    .min(0.01, { error });

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

/** How far ahead of the server's clock a date may be and still count as "now": clocks differ. */
export const TOLERANCIA_RELOJ_MS = 60_000;

/**
 * An instant that is not in the future (a sale or an expense already happened). Checked when the value is
 * parsed, so the browser's form and the server refuse the same dates with the same `errorFutura`.
 */
export const fechaHoraPasada = (errorFutura: string) =>
  fechaHora.refine((v) => Date.parse(v) <= Date.now() + TOLERANCIA_RELOJ_MS, { error: errorFutura });

export const mes = cadena(g.mesInvalido)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: g.mesInvalido })
  .refine(anioValido, { error: g.mesInvalido });

/** A day in the business time zone, `YYYY-MM-DD`: a real calendar day (PostgreSQL refuses 2026-02-30). */
export const dia = z.iso.date({ error: g.fechaInvalida }).refine(anioValido, { error: g.fechaInvalida });

const Error400Schema = z.object({ campo: z.string(), mensaje: z.string() });

export const RespuestaErrorSchema = z.object({
  valid: z.literal(false),
  resultados: z.array(z.never()),
  mensaje_user: z.string(),
  message: z.string(),
  errores: z.array(Error400Schema).optional(),
});
export type RespuestaError = z.infer<typeof RespuestaErrorSchema>;

/** The generic answer {valid, resultados, mensaje_user} around a list of rows. */
export const respuesta = <T extends z.ZodType>(fila: T) =>
  z.object({ valid: z.boolean(), resultados: z.array(fila), mensaje_user: z.string() });

/**
 * A paged list: the same envelope plus the count of all matching rows and, for lists with money or quantity
 * columns, their sums over the whole filtered set (`totales`), not only the page.
 */
export const respuestaPaginada = <T extends z.ZodType>(fila: T) =>
  z.object({
    valid: z.boolean(),
    resultados: z.array(fila),
    mensaje_user: z.string(),
    total: z.number().int(),
    totales: z.record(z.string(), z.number()).optional(),
  });

export const TAMANOS_PAGINA = [10, 25, 50, 100] as const;

/** A page of a list: which one, and how many rows (one of TAMANOS_PAGINA, contract §8). */
const paginas = {
  pagina: z.number({ error: g.numeroInvalido }).int().positive().max(1_000_000).optional(),
  por_pagina: z
    .number({ error: g.porPaginaInvalido })
    .refine((n) => (TAMANOS_PAGINA as readonly number[]).includes(n), { error: g.porPaginaInvalido })
    .optional(),
};

/** Optional server paging and day filter every long list accepts. */
export const paginacion = { ...paginas, fecha: dia.optional() };

export const FORMATOS_EXPORTACION = ['csv', 'xlsx'] as const;

/**
 * What every list takes besides paging: `orden` (one of `campos`, `-` in front for descending), `buscar` (text
 * looked for in the list's text columns, without regard to case or accents) and `formato`. Lists of records without
 * a date (the catalogs, the roles) take only these; dated ones take `listaParams`.
 */
export const listaParamsSinFechas = <const C extends readonly [string, ...string[]]>(campos: C) => ({
  ...paginas,
  orden: z
    .enum([...campos, ...campos.map((c) => `-${c}` as `-${C[number]}`)], { error: g.ordenInvalido })
    .optional(),
  buscar: cadena(g.textoLargo).trim().max(100, { error: g.textoLargo }).optional(),
  /** Instead of a page: a one-time link to the whole filtered, sorted list as a file. */
  formato: z.enum(FORMATOS_EXPORTACION, { error: g.formatoInvalido }).optional(),
});

/**
 * A dated list's parameters: the day (`fecha`) or a range of days (`desde`, `hasta`, inclusive, in the business
 * time zone), besides those of every list. Use with `rangoOrdenado`.
 */
export const listaParams = <const C extends readonly [string, ...string[]]>(campos: C) => ({
  ...listaParamsSinFechas(campos),
  fecha: dia.optional(),
  desde: dia.optional(),
  hasta: dia.optional(),
});

/** A list export's answer: the one-time link (valid for a minute) and the file's name. */
export const DescargaSchema = z.object({ url: z.string(), nombre: z.string() });

/** A list call's answer: a page with its count and sums, the whole list (without `pagina`), or an export's link. */
export const respuestaLista = <T extends z.ZodType>(fila: T) =>
  z.union([respuestaPaginada(fila), respuesta(fila), respuesta(DescargaSchema)]);

/**
 * The longest span any date or month range of a request may cover: three years and a leap day (contract §9). It keeps
 * every call's work bounded; the embedded database answers one query at a time, so one huge range would stall all.
 */
export const DIAS_MAXIMOS = 1096;

/** Days from `desde` to `hasta`, both included (calendar days, whatever the zone). */
export const diasDelPeriodo = (desde: string, hasta: string) =>
  Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000) + 1;

/** A month's (`YYYY-MM`) last day; a day stays as it is. */
const ultimoDia = (v: string) =>
  v.length === 7
    ? new Date(Date.UTC(Number(v.slice(0, 4)), Number(v.slice(5, 7)), 0)).toISOString().slice(0, 10)
    : v;

/**
 * The one rule of every range of days or of months (`YYYY-MM`), given both ends: `hasta` is not before `desde`, and
 * from the first day of `desde` to the last of `hasta` there are at most DIAS_MAXIMOS days (36 months at most).
 */
export const rangoOrdenado = (
  v: { desde?: string | undefined; hasta?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (!v.desde || !v.hasta) return;
  if (v.hasta < v.desde) {
    ctx.addIssue({ code: 'custom', path: ['hasta'], message: g.rangoInvertido });
  } else if (
    diasDelPeriodo(v.desde.length === 7 ? `${v.desde}-01` : v.desde, ultimoDia(v.hasta)) > DIAS_MAXIMOS
  ) {
    ctx.addIssue({ code: 'custom', path: ['hasta'], message: g.periodoLargo });
  }
};

export const SinCuerpoSchema = z.object({}).nullish();

export const MASCARA_CLAVE = '********';
/** Rows per page when a list is asked for a page without `por_pagina`. */
export const TAMANO_PAGINA = 10;
