// POST /respaldo: a consistent backup of the whole database, downloaded from the panel while the business
// keeps working (ADMIN). It is the same file `npm run backup` writes and `npm run restore` reads.
import { SinCuerpoSchema } from '@aguavend/contract/common';
import { RespaldoSchema } from '@aguavend/contract/respaldos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respaldar } from '../../db/backup.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/respaldo',
    {
      config: { acceso: 'admin' },
      schema: {
        tags: ['sistema'],
        summary: 'Descargar un respaldo de toda la base de datos (sin detener el servidor)',
        body: SinCuerpoSchema,
        response: { 200: RespaldoSchema },
      },
    },
    async (_request, reply) => {
      const respaldo = await respaldar(app.database);
      const nombre = `aguavend-respaldo-${respaldo.fecha.replace(/[:.]/g, '-')}.json`;
      reply.header('content-disposition', `attachment; filename="${nombre}"`);
      reply.header('cache-control', 'no-store');
      return respaldo;
    },
  );
};

export default routes;
