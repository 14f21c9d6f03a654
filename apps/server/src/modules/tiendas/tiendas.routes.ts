// Stores and their addresses: any signed-in user may list and register them; addresses are kept under their store.
import { respuesta, respuestaLista } from '@aguavend/contract/common';
import { DomicilioNuevoSchema, DomicilioSchema, DomiciliosListaSchema } from '@aguavend/contract/domicilios';
import { mensajes } from '@aguavend/contract/messages';
import { TiendaNuevaSchema, TiendaSchema, TiendasListaSchema } from '@aguavend/contract/tiendas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import { encontrado, erroresApi, unaFila } from '../../lib/http.ts';
import { tiendasDe, usuarioDe } from '../../plugins/auth.ts';
import { responderLista } from '../listas/exportes.ts';
import {
  buscarTienda,
  crearDomicilio,
  crearTienda,
  listarDomicilios,
  listarTiendas,
} from './tiendas.repository.ts';

const tiendasLista = respuestaLista(TiendaSchema);
const domiciliosLista = respuestaLista(DomicilioSchema);

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;

  app.post(
    '/tienda',
    {
      config: { acceso: ['tiendas', 'domicilios'] as const },
      schema: {
        tags: ['tiendas'],
        summary:
          'Lista de tiendas: sin pagina, todas, la más reciente primero (así la leen los selectores); con pagina, una página y su total; con formato, el enlace de su exportación',
        body: TiendasListaSchema,
        response: { 200: tiendasLista, ...erroresApi },
      },
    },
    async (request) =>
      responderLista(app.db, request, 'tiendas', { ...request.body, visible_para: tiendasDe(request) }, (p) =>
        listarTiendas(app.db, p, tz),
      ),
  );

  app.post(
    '/tienda/new',
    {
      config: { acceso: ['tiendas'] as const },
      schema: {
        tags: ['tiendas'],
        summary: 'Registrar una tienda (RFC con el formato del SAT; se guarda en mayúsculas)',
        body: TiendaNuevaSchema,
        response: { 200: respuesta(TiendaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { nombre_comercial, razon_social, rfc, tipo_persona } = request.body;
      // The store is recorded as the signed-in user's, whatever id the client sent.
      const id_usuario = usuarioDe(request).id_usuario;
      const fila = await comoUsuario(app.db, request, (tx) =>
        crearTienda(tx, { nombre_comercial, razon_social, rfc, tipo_persona, id_usuario }),
      );
      return unaFila(fila, mensajes.tiendas.registrada);
    },
  );

  app.post(
    '/domicilio',
    {
      config: { acceso: ['domicilios'] as const },
      schema: {
        tags: ['tiendas'],
        summary:
          'Domicilios de una tienda: sin pagina, todos, el más reciente primero; con pagina, una página y su total; con formato, el enlace de su exportación',
        body: DomiciliosListaSchema,
        response: { 200: domiciliosLista, ...erroresApi },
      },
    },
    async (request) => {
      encontrado(
        await buscarTienda(app.db, request.body.id_tienda, tiendasDe(request)),
        mensajes.catalogos.tiendaNoExiste,
      );
      return responderLista(app.db, request, 'domicilios', request.body, (p) =>
        listarDomicilios(app.db, p, tz),
      );
    },
  );

  app.post(
    '/domicilio/new',
    {
      config: { acceso: ['domicilios'] as const },
      schema: {
        tags: ['tiendas'],
        summary: 'Registrar el domicilio de una tienda',
        body: DomicilioNuevoSchema,
        response: { 200: respuesta(DomicilioSchema), ...erroresApi },
      },
    },
    async (request) => {
      const fila = await comoUsuario(app.db, request, async (tx) => {
        encontrado(
          await buscarTienda(tx, request.body.id_tienda, tiendasDe(request)),
          mensajes.catalogos.tiendaNoExiste,
        );
        return crearDomicilio(tx, request.body);
      });
      return unaFila(fila, mensajes.domicilios.registrado);
    },
  );
};

export default routes;
