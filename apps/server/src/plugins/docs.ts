// OpenAPI 3 generated from the contract's zod schemas, browsable at /docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'AguaVend API',
          description:
            'API del back-office de AguaVend. Envíe el token de sesión en la cabecera `autorizado` (o `Authorization: Bearer`).',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            autorizado: { type: 'apiKey', in: 'header', name: 'autorizado' },
          },
        },
        security: [{ autorizado: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'docs' },
);
