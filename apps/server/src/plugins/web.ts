// Serves the built web app (apps/web/dist) and answers every other GET for a page with index.html; a few addresses
// get the same page with their screen's code preloaded (apps/web/vite.config.ts, `PAGINAS_PRECARGADAS`).
import { existsSync } from 'node:fs';
import { mensajes } from '@aguavend/contract/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fallo } from '../lib/http.ts';

/** The addresses whose page preloads their screen's code: the login's, and Inicio, where a signed-in phone lands. */
const PAGINAS: Record<string, string> = {
  '/': 'login.html',
  '/login': 'login.html',
  '/dashboard/inicio': 'inicio.html',
};

export default fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const hayApp = existsSync(`${opts.root}/index.html`);
    // Each address and its page, where the build wrote it (a build without it serves index.html).
    const paginas = new Map(
      Object.entries(PAGINAS).filter(([, archivo]) => existsSync(`${opts.root}/${archivo}`)),
    );
    if (hayApp) {
      // Every route @fastify/static adds (one per file) is marked as the web app's, so the per-address request
      // limit (plugins/security.ts) leaves it out.
      let deLaApp = true;
      app.addHook('onRoute', (ruta) => {
        if (deLaApp) ruta.config = { ...ruta.config, archivoWeb: true };
      });
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        // `/` is a page like the others, answered below (with the login's page), not the folder's index.html.
        index: false,
        // The build writes .br and .gz beside each text asset; the browser's Accept-Encoding picks one.
        preCompressed: true,
        // Hashed assets never change. Everything else is revalidated on every use: index.html, and the installable
        // app's sw.js and manifest.webmanifest (docs/decisions/029), whose names stay the same from build to build, so
        // a cached copy would keep an old build alive.
        setHeaders: (res, path) => {
          res.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
      deLaApp = false;
    } else {
      app.log.warn(`No se encontró la app web en ${opts.root}; ejecute "npm run build".`);
    }
    app.setNotFoundHandler((request, reply) => {
      const quierePagina = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      if (hayApp && quierePagina && !request.url.startsWith('/assets/')) {
        const ruta = request.url.split('?')[0];
        const pagina = (ruta && paginas.get(ruta)) || 'index.html';
        return reply.header('cache-control', 'no-cache').sendFile(pagina);
      }
      return reply.status(404).send(fallo(mensajes.general.rutaNoEncontrada));
    });
  },
  { name: 'web' },
);
