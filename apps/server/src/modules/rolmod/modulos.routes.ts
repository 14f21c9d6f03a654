// Modules (the sidebar's groups) and the URLs each module holds (ADMIN only).
import { respuesta, respuestaLista } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import { RUTAS_RESERVADAS } from '@aguavend/contract/pantallas';
import {
  AsignarUrlsSchema,
  IdModuloSchema,
  ModuloEditarSchema,
  ModuloNuevoSchema,
  ModuloSchema,
  ModulosListaOCrearSchema,
  ModuloUrlSchema,
} from '@aguavend/contract/rolmod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import { encontrado, erroresApi, invalido, noEncontrado, ok, sinDuplicado } from '../../lib/http.ts';
import { responderLista } from '../listas/exportes.ts';
import {
  buscarModulo,
  crearModulo,
  editarModulo,
  eliminarModulo,
  listarModulos,
  reemplazarUrlsDeModulo,
  urlsDeModulo,
  urlsExistentes,
} from './rolmod.repository.ts';

const m = mensajes.rolmod;
const TAG = ['roles y módulos'];
const pantalla = { acceso: ['rolModulos'] } as const;
const lista = respuestaLista(ModuloSchema);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rolmod/modulos',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Lista de módulos, el más reciente primero (con `pagina`, una página); con {nombre, icono} crea uno',
        body: ModulosListaOCrearSchema,
        response: { 200: lista, ...erroresApi },
      },
    },
    async (request) => {
      const { nombre, icono, ...params } = request.body ?? {};
      // The schema lets both through or neither.
      if (nombre === undefined || icono === undefined) {
        return responderLista(app.db, request, 'modulos', params, (p) =>
          listarModulos(app.db, p, app.config.businessTz),
        );
      }
      const modulo = await sinDuplicado(
        comoUsuario(app.db, request, (tx) => crearModulo(tx, { nombre, icono })),
        m.moduloDuplicado,
      );
      return ok([encontrado(modulo, m.moduloNoExiste)], m.moduloCreado);
    },
  );

  app.post(
    '/rolmod/modulos/new',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Crear un módulo',
        body: ModuloNuevoSchema,
        response: { 200: respuesta(ModuloSchema), ...erroresApi },
      },
    },
    async (request) => {
      const modulo = await sinDuplicado(
        comoUsuario(app.db, request, (tx) => crearModulo(tx, request.body)),
        m.moduloDuplicado,
      );
      return ok([encontrado(modulo, m.moduloNoExiste)], m.moduloCreado);
    },
  );

  app.post(
    '/rolmod/modulos/editar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Editar un módulo (nombre en `modulo`; el icono se conserva si no se envía)',
        body: ModuloEditarSchema,
        response: { 200: respuesta(ModuloSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_modulo, modulo, icono } = request.body;
      const cambiado = await sinDuplicado(
        comoUsuario(app.db, request, (tx) =>
          editarModulo(tx, id_modulo, { nombre: modulo, ...(icono === undefined ? {} : { icono }) }),
        ),
        m.moduloDuplicado,
      );
      return ok([encontrado(cambiado, m.moduloNoExiste)], m.moduloActualizado);
    },
  );

  app.post(
    '/rolmod/modulos/eliminar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Eliminar un módulo (y sus asignaciones a roles y URLs)',
        body: IdModuloSchema,
        response: { 200: respuesta(ModuloSchema), ...erroresApi },
      },
    },
    async (request) => {
      const eliminado = await comoUsuario(app.db, request, (tx) =>
        eliminarModulo(tx, request.body.id_modulo),
      );
      return ok([encontrado(eliminado, m.moduloNoExiste)], m.moduloEliminado);
    },
  );

  app.post(
    '/rolmod/modulos/urls',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'URLs asignadas a un módulo',
        body: IdModuloSchema,
        response: { 200: respuesta(ModuloUrlSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_modulo } = request.body;
      encontrado(await buscarModulo(app.db, id_modulo), m.moduloNoExiste);
      return ok(await urlsDeModulo(app.db, id_modulo));
    },
  );

  app.post(
    '/rolmod/modulos/urls/new',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Asignar URLs a un módulo (reemplaza todo su conjunto)',
        body: AsignarUrlsSchema,
        response: { 200: respuesta(ModuloUrlSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { modulo_url } = request.body;
      const id_modulo = (request.body.id_modulo ?? modulo_url[0]?.id_modulo) as number;
      const ids = [...new Set(modulo_url.map((l) => l.id_url))];
      const links = await comoUsuario(app.db, request, async (tx) => {
        encontrado(await buscarModulo(tx, id_modulo, true), m.moduloNoExiste);
        const existentes = await urlsExistentes(tx, ids);
        if (ids.some((id) => !existentes.has(id))) throw noEncontrado(m.urlNoExiste);
        // A reserved screen is ADMIN's alone: granting it through a module would mean nothing, so it is refused.
        if ([...existentes.values()].some((ruta) => RUTAS_RESERVADAS.includes(ruta))) {
          throw invalido('modulo_url', m.urlReservada);
        }
        return reemplazarUrlsDeModulo(tx, id_modulo, ids);
      });
      return ok(links, m.urlsAsignadas);
    },
  );
};

export default routes;
