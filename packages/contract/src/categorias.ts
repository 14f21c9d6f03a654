import { z } from 'zod';
import { texto } from './common.ts';
import { mensajes } from './messages.ts';

export const CategoriaSchema = z.object({
  id_categoria_transaccion: z.number(),
  tipo: z.string(),
  highlight: z.boolean(),
  fecha_creacion: z.date(),
});
export type Categoria = z.infer<typeof CategoriaSchema>;

export const CategoriaNuevaSchema = z.object({
  tipo: texto(mensajes.catalogos.tipoRequerido, 60).transform((v) => v.toUpperCase()),
  highlight: z.boolean({ error: mensajes.general.datosInvalidos }).default(false),
});
export type CategoriaNueva = z.input<typeof CategoriaNuevaSchema>;
