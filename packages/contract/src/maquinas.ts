import { z } from 'zod';
import { id, texto } from './common.ts';
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
