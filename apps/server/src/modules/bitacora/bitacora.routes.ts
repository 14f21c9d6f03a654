// POST /bitacora: the audit log, newest first, filtered by user, table and day (ADMIN).
import { BitacoraFilaSchema, BitacoraFiltroSchema, BitacoraUsuarioSchema } from '@aguavend/contract/bitacora';
import { respuesta, respuestaPaginada, SinCuerpoSchema } from '@aguavend/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPaginado } from '../../lib/http.ts';
import { listar, usuariosConCambios } from './bitacora.repository.ts';

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

  app.post(
    '/bitacora/usuarios',
    {
      config: { acceso: 'admin' },
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
