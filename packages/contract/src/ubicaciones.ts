// Where each machine stands (issue 18): a machine is placed at a store's address from a day, and moved or withdrawn
// later; the history is kept, and each sale counts for the store where its machine stood on the sale's day.
import { z } from 'zod';
import { dia, id, idElegido } from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.ubicaciones;

/** POST /maquina/ubicar: from `desde`, the machine stands at this address; its current placement ends the day before. */
export const UbicarSchema = z.object({
  id_maquina: idElegido(m.debeSeleccionarMaquina),
  id_domicilio: idElegido(m.debeSeleccionarDomicilio),
  desde: dia,
});
export type Ubicar = z.input<typeof UbicarSchema>;

/** POST /maquina/retirar: `hasta` is the machine's last day at the store. */
export const RetirarSchema = z.object({ id_maquina: idElegido(m.debeSeleccionarMaquina), hasta: dia });
export type Retirar = z.input<typeof RetirarSchema>;

/** POST /maquina/ubicaciones: one machine's history, or one store's (at least one of them). */
export const UbicacionesListaSchema = z
  .object({ id_maquina: id().optional(), id_tienda: id().optional() })
  .refine((v) => v.id_maquina !== undefined || v.id_tienda !== undefined, {
    error: m.debeSeleccionarMaquinaOTienda,
  });

/** POST /maquina/ubicacion/eliminar: undoes a machine's last placement (the one before it is reopened). */
export const IdUbicacionSchema = z.object({ id_ubicacion: id() });

export const UbicacionSchema = z.object({
  id_ubicacion: z.number(),
  id_maquina: z.number(),
  maquina: z.string(),
  id_tienda: z.number(),
  tienda: z.string(),
  id_domicilio: z.number(),
  /** The address in one line: calle, número, colonia, municipio. */
  domicilio: z.string(),
  desde: z.string(),
  hasta: z.string().nullable(),
});
export type Ubicacion = z.infer<typeof UbicacionSchema>;
