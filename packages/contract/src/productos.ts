import { z } from 'zod';
import { dinero, entero, id, listaParamsSinFechas, texto, textoOpcional } from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.catalogos;

/** The IVA rates a product may carry: exempt, the northern border region's 8 %, and the general 16 %. */
export const TASAS_IVA = [0, 0.08, 0.16] as const;

/** The rate a new product takes when none is sent (contract §8). */
export const tasaIvaPorOmision = (litros_por_unidad: number) =>
  litros_por_unidad > 0 && litros_por_unidad < 10 ? 0.16 : 0;

export const ProductoSchema = z.object({
  id_producto: z.number(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  precio: z.number(),
  stock: z.number(),
  /** Under it (when above 0), the product raises a STOCK_BAJO alert (issue 19). */
  stock_minimo: z.number(),
  /** Liters of water in one unit (20 for a garrafón de 20 L, 0 for ice): a corte compares them with the meter. */
  litros_por_unidad: z.number(),
  /** The IVA rate the price includes: 0, 0.08 or 0.16 (contract §8). */
  tasa_iva: z.number(),
});
export type Producto = z.infer<typeof ProductoSchema>;

export const ProductoNuevoSchema = z.object({
  nombre: texto(m.nombreRequerido, 100),
  descripcion: textoOpcional(255),
  precio: dinero(m.precioInvalido),
  stock: entero(m.stockInvalido)
    .min(0, { error: m.stockInvalido })
    .max(2_000_000_000, { error: m.stockInvalido }),
  /** Absent: 0 (no alert) on create; on edit, the minimum the product had. */
  stock_minimo: entero(m.stockMinimoInvalido)
    .min(0, { error: m.stockMinimoInvalido })
    .max(2_000_000_000, { error: m.stockMinimoInvalido })
    .optional(),
  litros_por_unidad: z
    .number({ error: m.litrosInvalidos })
    .min(0, { error: m.litrosInvalidos })
    .max(100_000, { error: m.litrosInvalidos })
    .refine((v) => Math.round(v * 1000) / 1000 === v, { error: m.litrosInvalidos })
    .default(0),
  /**
   * Absent: on create, 16 % for containers under 10 L and 0 % otherwise (water of 10 L or more, ice); on edit, the
   * rate the product had.
   */
  tasa_iva: z
    .number({ error: m.tasaIvaInvalida })
    .refine((v) => (TASAS_IVA as readonly number[]).includes(v), { error: m.tasaIvaInvalida })
    .optional(),
});
export type ProductoNuevo = z.input<typeof ProductoNuevoSchema>;
export const ProductoEditarSchema = ProductoNuevoSchema.extend({ id_producto: id() });
export type ProductoEditar = z.input<typeof ProductoEditarSchema>;

/** The fields the products list sorts by; not `descripcion`, which may be null (see ORDEN_MAQUINAS). */
export const ORDEN_PRODUCTOS = ['nombre', 'id_producto', 'precio', 'stock', 'stock_minimo'] as const;

/** The list call: without `pagina`, every product by name, as the selects use it; with it, one page. */
export const ProductosListaSchema = z.object(listaParamsSinFechas(ORDEN_PRODUCTOS)).nullish();
export type ProductosLista = z.infer<typeof ProductosListaSchema>;
