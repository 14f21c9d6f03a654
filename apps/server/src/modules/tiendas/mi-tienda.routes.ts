// "Mi tienda" (issue 18): a store's own user sees their store, the machines standing there and what they sold there.
// The store comes from the session (usuario_tienda), never from the body, so no other store can be asked for.
import { respuesta } from '@aguavend/contract/common';
import { MiTiendaParamsSchema, MiTiendaSchema } from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encontrado, erroresApi, ok } from '../../lib/http.ts';
import { usuarioDe } from '../../plugins/auth.ts';
import { miTienda } from './mi-tienda.repository.ts';

const sinTienda = mensajes.estadosCuenta.sinTienda;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mi-tienda',
    {
      config: { acceso: ['miTienda'] },
      schema: {
        tags: ['tiendas'],
        summary:
          'La tienda del usuario que la atiende: sus máquinas de ahora y sus ventas por día y por mes en el periodo, contadas solo los días en que cada máquina estuvo allí (404 si el usuario no está vinculado a una tienda)',
        body: MiTiendaParamsSchema,
        response: { 200: respuesta(MiTiendaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_tienda } = usuarioDe(request);
      if (id_tienda === null) return encontrado(undefined, sinTienda);
      const { desde, hasta } = request.body;
      return ok([encontrado(await miTienda(app.db, { id_tienda, desde, hasta }), sinTienda)]);
    },
  );
};

export default routes;
