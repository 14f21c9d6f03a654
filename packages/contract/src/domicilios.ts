import { z } from 'zod';
import { cadena, id, idElegido, listaParams, rangoOrdenado, texto, textoOpcional } from './common.ts';
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

/**
 * The address list's sortable fields: the table's own columns that are never empty (the numbers are texts of digits,
 * whose order as text would mislead, so they are not among them).
 */
export const ORDEN_DOMICILIOS = [
  'fecha_creacion',
  'id_domicilio',
  'es_sucursal',
  'calle',
  'primer_cruzamiento',
] as const;

/** One store's addresses: without `pagina`, all of them, newest first. */
export const DomiciliosListaSchema = z
  .object({ id_tienda: id(), ...listaParams(ORDEN_DOMICILIOS) })
  .superRefine(rangoOrdenado);
export type DomiciliosLista = z.infer<typeof DomiciliosListaSchema>;
