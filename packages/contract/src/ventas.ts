import { z } from 'zod';
import { dinero, fechaHora, id, idElegido, mes, paginacion, texto } from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.ventas;

const cantidad = z
  .number({ error: m.mayoresACero })
  .positive({ error: m.mayoresACero })
  .int({ error: m.cantidadEntera })
  .max(1_000_000, { error: m.mayoresACero });
const importe = dinero(m.mayoresACero, mensajes.general.montoInvalido);

/** Cents-exact product, so 3 × 0.10 is 0.30 and not 0.30000000000000004. */
export const calcularMonto = (cantidadVendida: number, precioUnitario: number) =>
  (cantidadVendida * Math.round(precioUnitario * 100)) / 100;

export const VentaFilaSchema = z.object({
  id_venta_maquina: z.number(),
  id_maquina: z.number(),
  maquina: z.string(),
  id_producto: z.number(),
  producto: z.string(),
  cantidad: z.number(),
  precio_unitario: z.number(),
  monto: z.number(),
  descripcion: z.string(),
  fecha_transaccion: z.date(),
  id_transaccion: z.number().nullable(),
  id_categoria_transaccion: z.number().nullable(),
  fecha_eliminacion: z.date().nullable(),
});
export type VentaFila = z.infer<typeof VentaFilaSchema>;

export const VentaNuevaSchema = z
  .object({
    ventas_maquina: z.object({
      id_maquina: idElegido(m.debeSeleccionar),
      id_producto: idElegido(m.debeSeleccionar),
      cantidad,
      precio_unitario: importe,
    }),
    transacciones: z.object({
      id_venta_maquina: z.unknown().optional(),
      id_categoria_transaccion: idElegido(m.debeSeleccionar),
      descripcion: texto(m.descripcionRequerida, 255),
      monto: importe,
    }),
  })
  .superRefine((v, ctx) => {
    const esperado = calcularMonto(v.ventas_maquina.cantidad, v.ventas_maquina.precio_unitario);
    if (Math.abs(esperado - v.transacciones.monto) > 0.004) {
      ctx.addIssue({ code: 'custom', path: ['transacciones', 'monto'], message: m.montoNoCoincide });
    }
  });
export type VentaNueva = z.input<typeof VentaNuevaSchema>;

export const VentasListaSchema = z.object({ id_maquina: id(), ...paginacion });
export type VentasLista = z.infer<typeof VentasListaSchema>;

/** `monto` is checked against the stored unit price by the server, which recomputes it. */
export const VentaEditarSchema = z.object({
  id_venta_maquina: id(),
  cantidad,
  fecha_venta: fechaHora,
  descripcion: texto(m.descripcionRequerida, 255),
  monto: importe,
});
export type VentaEditar = z.infer<typeof VentaEditarSchema>;

export const IdVentaSchema = z.object({ id_venta_maquina: id() });

export const TotalMesSolicitudSchema = z.object({ mes, id_maquina: id() });
export const TotalMesFilaSchema = z.object({
  id_maquina: z.number(),
  nombre: z.string(),
  mes: z.string(),
  total_por_mes: z.number(),
  total_egresos: z.number(),
  neto: z.number(),
});
export type TotalMesFila = z.infer<typeof TotalMesFilaSchema>;

export const TotalAnualSolicitudSchema = z.object({ id_maquina: id() });
export const TotalAnualFilaSchema = z.object({
  nombre_producto: z.string(),
  año: z.number(),
  cantidad_total: z.number(),
  precio_unitario: z.number(),
  subtotal_anual: z.number(),
});
export type TotalAnualFila = z.infer<typeof TotalAnualFilaSchema>;

/** The machine's last 12 months for the home chart. */
export const SerieMensualSolicitudSchema = z.object({ id_maquina: id(), hasta: mes.optional() });
export const SerieMensualFilaSchema = z.object({
  mes: z.string(),
  total_ventas: z.number(),
  total_egresos: z.number(),
});
export type SerieMensualFila = z.infer<typeof SerieMensualFilaSchema>;
