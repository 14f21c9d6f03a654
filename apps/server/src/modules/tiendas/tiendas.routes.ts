// Stores and their addresses: any signed-in user may list and register them; addresses are kept under their store.
import { respuesta, SinCuerpoSchema } from '@aguavend/contract/common';
import { DomicilioNuevoSchema, DomicilioSchema, IdTiendaSchema } from '@aguavend/contract/domicilios';
import { mensajes } from '@aguavend/contract/messages';
import { TiendaNuevaSchema, TiendaSchema } from '@aguavend/contract/tiendas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import { encontrado, erroresApi, ok, unaFila } from '../../lib/http.ts';
import { usuarioDe } from '../../plugins/auth.ts';
import {
  buscarTienda,
  crearDomicilio,
  crearTienda,
  listarDomicilios,
  listarTiendas,
} from './tiendas.repository.ts';

const sesion = { acceso: 'sesion' as const };

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tienda',
    {
      config: sesion,
      schema: {
        tags: ['tiendas'],
        summary: 'Lista de tiendas, la más reciente primero',
        body: SinCuerpoSchema,
        response: { 200: respuesta(TiendaSchema), ...erroresApi },
      },
    },
    async () => ok(await listarTiendas(app.db)),
  );

  app.post(
    '/tienda/new',
    {
      config: sesion,
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
      config: sesion,
      schema: {
        tags: ['tiendas'],
        summary: 'Domicilios de una tienda',
        body: IdTiendaSchema,
        response: { 200: respuesta(DomicilioSchema), ...erroresApi },
      },
    },
    async (request) => {
      encontrado(await buscarTienda(app.db, request.body.id_tienda), mensajes.catalogos.tiendaNoExiste);
      return ok(await listarDomicilios(app.db, request.body.id_tienda));
    },
  );

  app.post(
    '/domicilio/new',
    {
      config: sesion,
      schema: {
        tags: ['tiendas'],
        summary: 'Registrar el domicilio de una tienda',
        body: DomicilioNuevoSchema,
        response: { 200: respuesta(DomicilioSchema), ...erroresApi },
      },
    },
    async (request) => {
      const fila = await comoUsuario(app.db, request, async (tx) => {
        encontrado(await buscarTienda(tx, request.body.id_tienda), mensajes.catalogos.tiendaNoExiste);
        return crearDomicilio(tx, request.body);
      });
      return unaFila(fila, mensajes.domicilios.registrado);
    },
  );
};

export default routes;
