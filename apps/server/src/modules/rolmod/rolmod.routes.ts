// Roles, modules, URLs and their assignments (ADMIN; spec §7, contract §5).
import { respuesta, SinCuerpoSchema } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import {
  AsignarModulosSchema,
  AsignarUrlsSchema,
  IdModuloSchema,
  IdRolSchema,
  IdUrlSchema,
  ModuloEditarSchema,
  ModuloNuevoSchema,
  ModuloSchema,
  ModulosListaOCrearSchema,
  ModuloUrlSchema,
  RolEditarSchema,
  RolModuloSchema,
  RolNuevoSchema,
  RolSchema,
  UrlEditarSchema,
  UrlNuevaSchema,
  UrlSchema,
} from '@aguavend/contract/rolmod';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../lib/auditoria.ts';
import { conflicto, erroresApi, noEncontrado, ok, PG, pgCode, sinDuplicado } from '../../lib/http.ts';
import {
  buscarModulo,
  buscarRol,
  crearModulo,
  crearRol,
  crearUrl,
  editarModulo,
  editarUrl,
  eliminarModulo,
  eliminarRol,
  eliminarUrl,
  listarModulos,
  listarRoles,
  listarUrls,
  modulosDeRol,
  modulosExistentes,
  reemplazarModulosDeRol,
  reemplazarUrlsDeModulo,
  renombrarRol,
  urlsDeModulo,
  urlsExistentes,
  usuariosConRol,
} from './rolmod.repository.ts';

const m = mensajes.rolmod;
const TAG = ['roles y módulos'];
const errores = erroresApi;
const admin = { acceso: 'admin' } as const;

