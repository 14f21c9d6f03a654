// GET /descargas/:token: the file of a list export. The link is the credential (a browser download cannot send the
// session header): random, single-use, to be started within a minute, and only while its user is active and still
// reaches what they reached when they asked.
import { mensajes } from '@aguavend/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erroresApi, noEncontrado } from '../../lib/http.ts';
import { enviarAdjunto, LISTA_ADJUNTO } from '../sanitario/adjuntos.ts';
import { tomarDescarga } from './descargas.repository.ts';
import { alcanceVigente, archivoDeDescarga } from './exportes.ts';
import { vinculoDe } from './vinculo-descarga.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/descargas/:token',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['listas'],
        summary:
          'Descargar una exportación de lista (CSV o .xlsx) o un adjunto del registro sanitario con el enlace de un solo uso que dio la lista con formato o /registro-sanitario/adjunto/descargar',
        params: z.object({
          token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: mensajes.general.descargaNoValida }),
        }),
        response: { 200: z.any().describe('El archivo: text/csv, .xlsx, PDF, JPEG o PNG'), ...erroresApi },
      },
    },
    async (request, reply) => {
      // A bound link (vinculo-descarga.ts) opens only with the cookie given with it.
      const descarga = await tomarDescarga(app.db, request.params.token, vinculoDe(request));
      if (!descarga) throw noEncontrado(mensajes.general.descargaNoValida);
      // A sanitary record's attachment (issue 19): served only while its user may still see its machine.
      if (descarga.lista === LISTA_ADJUNTO) {
        if (await enviarAdjunto(app.db, reply, descarga)) return reply;
        throw noEncontrado(mensajes.general.descargaNoValida);
      }
      const parametros = await alcanceVigente(app.db, descarga);
      if (!parametros) throw noEncontrado(mensajes.general.descargaNoValida);
      const archivo = await archivoDeDescarga(app.db, app.config.businessTz, { ...descarga, parametros });
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
