import { z } from 'zod';
import { dinero, fechaHora, id, idElegido, listaParams, rangoOrdenado, texto } from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.egresos;

export const EgresoFilaSchema = z.object({
  id_egreso: z.number(),
  id_maquina: z.number(),
  maquina: z.string(),
  id_categoria_transaccion: z.number(),
  categoria: z.string(),
  descripcion: z.string(),
  monto: z.number(),
  fecha_transaccion: z.date(),
  fecha_eliminacion: z.date().nullable(),
});
export type EgresoFila = z.infer<typeof EgresoFilaSchema>;

/** The fields an expenses list sorts by; each has an index behind it. */
export const ORDEN_EGRESOS = ['fecha_transaccion', 'id_egreso', 'monto'] as const;

export const EgresosListaSchema = z
  .object({ id_maquina: id(), ...listaParams(ORDEN_EGRESOS) })
  .superRefine(rangoOrdenado);

export const EgresoNuevoSchema = z.object({
  id_maquina: idElegido(m.debeSeleccionar),
  id_categoria_transaccion: idElegido(m.debeSeleccionar),
  descripcion: texto(m.descripcionRequerida, 255),
  monto: dinero(),
  fecha_transaccion: fechaHora.optional(),
});
export type EgresoNuevo = z.input<typeof EgresoNuevoSchema>;

export const EgresoEditarSchema = z.object({
  id_egreso: id(),
  id_categoria_transaccion: idElegido(m.debeSeleccionar),
  descripcion: texto(m.descripcionRequerida, 255),
  monto: dinero(),
  fecha_transaccion: fechaHora,
});
export type EgresoEditar = z.input<typeof EgresoEditarSchema>;

export const IdEgresoSchema = z.object({ id_egreso: id() });
