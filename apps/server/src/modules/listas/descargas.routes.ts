// GET /descargas/:token: the file of a list export. The link is the credential (a browser download cannot send the
// session header): random, single-use, to be started within a minute, and only while its user is active.
import { mensajes } from '@aguavend/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erroresApi, noEncontrado } from '../../lib/http.ts';
import { tomarDescarga } from './descargas.repository.ts';
import { archivoDeDescarga } from './exportes.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/descargas/:token',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['listas'],
        summary:
          'Descargar una exportación de lista (CSV o .xlsx) con el enlace de un solo uso que dio la lista con formato',
        params: z.object({
          token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: mensajes.general.descargaNoValida }),
        }),
        response: { 200: z.any().describe('El archivo: text/csv o .xlsx'), ...erroresApi },
      },
    },
    async (request, reply) => {
      const descarga = await tomarDescarga(app.db, request.params.token);
      if (!descarga) throw noEncontrado(mensajes.general.descargaNoValida);
      const archivo = await archivoDeDescarga(app.db, app.config.businessTz, descarga);
      return reply
        .header('content-type', archivo.tipo)
        .header(
          'content-disposition',
          `attachment; filename="${archivo.nombre}"; filename*=UTF-8''${encodeURIComponent(archivo.nombre)}`,
        )
        .header('cache-control', 'no-store')
        .send(archivo.cuerpo);
    },
  );
};

export default routes;
