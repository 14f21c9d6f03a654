import { z } from 'zod';
import { cadena, id, listaParams, rangoOrdenado, texto, textoOpcional } from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.tiendas;

export const TIPOS_PERSONA = ['FISICA', 'MORAL'] as const;

// SAT: persona moral 3 letters (or Ñ/&), persona física 4; then a YYMMDD date and a 3-character homoclave.
export const RFC_MORAL = /^[A-ZÑ&]{3}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[A-Z\d]{3}$/;
export const RFC_FISICA = /^[A-ZÑ&]{4}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[A-Z\d]{3}$/;

/**
 * The SAT's generic RFCs (público en general, extranjeros): many stores may carry them, so they are exempt from the
 * duplicate check (contract §8), and such a store is told apart by its razón social instead.
 */
export const RFC_GENERICOS = ['XAXX010101000', 'XEXX010101000'] as const;
export const esRfcGenerico = (rfc: string) => (RFC_GENERICOS as readonly string[]).includes(rfc);

export const TiendaSchema = z.object({
  id_tienda: z.number(),
  nombre_comercial: z.string(),
  razon_social: z.string().nullable(),
  rfc: z.string(),
  tipo_persona: z.string(),
  id_usuario: z.number().nullable(),
  fecha_creacion: z.date(),
  fecha_eliminacion: z.date().nullable(),
});
export type Tienda = z.infer<typeof TiendaSchema>;

/** The store list's sortable fields: the table's own columns that are never empty. */
export const ORDEN_TIENDAS = [
  'fecha_creacion',
  'id_tienda',
  'nombre_comercial',
  'rfc',
  'tipo_persona',
] as const;

/**
 * The list call (active stores on /tienda, deleted ones on /tienda/eliminados): without `pagina` (or without a body,
 * as the selects call it), every store, newest first.
 */
export const TiendasListaSchema = z.object(listaParams(ORDEN_TIENDAS)).superRefine(rangoOrdenado).nullish();
export type TiendasLista = z.infer<typeof TiendasListaSchema>;

const campos = {
  nombre_comercial: texto(m.nombreComercialRequerido, 150),
  razon_social: textoOpcional(200),
  rfc: cadena(m.rfcRequerido)
    .trim()
    .min(1, { error: m.rfcRequerido })
    .max(13, { error: m.rfcLargo })
    .transform((v) => v.toUpperCase()),
  tipo_persona: z.enum(TIPOS_PERSONA, { error: m.debeSeleccionarTipoPersona }),
};

/** The RFC follows the SAT pattern of the chosen type of person. */
const rfcDelTipo = (
  t: { rfc: string; tipo_persona: (typeof TIPOS_PERSONA)[number] },
  ctx: z.RefinementCtx,
) => {
  const ok = t.tipo_persona === 'MORAL' ? RFC_MORAL.test(t.rfc) : RFC_FISICA.test(t.rfc);
  if (!ok)
    ctx.addIssue({
      code: 'custom',
      path: ['rfc'],
      message: t.tipo_persona === 'MORAL' ? m.rfcMoral : m.rfcFisica,
    });
};

export const TiendaNuevaSchema = z
  .object({
    ...campos,
    /** Sent by clients of the original API; the server records the signed-in user instead. */
    id_usuario: z.unknown().optional(),
  })
  .superRefine(rfcDelTipo);
export type TiendaNueva = z.input<typeof TiendaNuevaSchema>;

/** POST /tienda/editar: the same fields as the create, of a store the caller may see. */
export const TiendaEditarSchema = z.object({ id_tienda: id(), ...campos }).superRefine(rfcDelTipo);
export type TiendaEditar = z.input<typeof TiendaEditarSchema>;

/** POST /tienda/eliminar and /tienda/restaurar. */
export const IdTiendaSchema = z.object({ id_tienda: id() });
