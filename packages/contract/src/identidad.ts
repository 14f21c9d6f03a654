// The business's identity (issue 43): the name, fiscal data and logo every printed page and PDF carries instead of
// the product's name. An ADMIN edits it in Ajustes; every signed-in user reads it, because everyone prints.
import { z } from 'zod';
import { cadena, texto } from './common.ts';
import { mensajes } from './messages.ts';
import { esRfcGenerico, RFC_FISICA, RFC_MORAL } from './tiendas.ts';

const m = mensajes.identidad;

/**
 * The SAT's c_RegimenFiscal entries a small water business may fall under, and the kind of person each is for
 * (a persona moral's RFC has 12 characters, a persona física's 13). The full catalog lists more; these cover the
 * businesses this product is for, and a code outside them is refused rather than printed unchecked.
 */
export const REGIMENES_FISCALES = {
  '601': { nombre: 'General de Ley Personas Morales', persona: 'MORAL' },
  '603': { nombre: 'Personas Morales con Fines no Lucrativos', persona: 'MORAL' },
  '606': { nombre: 'Arrendamiento', persona: 'FISICA' },
  '612': { nombre: 'Personas Físicas con Actividades Empresariales y Profesionales', persona: 'FISICA' },
  '621': { nombre: 'Incorporación Fiscal', persona: 'FISICA' },
  '625': {
    nombre: 'Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    persona: 'FISICA',
  },
  '626': { nombre: 'Régimen Simplificado de Confianza', persona: 'AMBAS' },
} as const satisfies Record<string, { nombre: string; persona: 'MORAL' | 'FISICA' | 'AMBAS' }>;
export type RegimenFiscal = keyof typeof REGIMENES_FISCALES;
export const CLAVES_REGIMEN = Object.keys(REGIMENES_FISCALES) as [RegimenFiscal, ...RegimenFiscal[]];

/** "612 · Personas Físicas con …", as the SAT's documents write it. */
export const nombreRegimen = (clave: string) =>
  clave in REGIMENES_FISCALES ? `${clave} · ${REGIMENES_FISCALES[clave as RegimenFiscal].nombre}` : clave;

/** The logo's largest size: 200 KB (of 1024 bytes), so every printed page stays light. */
export const TAMANO_MAXIMO_LOGO = 200 * 1024;
export const TIPOS_LOGO = ['image/png', 'image/svg+xml'] as const;
export type TipoLogo = (typeof TIPOS_LOGO)[number];

/** A phone as people write it: digits with spaces, dashes, dots, parentheses and a leading +; 10 to 15 digits. */
const telefonoValido = (v: string) => /^\+?[\d\s().-]+$/.test(v) && /^(\D*\d){10,15}\D*$/.test(v);

/** POST /ajustes/identidad/editar: every field but the phone is required (empty phone is null). */
export const IdentidadEditarSchema = z
  .object({
    nombre_comercial: texto(m.nombreComercialRequerido, 150),
    razon_social: texto(m.razonSocialRequerida, 200),
    rfc: cadena(m.rfcRequerido)
      .trim()
      .min(1, { error: m.rfcRequerido })
      .transform((v) => v.toUpperCase())
      .refine((v) => RFC_MORAL.test(v) || RFC_FISICA.test(v), { error: m.rfcFormato, abort: true })
      .refine((v) => !esRfcGenerico(v), { error: m.rfcGenerico }),
    regimen_fiscal: z.enum(CLAVES_REGIMEN, { error: m.regimenInvalido }),
    domicilio_fiscal: texto(m.domicilioRequerido, 300),
    telefono: cadena(m.telefonoInvalido)
      .trim()
      .refine((v) => v === '' || telefonoValido(v), { error: m.telefonoInvalido })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((d, ctx) => {
    const persona = REGIMENES_FISCALES[d.regimen_fiscal]?.persona;
    const delRfc = d.rfc.length === 12 ? 'MORAL' : 'FISICA';
    if (persona && persona !== 'AMBAS' && persona !== delRfc) {
      ctx.addIssue({
        code: 'custom',
        path: ['regimen_fiscal'],
        message: persona === 'MORAL' ? m.regimenDeMoral : m.regimenDeFisica,
      });
    }
  });
export type IdentidadEditar = z.input<typeof IdentidadEditarSchema>;

/**
 * The identity as everyone reads it (POST /identidad): each field null until an ADMIN saves it. The logo's bytes are
 * fetched apart (GET /identidad/logo); `logo_version` grows with each change, so a cached copy is known stale.
 */
export const IdentidadSchema = z.object({
  nombre_comercial: z.string().nullable(),
  razon_social: z.string().nullable(),
  rfc: z.string().nullable(),
  regimen_fiscal: z.string().nullable(),
  domicilio_fiscal: z.string().nullable(),
  telefono: z.string().nullable(),
  logo_tipo: z.enum(TIPOS_LOGO).nullable(),
  logo_version: z.number().int(),
});
export type Identidad = z.infer<typeof IdentidadSchema>;

export const IDENTIDAD_VACIA: Identidad = {
  nombre_comercial: null,
  razon_social: null,
  rfc: null,
  regimen_fiscal: null,
  domicilio_fiscal: null,
  telefono: null,
  logo_tipo: null,
  logo_version: 0,
};
