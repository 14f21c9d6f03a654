import { z } from 'zod';
import { cadena, id, idElegido, texto, textoOpcional } from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.domicilios;

const numero = (error: string) =>
  cadena(error).trim().min(1, { error }).max(10, { error }).regex(/^\d+$/, { error });
const coordenada = (error: string, limite: number) =>
  z.number({ error }).min(-limite, { error }).max(limite, { error });

export const DomicilioSchema = z.object({
  id_domicilio: z.number(),
  id_tienda: z.number(),
  es_sucursal: z.string(),
  calle: z.string(),
  numero_ext: z.string(),
  numero_int: z.string(),
  primer_cruzamiento: z.string(),
  segundo_cruzamiento: z.string().nullable(),
  latitud: z.number(),
  longitud: z.number(),
  fecha_creacion: z.date(),
});
export type Domicilio = z.infer<typeof DomicilioSchema>;

export const DomicilioNuevoSchema = z.object({
  id_tienda: idElegido(m.tiendaRequerida),
  es_sucursal: z.enum(['SI', 'NO'], { error: m.sucursalInvalida }),
  calle: texto(m.calleRequerida, 150),
  numero_ext: numero(m.numeroExtRequerido),
  numero_int: numero(m.numeroIntRequerido),
  primer_cruzamiento: texto(m.primerCruzamientoRequerido, 150),
  segundo_cruzamiento: textoOpcional(150),
  latitud: coordenada(m.latitudInvalida, 90),
  longitud: coordenada(m.longitudInvalida, 180),
});
export type DomicilioNuevo = z.input<typeof DomicilioNuevoSchema>;

export const IdTiendaSchema = z.object({ id_tienda: id() });
