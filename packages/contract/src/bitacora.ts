import { z } from 'zod';
import { id, listaParams, rangoOrdenado } from './common.ts';
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
  'cortes',
  'depositos',
] as const;

export type TablaAuditada = (typeof TABLAS_AUDITADAS)[number];

export const ACCIONES_BITACORA = ['INSERT', 'UPDATE', 'DELETE'] as const;

/** The fields the log sorts by, each with an index (the key, `id_bitacora`, last). */
export const ORDEN_BITACORA = ['fecha', 'tabla', 'accion', 'id_bitacora'] as const;

export const BitacoraFiltroSchema = z
  .object({
    ...listaParams(ORDEN_BITACORA),
    id_usuario: id().optional(),
    tabla: z.enum(TABLAS_AUDITADAS, { error: mensajes.bitacora.tablaInvalida }).optional(),
    accion: z.enum(ACCIONES_BITACORA, { error: mensajes.bitacora.accionInvalida }).optional(),
  })
  .superRefine(rangoOrdenado);
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

const b = mensajes.bitacora;

/** A table's name on screen ('ventas_maquina' → 'Ventas de máquina'). */
export const nombreDeTabla = (tabla: string) => (b.tablas as Record<string, string>)[tabla] ?? tabla;

/** A field's label on screen ('precio_unitario' → 'Precio unitario'; an unknown one with spaces for '_'). */
export function nombreDeCampo(campo: string) {
  const conocido = b.campos[campo];
  if (conocido) return conocido;
  const texto = campo.replace(/_/g, ' ');
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

/** Fields that hold money, written as money. */
const DINERO = new Set(['monto', 'precio', 'precio_unitario']);

/** How the reader formats what the log stored (the screen and the export each bring their own). */
export type FormatosBitacora = { dinero: (n: number) => string; fechaHora: (iso: string) => string };

function leer(campo: string, v: unknown, f: FormatosBitacora): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? b.si : b.no;
  if (DINERO.has(campo) && !Number.isNaN(Number(v))) return f.dinero(Number(v));
  if (campo.startsWith('fecha') && typeof v === 'string' && !Number.isNaN(Date.parse(v)))
    return f.fechaHora(v);
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/**
 * What a change did, readable: for an edit only the fields whose value differs ('Precio: $ 10.00 → $ 12.00');
 * for an insert or a delete, the record's first few fields besides ids and dates.
 */
export function cambiosDe(
  fila: { accion: string; antes: Record<string, unknown> | null; despues: Record<string, unknown> | null },
  f: FormatosBitacora,
): [campo: string, texto: string][] {
  const antes = fila.antes ?? {};
  const despues = fila.despues ?? {};
  if (fila.accion === 'UPDATE') {
    return Object.keys(despues)
      .filter((k) => JSON.stringify(antes[k]) !== JSON.stringify(despues[k]))
      .map((k) => [nombreDeCampo(k), `${leer(k, antes[k], f)} → ${leer(k, despues[k], f)}`]);
  }
  const fuente = fila.accion === 'DELETE' ? antes : despues;
  // A row's first four filled fields: an empty one says nothing of what was added or removed.
  return Object.entries(fuente)
    .filter(([k, v]) => v !== null && !k.startsWith('fecha_') && !k.startsWith('id_'))
    .slice(0, 4)
    .map(([k, v]) => [nombreDeCampo(k), leer(k, v, f)]);
}
