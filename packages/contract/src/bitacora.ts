import { z } from 'zod';
import { dia, id, paginacion } from './common.ts';
import { mensajes } from './messages.ts';

export const TABLAS_AUDITADAS = [
  'usuarios',
  'roles',
  'usuario_maquina',
  'modulos',
  'urls',
  'rol_modulo',
  'modulo_url',
  'maquinas',
  'productos',
  'categorias_transaccion',
  'tiendas',
  'domicilios',
  'ventas_maquina',
  'transacciones',
  'egresos',
] as const;

export const BitacoraFiltroSchema = z.object({
  ...paginacion,
  id_usuario: id().optional(),
  tabla: z.enum(TABLAS_AUDITADAS, { error: mensajes.bitacora.tablaInvalida }).optional(),
  fecha: dia.optional(),
});
export type BitacoraFiltro = z.input<typeof BitacoraFiltroSchema>;

export const BitacoraFilaSchema = z.object({
  id_bitacora: z.number(),
  fecha: z.date(),
  id_usuario: z.number().nullable(),
  username: z.string().nullable(),
  tabla: z.string(),
  id_registro: z.string(),
  accion: z.string(),
  antes: z.record(z.string(), z.unknown()).nullable(),
  despues: z.record(z.string(), z.unknown()).nullable(),
});
export type BitacoraFila = z.infer<typeof BitacoraFilaSchema>;

export const BitacoraUsuarioSchema = z.object({ id_usuario: z.number(), username: z.string() });
export type BitacoraUsuario = z.infer<typeof BitacoraUsuarioSchema>;
