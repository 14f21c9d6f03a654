import { z } from 'zod';
import { dinero, entero, id, listaParamsSinFechas, texto, textoOpcional } from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.catalogos;

export const ProductoSchema = z.object({
  id_producto: z.number(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  precio: z.number(),
  stock: z.number(),
  /** Liters of water in one unit (20 for a garrafón de 20 L, 0 for ice): a corte compares them with the meter. */
  litros_por_unidad: z.number(),
});
export type Producto = z.infer<typeof ProductoSchema>;

export const ProductoNuevoSchema = z.object({
  nombre: texto(m.nombreRequerido, 100),
  descripcion: textoOpcional(255),
  precio: dinero(m.precioInvalido),
  stock: entero(m.stockInvalido)
    .min(0, { error: m.stockInvalido })
    .max(2_000_000_000, { error: m.stockInvalido }),
  litros_por_unidad: z
    .number({ error: m.litrosInvalidos })
    .min(0, { error: m.litrosInvalidos })
    .max(100_000, { error: m.litrosInvalidos })
    .refine((v) => Math.round(v * 1000) / 1000 === v, { error: m.litrosInvalidos })
    .default(0),
});
export type ProductoNuevo = z.input<typeof ProductoNuevoSchema>;
export const ProductoEditarSchema = ProductoNuevoSchema.extend({ id_producto: id() });
export type ProductoEditar = z.input<typeof ProductoEditarSchema>;

/** The fields the products list sorts by; not `descripcion`, which may be null (see ORDEN_MAQUINAS). */
export const ORDEN_PRODUCTOS = ['nombre', 'id_producto', 'precio', 'stock'] as const;

/** The list call: without `pagina`, every product by name, as the selects use it; with it, one page. */
export const ProductosListaSchema = z.object(listaParamsSinFechas(ORDEN_PRODUCTOS)).nullish();
export type ProductosLista = z.infer<typeof ProductosListaSchema>;
