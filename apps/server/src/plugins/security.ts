// Security headers, API answers no cache keeps, a per-process flood guard, and a JSON parser that takes an empty
// body as "no payload".

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A file of the built web app (plugins/web.ts): outside the per-address request limit. */
    archivoWeb?: boolean;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    // Helmet's middleware, built once: @fastify/helmet builds it anew on every request (helmet(options) per call,
    // parsing the CSP each time: 10.5 µs against 0.2 µs, docs/decisions/032), on the hot path of every call.
    const cabeceras = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React and SweetAlert2 set style attributes; no script may be inline.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      // The same rule as the CSP's frame-ancestors 'none', for browsers that only read this header.
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) =>
      cabeceras(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
    );

    // An API answer holds a user's data, which no browser or proxy may keep (a shared computer's back button, a
    // cache between); the web app's files are not JSON and keep their own caching (plugins/web.ts).
    app.addHook('onSend', (_request, reply, payload, done) => {
      const tipo = reply.getHeader('content-type');
      if (
        typeof tipo === 'string' &&
        tipo.startsWith('application/json') &&
        !reply.hasHeader('cache-control')
      ) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });

    // Guards one process against floods from one address; it is not the login limit, which lives in the
    // database so that every server counts the same failures. RATE_LIMIT_PER_MIN=0 turns it off (the benchmark drives one address hard).
    if (app.config.rateLimitPerMin > 0) {
      await app.register(rateLimit, {
        max: app.config.rateLimitPerMin,
        timeWindow: '1 minute',
        // The web app's own files do not count (one page load asks for a dozen); plugins/web.ts marks their routes.
        allowList: (request) => request.routeOptions.config.archivoWeb === true,
      });
    }

    // Spec calls such as `POST /maquina` carry no payload: an empty JSON body means "none".
    const json = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
      return json(request, body as string, done);
    });
  },
  { name: 'security', dependencies: ['database'] },
);
