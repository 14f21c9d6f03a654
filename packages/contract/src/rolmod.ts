import { z } from 'zod';
import { id, listaParamsSinFechas, texto } from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.rolmod;

export const RolSchema = z.object({ id_rol: z.number(), rol: z.string(), fecha_creacion: z.date() });
export type Rol = z.infer<typeof RolSchema>;
export const ModuloSchema = z.object({ id_modulo: z.number(), nombre: z.string(), icono: z.string() });
export type Modulo = z.infer<typeof ModuloSchema>;
export const UrlSchema = z.object({ id_url: z.number(), ruta: z.string() });
export type Url = z.infer<typeof UrlSchema>;

const nombreRol = texto(m.rolRequerido, 60).transform((v) => v.toUpperCase());

export const RolNuevoSchema = z.object({ rol: nombreRol });
export type RolNuevo = z.input<typeof RolNuevoSchema>;
export const RolEditarSchema = z.object({ id_rol: id(), rol: nombreRol });
export type RolEditar = z.input<typeof RolEditarSchema>;
export const IdRolSchema = z.object({ id_rol: id() });

export const ModuloNuevoSchema = z.object({
  nombre: texto(m.moduloRequerido, 100),
  icono: texto(m.iconoRequerido, 100),
});
export type ModuloNuevo = z.infer<typeof ModuloNuevoSchema>;

/**
 * The fields each list sorts by. Roles also sort by their creation, the list's own order; the tables are a few dozen
 * rows, so the fields without an index cost nothing.
 */
export const ORDEN_ROLES = ['id_rol', 'rol', 'fecha_creacion'] as const;
export const ORDEN_MODULOS = ['id_modulo', 'nombre'] as const;
export const ORDEN_URLS = ['id_url', 'ruta'] as const;

/**
 * A list call: without a body or `pagina` the whole list, as the original API answers it (the assignment tabs and the
 * users screen read it so); with `pagina` a page and its count; with `formato` the link of its file.
 */
export const RolesListaSchema = z.object(listaParamsSinFechas(ORDEN_ROLES)).nullish();
export type RolesLista = z.infer<typeof RolesListaSchema>;
export const UrlsListaSchema = z.object(listaParamsSinFechas(ORDEN_URLS)).nullish();
export type UrlsLista = z.infer<typeof UrlsListaSchema>;
export const ModulosListaSchema = z.object(listaParamsSinFechas(ORDEN_MODULOS));
export type ModulosLista = z.infer<typeof ModulosListaSchema>;

/** Where a half-filled module's missing field is named; checked even when the other field is wrong, so both show. */
const falta = (campo: 'nombre' | 'icono', error: string) => ({ path: [campo], error, when: () => true });

/**
 * `POST /rolmod/modulos` lists with no payload and creates with `{nombre, icono}`, as the original API does.
 * A body naming neither field is a list call; one naming either is checked as a new module, field by field.
 */
export const ModulosListaOCrearSchema = ModulosListaSchema.extend({
  nombre: ModuloNuevoSchema.shape.nombre.optional(),
  icono: ModuloNuevoSchema.shape.icono.optional(),
})
  .refine((v) => v.icono === undefined || v.nombre !== undefined, falta('nombre', m.moduloRequerido))
  .refine((v) => v.nombre === undefined || v.icono !== undefined, falta('icono', m.iconoRequerido))
  .nullish()
  .describe(
    'Sin cuerpo (o sin nombre ni icono) devuelve la lista de módulos, con `pagina` una página; con {nombre, icono} crea un módulo.',
  );

/** The original API's edit sends the name as `modulo`; the icon may come along and is kept when absent. */
export const ModuloEditarSchema = z.object({
  id_modulo: id(),
  modulo: texto(m.moduloRequerido, 100),
  icono: texto(m.iconoRequerido, 100).optional(),
});
export type ModuloEditar = z.infer<typeof ModuloEditarSchema>;
export const IdModuloSchema = z.object({ id_modulo: id() });

const ruta = texto(m.rutaRequerida, 255);
export const UrlNuevaSchema = z.object({ ruta });
export type UrlNueva = z.infer<typeof UrlNuevaSchema>;
/** The original API's edit sends the route as `url`. */
export const UrlEditarSchema = z.object({ id_url: id(), url: ruta });
export type UrlEditar = z.infer<typeof UrlEditarSchema>;
export const IdUrlSchema = z.object({ id_url: id() });

export const RolModuloSchema = z.object({ id_modulo: z.number(), id_rol: z.number() });
export const AsignarModulosSchema = z
  .object({
    rol_modulo: z.array(z.object({ id_modulo: id(), id_rol: id() })).max(500),
    /** Lets an empty list clear a role's modules; otherwise the role is read from the list. */
    id_rol: id(m.debeSeleccionarRol).optional(),
  })
  .superRefine((v, ctx) => {
    const rol = v.id_rol ?? v.rol_modulo[0]?.id_rol;
    if (rol === undefined) ctx.addIssue({ code: 'custom', path: ['id_rol'], message: m.debeSeleccionarRol });
    else if (v.rol_modulo.some((l) => l.id_rol !== rol))
      ctx.addIssue({ code: 'custom', path: ['rol_modulo'], message: m.unSoloRol });
  });
export type AsignarModulos = z.infer<typeof AsignarModulosSchema>;

export const ModuloUrlSchema = z.object({ id_modulo: z.number(), id_url: z.number() });
export const AsignarUrlsSchema = z
  .object({
    modulo_url: z.array(z.object({ id_modulo: id(), id_url: id() })).max(500),
    /** Lets an empty list clear a module's URLs; otherwise the module is read from the list. */
    id_modulo: id(m.debeSeleccionarModulo).optional(),
  })
  .superRefine((v, ctx) => {
    const modulo = v.id_modulo ?? v.modulo_url[0]?.id_modulo;
    if (modulo === undefined)
      ctx.addIssue({ code: 'custom', path: ['id_modulo'], message: m.debeSeleccionarModulo });
    else if (v.modulo_url.some((l) => l.id_modulo !== modulo))
      ctx.addIssue({ code: 'custom', path: ['modulo_url'], message: m.unSoloModulo });
  });
export type AsignarUrls = z.infer<typeof AsignarUrlsSchema>;
