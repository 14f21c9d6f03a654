// URLs: the screens a module can hold (ADMIN only).
import { respuesta, respuestaLista } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import {
  IdUrlSchema,
  UrlEditarSchema,
  UrlNuevaSchema,
  UrlSchema,
  UrlsListaSchema,
} from '@aguavend/contract/rolmod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import { encontrado, erroresApi, ok, sinDuplicado } from '../../lib/http.ts';
import { responderLista } from '../listas/exportes.ts';
import { crearUrl, editarUrl, eliminarUrl, listarUrls } from './rolmod.repository.ts';

const m = mensajes.rolmod;
const TAG = ['roles y módulos'];
const pantalla = { acceso: ['rolModulos'] } as const;
const lista = respuestaLista(UrlSchema);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rolmod/urls',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Lista de URLs, la más reciente primero; con `pagina`, una página',
        body: UrlsListaSchema,
        response: { 200: lista, ...erroresApi },
      },
    },
    async (request) =>
      responderLista(app.db, request, 'urls', request.body ?? {}, (p) =>
        listarUrls(app.db, p, app.config.businessTz),
      ),
  );

  app.post(
    '/rolmod/urls/new',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Crear una URL',
        body: UrlNuevaSchema,
        response: { 200: respuesta(UrlSchema), ...erroresApi },
      },
    },
    async (request) => {
      const url = await sinDuplicado(
        comoUsuario(app.db, request, (tx) => crearUrl(tx, request.body.ruta)),
        m.urlDuplicada,
      );
      return ok([encontrado(url, m.urlNoExiste)], m.urlCreada);
    },
  );

  app.post(
    '/rolmod/urls/editar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Editar una URL (la ruta va en `url`)',
        body: UrlEditarSchema,
        response: { 200: respuesta(UrlSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_url, url } = request.body;
      const cambiada = await sinDuplicado(
        comoUsuario(app.db, request, (tx) => editarUrl(tx, id_url, url)),
        m.urlDuplicada,
      );
      return ok([encontrado(cambiada, m.urlNoExiste)], m.urlActualizada);
    },
  );

  app.post(
    '/rolmod/urls/eliminar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Eliminar una URL (y sus asignaciones a módulos)',
        body: IdUrlSchema,
        response: { 200: respuesta(UrlSchema), ...erroresApi },
      },
    },
    async (request) => {
      const eliminada = await comoUsuario(app.db, request, (tx) => eliminarUrl(tx, request.body.id_url));
      return ok([encontrado(eliminada, m.urlNoExiste)], m.urlEliminada);
    },
  );
};

export default routes;
