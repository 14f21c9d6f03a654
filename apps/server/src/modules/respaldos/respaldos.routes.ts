// POST /respaldo: a consistent backup of the whole database, downloaded from the panel while the business
// keeps working (ADMIN). It is the same file `npm run backup` writes and `npm run restore` reads.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { SinCuerpoSchema } from '@aguavend/contract/common';
import { RespaldoSchema } from '@aguavend/contract/respaldos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { respaldoTemporal } from '../../db/backup.ts';

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
      // Written to disk first and sent from there: memory stays flat, and a slow download holds no snapshot open.
      const { archivo, carpeta, fecha } = await respaldoTemporal(app.database);
      const flujo = createReadStream(archivo);
      flujo.once('close', () => void rm(carpeta, { recursive: true, force: true }));
      const nombre = `aguavend-respaldo-${fecha.replace(/[:.]/g, '-')}.json`;
      reply.header('content-disposition', `attachment; filename="${nombre}"`);
      reply.header('cache-control', 'no-store');
      // The file is the document RespaldoSchema describes; a stream is sent as it is, without serializing.
      return reply.type('application/json').send(flujo as never);
    },
  );
};

export default routes;