/** The row a write changed, or 404 with the domain's message when the id matched nothing. */
function fila<T>(valor: T | undefined, noExiste: string): T {
  if (valor === undefined) throw noEncontrado(noExiste);
  return valor;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const escribir = <T>(request: FastifyRequest, fn: Parameters<typeof comoUsuario<T>>[2]) =>
    comoUsuario(app.db, request, fn);

  // Roles

  app.post(
    '/rolmod/roles',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Lista de roles',
        body: SinCuerpoSchema,
        response: { 200: respuesta(RolSchema), ...errores },
      },
    },
    async () => ok(await listarRoles(app.db)),
  );

  app.post(
    '/rolmod/roles/new',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Crear un rol (el nombre se guarda en mayúsculas)',
        body: RolNuevoSchema,
        response: { 200: respuesta(RolSchema), ...errores },
      },
    },
    async (request) => {
      const rol = await sinDuplicado(
        escribir(request, (tx) => crearRol(tx, request.body.rol)),
        m.rolDuplicado,
      );
      return ok([fila(rol, m.rolNoExiste)], m.rolCreado);
    },
  );

  app.post(
    '/rolmod/roles/editar',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Renombrar un rol (ADMIN no se puede renombrar)',
        body: RolEditarSchema,
        response: { 200: respuesta(RolSchema), ...errores },
      },
    },
    async (request) => {
      const { id_rol, rol } = request.body;
      const cambiado = await sinDuplicado(
        escribir(request, async (tx) => {
          const actual = fila(await buscarRol(tx, id_rol), m.rolNoExiste);
          // Access is decided by the name ADMIN: renaming it would lock every administrator out.
          if (actual.rol === ROL_ADMIN && rol !== ROL_ADMIN) throw conflicto(m.rolAdminProtegido);
          return renombrarRol(tx, id_rol, rol);
        }),
        m.rolDuplicado,
      );
      return ok([fila(cambiado, m.rolNoExiste)], m.rolActualizado);
    },
  );

  app.post(
    '/rolmod/roles/eliminar',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Eliminar un rol (409 mientras lo tengan usuarios; ADMIN no se puede eliminar)',
        body: IdRolSchema,
        response: { 200: respuesta(RolSchema), ...errores },
      },
    },
    async (request) => {
      const { id_rol } = request.body;
      try {
        const eliminado = await escribir(request, async (tx) => {
          const actual = fila(await buscarRol(tx, id_rol), m.rolNoExiste);
          if (actual.rol === ROL_ADMIN) throw conflicto(m.rolAdminProtegido);
          if ((await usuariosConRol(tx, id_rol)) > 0) throw conflicto(m.rolEnUso);
          return eliminarRol(tx, id_rol);
        });
        return ok([fila(eliminado, m.rolNoExiste)], m.rolEliminado);
      } catch (err) {
        // A user given the role between the check and the delete.
        if (pgCode(err) === PG.foreignKeyViolation) throw conflicto(m.rolEnUso);
        throw err;
      }
    },
  );

  // Modules

  app.post(
    '/rolmod/modulos',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Lista de módulos; con {nombre, icono} crea uno (spec.md §7)',
        body: ModulosListaOCrearSchema,
        response: { 200: respuesta(ModuloSchema), ...errores },
      },
    },
    async (request) => {
      const nuevo = request.body;
      if (!nuevo) return ok(await listarModulos(app.db));
      const modulo = await sinDuplicado(
        escribir(request, (tx) => crearModulo(tx, nuevo)),
        m.moduloDuplicado,
      );
      return ok([fila(modulo, m.moduloNoExiste)], m.moduloCreado);
    },
  );

  app.post(
    '/rolmod/modulos/new',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Crear un módulo',
        body: ModuloNuevoSchema,
        response: { 200: respuesta(ModuloSchema), ...errores },
      },
    },
    async (request) => {
      const modulo = await sinDuplicado(
        escribir(request, (tx) => crearModulo(tx, request.body)),
        m.moduloDuplicado,
      );
      return ok([fila(modulo, m.moduloNoExiste)], m.moduloCreado);
    },
  );

  app.post(
    '/rolmod/modulos/editar',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Editar un módulo (nombre en `modulo`; el icono se conserva si no se envía)',
        body: ModuloEditarSchema,
        response: { 200: respuesta(ModuloSchema), ...errores },
      },
    },
    async (request) => {
      const { id_modulo, modulo, icono } = request.body;
      const cambiado = await sinDuplicado(
        escribir(request, (tx) =>
          editarModulo(tx, id_modulo, { nombre: modulo, ...(icono === undefined ? {} : { icono }) }),
        ),
        m.moduloDuplicado,
      );
      return ok([fila(cambiado, m.moduloNoExiste)], m.moduloActualizado);
    },
  );

  app.post(
    '/rolmod/modulos/eliminar',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Eliminar un módulo (y sus asignaciones a roles y URLs)',
        body: IdModuloSchema,
        response: { 200: respuesta(ModuloSchema), ...errores },
      },
    },
    async (request) => {
      const eliminado = await escribir(request, (tx) => eliminarModulo(tx, request.body.id_modulo));
      return ok([fila(eliminado, m.moduloNoExiste)], m.moduloEliminado);
    },
  );

  // URLs

  app.post(
    '/rolmod/urls',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Lista de URLs',
        body: SinCuerpoSchema,
        response: { 200: respuesta(UrlSchema), ...errores },
      },
    },
    async () => ok(await listarUrls(app.db)),
  );

  app.post(
    '/rolmod/urls/new',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Crear una URL',
        body: UrlNuevaSchema,
        response: { 200: respuesta(UrlSchema), ...errores },
      },
    },
    async (request) => {
      const url = await sinDuplicado(
        escribir(request, (tx) => crearUrl(tx, request.body.ruta)),
        m.urlDuplicada,
      );
      return ok([fila(url, m.urlNoExiste)], m.urlCreada);
    },
  );

  app.post(
    '/rolmod/urls/editar',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Editar una URL (la ruta va en `url`)',
        body: UrlEditarSchema,
        response: { 200: respuesta(UrlSchema), ...errores },
      },
    },
    async (request) => {
      const { id_url, url } = request.body;
      const cambiada = await sinDuplicado(
        escribir(request, (tx) => editarUrl(tx, id_url, url)),
        m.urlDuplicada,
      );
      return ok([fila(cambiada, m.urlNoExiste)], m.urlActualizada);
    },
  );

  app.post(
    '/rolmod/urls/eliminar',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Eliminar una URL (y sus asignaciones a módulos)',
        body: IdUrlSchema,
        response: { 200: respuesta(UrlSchema), ...errores },
      },
    },
    async (request) => {
      const eliminada = await escribir(request, (tx) => eliminarUrl(tx, request.body.id_url));
      return ok([fila(eliminada, m.urlNoExiste)], m.urlEliminada);
    },
  );

  // Assignments

  app.post(
    '/rolmod/roles/modulos',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Módulos asignados a un rol',
        body: IdRolSchema,
        response: { 200: respuesta(RolModuloSchema), ...errores },
      },
    },
    async (request) => {
      const { id_rol } = request.body;
      fila(await buscarRol(app.db, id_rol), m.rolNoExiste);
      return ok(await modulosDeRol(app.db, id_rol));
    },
  );

  app.post(
    '/rolmod/roles/modulos/new',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Asignar módulos a un rol (reemplaza todo su conjunto)',
        body: AsignarModulosSchema,
        response: { 200: respuesta(RolModuloSchema), ...errores },
      },
    },
    async (request) => {
      const { rol_modulo } = request.body;
      // The schema guarantees a role and that every link names it.
      const id_rol = (request.body.id_rol ?? rol_modulo[0]?.id_rol) as number;
      const ids = [...new Set(rol_modulo.map((l) => l.id_modulo))];
      const links = await escribir(request, async (tx) => {
        fila(await buscarRol(tx, id_rol, true), m.rolNoExiste);
        const existentes = await modulosExistentes(tx, ids);
        if (ids.some((id) => !existentes.has(id))) throw noEncontrado(m.moduloNoExiste);
        return reemplazarModulosDeRol(tx, id_rol, ids);
      });
      return ok(links, m.modulosAsignados);
    },
  );

  app.post(
    '/rolmod/modulos/urls',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'URLs asignadas a un módulo',
        body: IdModuloSchema,
        response: { 200: respuesta(ModuloUrlSchema), ...errores },
      },
    },
    async (request) => {
      const { id_modulo } = request.body;
      fila(await buscarModulo(app.db, id_modulo), m.moduloNoExiste);
      return ok(await urlsDeModulo(app.db, id_modulo));
    },
  );

  app.post(
    '/rolmod/modulos/urls/new',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Asignar URLs a un módulo (reemplaza todo su conjunto)',
        body: AsignarUrlsSchema,
        response: { 200: respuesta(ModuloUrlSchema), ...errores },
      },
    },
    async (request) => {
      const { modulo_url } = request.body;
      const id_modulo = (request.body.id_modulo ?? modulo_url[0]?.id_modulo) as number;
      const ids = [...new Set(modulo_url.map((l) => l.id_url))];
      const links = await escribir(request, async (tx) => {
        fila(await buscarModulo(tx, id_modulo, true), m.moduloNoExiste);
        const existentes = await urlsExistentes(tx, ids);
        if (ids.some((id) => !existentes.has(id))) throw noEncontrado(m.urlNoExiste);
        return reemplazarUrlsDeModulo(tx, id_modulo, ids);
      });
      return ok(links, m.urlsAsignadas);
    },
  );
};

export default routes;
