import { z } from 'zod';
import { dinero, entero, id, texto, textoOpcional } from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.catalogos;

export const ProductoSchema = z.object({
  id_producto: z.number(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  precio: z.number(),
  stock: z.number(),
});
export type Producto = z.infer<typeof ProductoSchema>;

export const ProductoNuevoSchema = z.object({
  nombre: texto(m.nombreRequerido, 100),
  descripcion: textoOpcional(255),
  precio: dinero(m.precioInvalido),
  stock: entero(m.stockInvalido)
    .min(0, { error: m.stockInvalido })
    .max(2_000_000_000, { error: m.stockInvalido }),
});
export type ProductoNuevo = z.input<typeof ProductoNuevoSchema>;
export const ProductoEditarSchema = ProductoNuevoSchema.extend({ id_producto: id() });
export type ProductoEditar = z.input<typeof ProductoEditarSchema>;
