// POST /bitacora: the audit log as a list (newest first, filtered, searched, sorted, exported), for ADMIN.
import { BitacoraFilaSchema, BitacoraFiltroSchema, BitacoraUsuarioSchema } from '@aguavend/contract/bitacora';
import { respuesta, respuestaLista, SinCuerpoSchema } from '@aguavend/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { erroresApi, ok } from '../../lib/http.ts';
import { responderLista } from '../listas/exportes.ts';
import { listar, usuariosConCambios } from './bitacora.repository.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bitacora',
    {
      config: { acceso: ['bitacora'] },
      schema: {
        tags: ['bitácora'],
        summary: 'Bitácora de cambios (quién, cuándo, qué registro, valores antes y después)',
        body: BitacoraFiltroSchema.optional(),
        response: {
          200: respuestaLista(BitacoraFilaSchema),
          ...erroresApi,
        },
      },
    },
    // Always a page (the first without `pagina`): the log grows without end. An export takes all of it.
    async (request) =>
      responderLista(app.db, request, 'bitacora', { pagina: 1, ...request.body }, (p) =>
        listar(app.db, p, app.config.businessTz),
      ),
  );

  app.post(
    '/bitacora/usuarios',
    {
      config: { acceso: ['bitacora'] },
      schema: {
        tags: ['bitácora'],
        summary: 'Usuarios que aparecen en la bitácora (para el filtro por usuario)',
        body: SinCuerpoSchema,
        response: { 200: respuesta(BitacoraUsuarioSchema) },
      },
    },
    async () => ok(await usuariosConCambios(app.db)),
  );
};

export default routes;
