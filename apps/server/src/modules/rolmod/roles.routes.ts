// Roles and the modules each role is granted (ADMIN only). A role named ADMIN is granted everything.
import { respuesta, respuestaLista } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import {
  AsignarModulosSchema,
  IdRolSchema,
  RolEditarSchema,
  RolesListaSchema,
  RolModuloSchema,
  RolNuevoSchema,
  RolSchema,
} from '@aguavend/contract/rolmod';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import {
  conflicto,
  encontrado,
  erroresApi,
  noEncontrado,
  ok,
  PG,
  pgCode,
  sinDuplicado,
} from '../../lib/http.ts';
import { responderLista } from '../listas/exportes.ts';
import {
  buscarRol,
  crearRol,
  eliminarRol,
  listarRoles,
  modulosDeRol,
  modulosExistentes,
  reemplazarModulosDeRol,
  renombrarRol,
  todosLosModulos,
} from './rolmod.repository.ts';

const m = mensajes.rolmod;
const TAG = ['roles y módulos'];
const pantalla = { acceso: ['rolModulos'] } as const;
const lista = respuestaLista(RolSchema);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rolmod/roles',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Lista de roles, el más reciente primero; con `pagina`, una página',
        body: RolesListaSchema,
        response: { 200: lista, ...erroresApi },
      },
    },
    async (request) =>
      responderLista(app.db, request, 'roles', request.body ?? {}, (p) =>
        listarRoles(app.db, p, app.config.businessTz),
      ),
  );

  app.post(
    '/rolmod/roles/new',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Crear un rol (el nombre se guarda en mayúsculas)',
        body: RolNuevoSchema,
        response: { 200: respuesta(RolSchema), ...erroresApi },
      },
    },
    async (request) => {
      const rol = await sinDuplicado(
        comoUsuario(app.db, request, (tx) => crearRol(tx, request.body.rol)),
        m.rolDuplicado,
      );
      return ok([encontrado(rol, m.rolNoExiste)], m.rolCreado);
    },
  );

  app.post(
    '/rolmod/roles/editar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Renombrar un rol (ADMIN no se puede renombrar)',
        body: RolEditarSchema,
        response: { 200: respuesta(RolSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_rol, rol } = request.body;
      const cambiado = await sinDuplicado(
        comoUsuario(app.db, request, async (tx) => {
          const actual = encontrado(await buscarRol(tx, id_rol), m.rolNoExiste);
          // Access is decided by the name ADMIN: renaming it would lock every administrator out.
          if (actual.rol === ROL_ADMIN && rol !== ROL_ADMIN) throw conflicto(m.rolAdminProtegido);
          return renombrarRol(tx, id_rol, rol);
        }),
        m.rolDuplicado,
      );
      return ok([encontrado(cambiado, m.rolNoExiste)], m.rolActualizado);
    },
  );

  app.post(
    '/rolmod/roles/eliminar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Eliminar un rol (409 mientras lo tengan usuarios; ADMIN no se puede eliminar)',
        body: IdRolSchema,
        response: { 200: respuesta(RolSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_rol } = request.body;
      try {
        const eliminado = await comoUsuario(app.db, request, async (tx) => {
          const actual = encontrado(await buscarRol(tx, id_rol), m.rolNoExiste);
          if (actual.rol === ROL_ADMIN) throw conflicto(m.rolAdminProtegido);
          return eliminarRol(tx, id_rol);
        });
        return ok([encontrado(eliminado, m.rolNoExiste)], m.rolEliminado);
      } catch (err) {
        // Users' rows (deleted ones included) point at their role: the foreign key refuses the delete, and is the
        // only check, so a user given the role a moment before cannot slip through.
        if (pgCode(err) === PG.foreignKeyViolation) throw conflicto(m.rolEnUso);
        throw err;
      }
    },
  );

  app.post(
    '/rolmod/roles/modulos',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Módulos asignados a un rol',
        body: IdRolSchema,
        response: { 200: respuesta(RolModuloSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_rol } = request.body;
      const rol = encontrado(await buscarRol(app.db, id_rol), m.rolNoExiste);
      return ok(await (rol.rol === ROL_ADMIN ? todosLosModulos : modulosDeRol)(app.db, id_rol));
    },
  );

  app.post(
    '/rolmod/roles/modulos/new',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Asignar módulos a un rol (reemplaza todo su conjunto)',
        body: AsignarModulosSchema,
        response: { 200: respuesta(RolModuloSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { rol_modulo } = request.body;
      // The schema guarantees a role and that every link names it.
      const id_rol = (request.body.id_rol ?? rol_modulo[0]?.id_rol) as number;
      const ids = [...new Set(rol_modulo.map((l) => l.id_modulo))];
      const links = await comoUsuario(app.db, request, async (tx) => {
        const rol = encontrado(await buscarRol(tx, id_rol, true), m.rolNoExiste);
        if (rol.rol === ROL_ADMIN) throw conflicto(m.rolAdminCompleto);
        const existentes = await modulosExistentes(tx, ids);
        if (ids.some((id) => !existentes.has(id))) throw noEncontrado(m.moduloNoExiste);
        return reemplazarModulosDeRol(tx, id_rol, ids);
      });
      return ok(links, m.modulosAsignados);
    },
  );
};

export default routes;
