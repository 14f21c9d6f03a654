import { z } from 'zod';
import { id, listaParamsSinFechas, texto } from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.catalogos;

export const ESTATUS_MAQUINA = ['ACTIVA', 'INACTIVA'] as const;
const estatus = z.enum(ESTATUS_MAQUINA, { error: m.estatusInvalido });

export const MaquinaSchema = z.object({ id_maquina: z.number(), nombre: z.string(), estatus: z.string() });
export type Maquina = z.infer<typeof MaquinaSchema>;

export const MaquinaNuevaSchema = z.object({ nombre: texto(m.nombreRequerido, 100), estatus });
export type MaquinaNueva = z.infer<typeof MaquinaNuevaSchema>;
export const MaquinaEditarSchema = MaquinaNuevaSchema.extend({ id_maquina: id() });
export type MaquinaEditar = z.infer<typeof MaquinaEditarSchema>;

/**
 * The fields the machines list sorts by. Only columns that are never null: an export walks the list in batches by
 * comparing (field, key) as a row, which a null would make unknown.
 */
export const ORDEN_MAQUINAS = ['nombre', 'id_maquina', 'estatus'] as const;

/** The list call: without `pagina`, every machine by name, as the selects use it; with it, one page. */
export const MaquinasListaSchema = z.object(listaParamsSinFechas(ORDEN_MAQUINAS)).nullish();
export type MaquinasLista = z.infer<typeof MaquinasListaSchema>;
