// POST /bitacora: the audit log, newest first, filtered by user, table and day (ADMIN).
import { BitacoraFilaSchema, BitacoraFiltroSchema } from '@aguavend/contract/bitacora';
import { respuestaPaginada } from '@aguavend/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okPaginado } from '../../lib/http.ts';
import { listar } from './bitacora.repository.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bitacora',
    {
      config: { acceso: 'admin' },
      schema: {
        tags: ['bitácora'],
        summary: 'Bitácora de cambios (quién, cuándo, qué registro, valores antes y después)',
        body: BitacoraFiltroSchema.optional(),
        response: { 200: respuestaPaginada(BitacoraFilaSchema) },
      },
    },
    async (request) => {
      const { filas, total } = await listar(app.db, request.body ?? {}, app.config.businessTz);
      return okPaginado(filas, total);
    },
  );
};

export default routes;
