import { z } from 'zod';
import {
  cadena,
  id,
  idElegido,
  listaParams,
  rangoOrdenado,
  texto,
  textoMultilineaOpcional,
  textoOpcional,
} from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.domicilios;

/** The 32 federal entities of Mexico, with INEGI's official names, in alphabetical order. */
export const ESTADOS_MX = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Coahuila de Zaragoza',
  'Colima',
  'Durango',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'México',
  'Michoacán de Ocampo',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz de Ignacio de la Llave',
  'Yucatán',
  'Zacatecas',
] as const;
export type EstadoMx = (typeof ESTADOS_MX)[number];

/**
 * A house number as Mexican addresses write it: digits with a letter ('12-A'), a kilometre ('Km 5'), or 'S/N' (sin
 * número). Letters, digits, spaces, '-', '.', '/'; it starts with a letter or a digit.
 */
const NUMERO_CASA = /^[0-9A-Za-zÑñ][0-9A-Za-zÑñ .\-/]*$/;
const LARGO_NUMERO = 20;
const CODIGO_POSTAL = /^\d{5}$/;

const numeroExt = cadena(m.numeroExtRequerido)
  .trim()
  .min(1, { error: m.numeroExtRequerido })
  .max(LARGO_NUMERO, { error: m.numeroExtRequerido })
  .regex(NUMERO_CASA, { error: m.numeroExtRequerido });
const numeroInt = cadena(m.numeroIntInvalido)
  .trim()
  .max(LARGO_NUMERO, { error: m.numeroIntInvalido })
  .refine((v) => v === '' || NUMERO_CASA.test(v), { error: m.numeroIntInvalido })
  .nullish()
  .transform((v) => (v ? v : null));
const coordenada = (error: string, limite: number) =>
  z
    .number({ error })
    .min(-limite, { error })
    .max(limite, { error })
    .nullish()
    .transform((v) => v ?? null);
const codigoPostal = cadena(m.codigoPostalInvalido)
  .trim()
  .regex(CODIGO_POSTAL, { error: m.codigoPostalInvalido });
const estado = z.enum(ESTADOS_MX, { error: m.estadoInvalido });

/** A point on the map needs both coordinates. */
const coordenadasJuntas = (d: { latitud: number | null; longitud: number | null }, ctx: z.RefinementCtx) => {
  if ((d.latitud === null) !== (d.longitud === null))
    ctx.addIssue({
      code: 'custom',
      path: [d.latitud === null ? 'latitud' : 'longitud'],
      message: m.coordenadasJuntas,
    });
};

/** The fields every address call shares; colonia, código postal, municipio and estado vary by call. */
const base = {
  id_tienda: idElegido(m.tiendaRequerida),
  es_sucursal: z.enum(['SI', 'NO'], { error: m.sucursalInvalida }),
  calle: texto(m.calleRequerida, 150),
  numero_ext: numeroExt,
  numero_int: numeroInt,
  primer_cruzamiento: texto(m.primerCruzamientoRequerido, 150),
  segundo_cruzamiento: textoOpcional(150),
  referencias: textoMultilineaOpcional(500),
  latitud: coordenada(m.latitudInvalida, 90),
  longitud: coordenada(m.longitudInvalida, 180),
};

/** The Mexican part of an address, complete: what the screens ask and what an edit needs. */
const mexicana = {
  colonia: texto(m.coloniaRequerida, 150),
  codigo_postal: codigoPostal,
  municipio: texto(m.municipioRequerido, 150),
  estado,
};

export const DomicilioSchema = z.object({
  id_domicilio: z.number(),
  id_tienda: z.number(),
  es_sucursal: z.string(),
  calle: z.string(),
  numero_ext: z.string(),
  numero_int: z.string().nullable(),
  colonia: z.string().nullable(),
  codigo_postal: z.string().nullable(),
  municipio: z.string().nullable(),
  estado: z.string().nullable(),
  primer_cruzamiento: z.string(),
  segundo_cruzamiento: z.string().nullable(),
  referencias: z.string().nullable(),
  latitud: z.number().nullable(),
  longitud: z.number().nullable(),
  fecha_creacion: z.date(),
  fecha_eliminacion: z.date().nullable(),
});
export type Domicilio = z.infer<typeof DomicilioSchema>;

/**
 * POST /domicilio/new as the spec sends it: colonia, código postal, municipio and estado may be left out (a client of
 * the original API does not know them), but when sent they follow the same rules as on the screen.
 */
export const DomicilioNuevoSchema = z
  .object({
    ...base,
    colonia: textoOpcional(150),
    codigo_postal: cadena(m.codigoPostalInvalido)
      .trim()
      .refine((v) => v === '' || CODIGO_POSTAL.test(v), { error: m.codigoPostalInvalido })
      .nullish()
      .transform((v) => (v ? v : null)),
    municipio: textoOpcional(150),
    estado: estado.nullish().transform((v) => v ?? null),
  })
  .superRefine(coordenadasJuntas);
export type DomicilioNuevo = z.input<typeof DomicilioNuevoSchema>;

/** The screen's address form: a complete Mexican address (its body goes to /domicilio/new). */
export const DomicilioCompletoSchema = z.object({ ...base, ...mexicana }).superRefine(coordenadasJuntas);
export type DomicilioCompleto = z.input<typeof DomicilioCompletoSchema>;

/** POST /domicilio/editar: the whole address, complete, of a store the caller may see. */
export const DomicilioEditarSchema = z
  .object({ id_domicilio: id(), ...base, ...mexicana })
  .superRefine(coordenadasJuntas);
export type DomicilioEditar = z.input<typeof DomicilioEditarSchema>;

/** POST /domicilio/eliminar and /domicilio/restaurar. */
export const IdDomicilioSchema = z.object({ id_domicilio: id() });

/**
 * The address list's sortable fields: the table's own columns that are never empty (the numbers are texts whose
 * order as text would mislead, so they are not among them).
 */
export const ORDEN_DOMICILIOS = [
  'fecha_creacion',
  'id_domicilio',
  'es_sucursal',
  'calle',
  'primer_cruzamiento',
] as const;

/** One store's addresses (active, or deleted on /domicilio/eliminados): without `pagina`, all of them, newest first. */
export const DomiciliosListaSchema = z
  .object({ id_tienda: id(), ...listaParams(ORDEN_DOMICILIOS) })
  .superRefine(rangoOrdenado);
export type DomiciliosLista = z.infer<typeof DomiciliosListaSchema>;

/** The map link of a point: OpenStreetMap with a marker, at street zoom. */
export const enlaceMapa = (latitud: number, longitud: number) =>
  `https://www.openstreetmap.org/?mlat=${latitud}&mlon=${longitud}#map=18/${latitud}/${longitud}`;
