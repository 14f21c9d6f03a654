import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const SaludSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['sistema'],
        summary: 'Estado del servidor',
        response: { 200: SaludSchema, 503: SaludSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        app.log.error({ err }, 'la base de datos no responde');
        return reply.status(503).send({ status: 'error', database: 'error' });
      }
    },
  );
};

export default routes;
