// The business's settings (contract §8): read and saved by ADMIN on the Ajustes screen.
import { AjustesSchema } from '@aguavend/contract/ajustes';
import { respuesta, SinCuerpoSchema } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import { erroresApi, invalido, ok } from '../../lib/http.ts';
import { buscarProducto } from '../catalogos/catalogos.repository.ts';
import { guardarAjustes, leerAjustes } from './ajustes.repository.ts';

const pantalla = { acceso: ['ajustes'] as const };
const filas = respuesta(AjustesSchema);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ajustes',
    {
      config: pantalla,
      schema: {
        tags: ['ajustes'],
        summary: 'Ajustes del negocio',
        body: SinCuerpoSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async () => ok([await leerAjustes(app.db)]),
  );

  app.post(
    '/ajustes/editar',
    {
      config: pantalla,
      schema: {
        tags: ['ajustes'],
        summary: 'Guardar los ajustes del negocio',
        body: AjustesSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const datos = request.body;
      const guardados = await comoUsuario(app.db, request, async (tx) => {
        if (datos.id_producto_agua !== null && !(await buscarProducto(tx, datos.id_producto_agua))) {
          throw invalido('id_producto_agua', mensajes.ajustes.productoAguaNoExiste);
        }
        await guardarAjustes(tx, datos);
        return leerAjustes(tx);
      });
      return ok([guardados], mensajes.ajustes.guardados);
    },
  );
};

export default routes;
