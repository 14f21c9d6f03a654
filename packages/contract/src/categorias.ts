import { z } from 'zod';
import { id, listaParamsSinFechas, texto } from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.catalogos;

/** A category serves sales (VENTA) or expenses (EGRESO), never both. */
export const CLASES_CATEGORIA = ['VENTA', 'EGRESO'] as const;
export type ClaseCategoria = (typeof CLASES_CATEGORIA)[number];
const clase = z.enum(CLASES_CATEGORIA, { error: m.claseInvalida });

/** The category named VENTA is the one every sale used before categories had a class. */
export const TIPO_VENTA = 'VENTA';

/**
 * The class of a category created without one (clients older than the field): the rule the migration gave
 * existing categories, VENTA for the category named VENTA and EGRESO for every other (docs/decisions/013).
 */
export const clasePorOmision = (tipo: string): ClaseCategoria => (tipo === TIPO_VENTA ? 'VENTA' : 'EGRESO');

export const CategoriaSchema = z.object({
  id_categoria_transaccion: z.number(),
  tipo: z.string(),
  clase: z.enum(CLASES_CATEGORIA),
  highlight: z.boolean(),
  fecha_creacion: z.date(),
});
export type Categoria = z.infer<typeof CategoriaSchema>;

const tipo = texto(m.tipoRequerido, 60).transform((v) => v.toUpperCase());

export const CategoriaNuevaSchema = z
  .object({
    tipo,
    highlight: z.boolean({ error: mensajes.general.datosInvalidos }).default(false),
    clase: clase.optional(),
  })
  .transform((v) => ({ ...v, clase: v.clase ?? clasePorOmision(v.tipo) }));
export type CategoriaNueva = z.input<typeof CategoriaNuevaSchema>;

export const CategoriaEditarSchema = z.object({
  id_categoria_transaccion: id(),
  tipo,
  highlight: z.boolean({ error: mensajes.general.datosInvalidos }),
  clase,
});
export type CategoriaEditar = z.input<typeof CategoriaEditarSchema>;

/** The fields the categories list sorts by (all never null, see ORDEN_MAQUINAS). */
export const ORDEN_CATEGORIAS = ['tipo', 'id_categoria_transaccion', 'clase', 'highlight'] as const;

/** The list call: without `pagina`, every category by type, as the selects use it; with it, one page. */
export const CategoriasListaSchema = z.object(listaParamsSinFechas(ORDEN_CATEGORIAS)).nullish();
export type CategoriasLista = z.infer<typeof CategoriasListaSchema>;
