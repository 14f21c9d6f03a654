import { z } from 'zod';
import { cadena, dia, id, listaParamsSinFechas, texto } from './common.ts';
import { lectura, MODOS_VENTA, tasa } from './cortes.ts';
import { mensajes } from './messages.ts';

const m = mensajes.catalogos;

export const ESTATUS_MAQUINA = ['ACTIVA', 'INACTIVA'] as const;
const estatus = z.enum(ESTATUS_MAQUINA, { error: m.estatusInvalido });

export const MaquinaSchema = z.object({
  id_maquina: z.number(),
  nombre: z.string(),
  estatus: z.string(),
  /** How its sales are recorded (issue 17): one by one, or by the corte's water sale. */
  modo_venta: z.enum(MODOS_VENTA),
  /** The price per liter in force now (it changes at a corte), null until one is set. */
  precio_litro: z.number().nullable(),
  /** The price an ADMIN set to start at the next corte (decision 041), null when none is waiting. */
  precio_litro_siguiente: z.number().nullable(),
  /** The meter's reading before the first corte; null when it was not recorded. */
  lectura_inicial: z.number().nullable(),
  /** Its identity (issue 43): the maker's serial number (unique), brand and model, and the day it was installed. */
  numero_serie: z.string().nullable(),
  marca_modelo: z.string().nullable(),
  fecha_instalacion: z.string().nullable(),
});
export type Maquina = z.infer<typeof MaquinaSchema>;

/**
 * An optional text of the machine's identity: trimmed, blank is "none" (null). Left out stays undefined, so an edit
 * that does not send it (the spec's edit sends only nombre and estatus) keeps what the machine has.
 */
const textoIdentidad = (max: number, error: string) =>
  cadena(error)
    .trim()
    .max(max, { error })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** The installation day: a real day, blank is none; "not in the future" needs the business's day, so the server checks it. */
const fechaInstalacion = z
  .string({ error: mensajes.general.fechaInvalida })
  .nullish()
  .transform((v) => (v === '' ? null : v))
  .pipe(dia.nullish());

const identidad = {
  numero_serie: textoIdentidad(60, m.numeroSerieLargo),
  marca_modelo: textoIdentidad(100, m.marcaModeloLarga),
  fecha_instalacion: fechaInstalacion,
};

export const MaquinaNuevaSchema = z.object({
  nombre: texto(m.nombreRequerido, 100),
  estatus,
  modo_venta: z.enum(MODOS_VENTA, { error: mensajes.cortes.modoVentaInvalido }).default('POR_VENTA'),
  /** Set here until the machine's first corte; from then on a corte changes it (contract §8). */
  precio_litro: tasa().nullish(),
  /**
   * Likewise fixed by the first corte. Left out: not recorded (null), which a POR_CORTE machine needs before its first
   * corte (decision 023, addendum of 2026-11-28).
   */
  lectura_inicial: lectura().nullable().default(null),
  ...identidad,
});
export type MaquinaNueva = z.input<typeof MaquinaNuevaSchema>;
/**
 * The spec's edit sends only nombre and estatus: a field left out keeps what the machine has (a default here would
 * quietly turn a POR_CORTE machine back to POR_VENTA).
 */
export const MaquinaEditarSchema = MaquinaNuevaSchema.extend({
  id_maquina: id(),
  modo_venta: z.enum(MODOS_VENTA, { error: mensajes.cortes.modoVentaInvalido }).optional(),
  lectura_inicial: lectura().nullish(),
});
export type MaquinaEditar = z.input<typeof MaquinaEditarSchema>;

/**
 * The fields the machines list sorts by. Only columns that are never null: an export walks the list in batches by
 * comparing (field, key) as a row, which a null would make unknown.
 */
export const ORDEN_MAQUINAS = ['nombre', 'id_maquina', 'estatus'] as const;

/** The list call: without `pagina`, every machine by name, as the selects use it; with it, one page. */
export const MaquinasListaSchema = z.object(listaParamsSinFechas(ORDEN_MAQUINAS)).nullish();
export type MaquinasLista = z.infer<typeof MaquinasListaSchema>;

/** A machine's prices per liter over time (issue 17): the initial one, then each corte that set a new one. */
export const MaquinaPreciosSchema = z.object({ id_maquina: id() });
export const PrecioLitroFilaSchema = z.object({
  /** From when it was in force: the machine's creation, or the corte that set it. */
  desde: z.date(),
  precio_litro: z.number(),
  id_corte: z.number().nullable(),
});
export type PrecioLitroFila = z.infer<typeof PrecioLitroFilaSchema>;

/**
 * POST /maquina/precio/siguiente (ADMIN): the price per liter from the machine's next corte on (contract §8: a price
 * changes only at a corte); null takes back one that is waiting.
 */
export const MaquinaPrecioSiguienteSchema = z.object({
  id_maquina: id(),
  precio_litro_siguiente: tasa().nullable(),
});
