// The whole application as a Fastify instance: plugins first, then the API, then the web app.
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { prettyFactory } from 'pino-pretty';
import { CARPETA_WEB } from './carpetas.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { limpiarUrl, serializarError, serializarPeticion } from './lib/log.ts';
import api from './modules/api.ts';
import auth from './plugins/auth.ts';
import compresion from './plugins/compresion.ts';
import database from './plugins/database.ts';
import docs from './plugins/docs.ts';
import errors from './plugins/errors.ts';
import security from './plugins/security.ts';
import web from './plugins/web.ts';

const BODY_LIMIT = 1024 * 1024;
// Fastify types these factories as Ajv's; zod's compilers take the same call (route schema in, function out).
const COMPILADORES_ZOD = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when no request is running any more, or after `limiteMs`. */
    esperarPeticiones: (limiteMs: number) => Promise<void>;
  }
}

/**
 * JSON lines for a log collector, readable lines for a person: LOG_FORMAT decides; unset, readable when the output
 * is a terminal (npm start by hand, npm run dev), JSON otherwise (a service, a container, a pipe).
 */
export function opcionesLogDe(config: Pick<Config, 'logLevel' | 'logFormat'>, esTerminal: boolean) {
  return opcionesLog(config.logLevel, undefined, config.logFormat ?? (esTerminal ? 'legible' : 'json'));
}

/**
 * The server's log: lines at `level`, JSON or readable (pino-pretty's formatter, called on each finished JSON line:
 * the redaction and the serializers below have already run on it). Tokens and passwords are replaced before anything is written, and
 * errors go through one serializer that keeps SQL parameters and hashes out (lib/log.ts).
 */
export function opcionesLog(
  level: string,
  stream?: { write: (line: string) => void },
  formato: 'json' | 'legible' = 'json',
) {
  let destino = stream;
  if (formato === 'legible') {
    const salida = stream ?? process.stdout;
    const legible = prettyFactory({
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname',
      colorize: !stream && process.stdout.isTTY === true,
    });
    // Formatted and written in the same call, so nothing is waiting in a buffer when the process exits.
    destino = { write: (linea: string) => void salida.write(legible(linea)) };
  }
  return {
    level,
    ...(destino ? { stream: destino } : {}),
    // `url` too: the error handler's warnings name the request's URL beside its id.
    serializers: { err: serializarError, req: serializarPeticion, url: limpiarUrl },
    redact: {
      paths: [
        'req.headers.autorizado',
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.clave',
        '*.clave_actual',
        '*.clave_nueva',
        '*.clave_hash',
        '*.token',
        'body',
        '*.body',
      ],
      censor: '[oculto]',
    },
  };
}

export async function buildApp(config: Config, db: Database, logger: FastifyServerOptions['logger'] = true) {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    // Off unless TRUST_PROXY names the proxies: otherwise any client could pick its own address with
    // X-Forwarded-For and slip past the per-address limits.
    // (A hop count is valid for Fastify, though its types list only strings and booleans.)
    trustProxy: config.trustProxy as string | boolean,
    // zod's compilers (set below as well) are the only ones any route uses: handed over here, Fastify does not load
    // Ajv and fast-json-stringify at start-up, a fifth of the time to a listening port (docs/decisions/028).
    schemaController: { compilersFactory: COMPILADORES_ZOD },
  });
  // Requests still running when the server closes must finish before the database closes under them.
  let enCurso = 0;
  app.addHook('onRequest', async () => {
    enCurso++;
  });
  app.addHook('onResponse', async () => {
    enCurso--;
  });
  app.decorate('esperarPeticiones', async (limiteMs: number) => {
    const fin = Date.now() + limiteMs;
    while (enCurso > 0 && Date.now() < fin) await new Promise((r) => setTimeout(r, 20));
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(database, { database: db, config });
  await app.register(errors);
  await app.register(security);
  await app.register(auth);
  if (config.apiDocs) await app.register(docs);
  app.decorate('rutasApi', []);
  // The API's scope: its answers over 1 KB go compressed. The web app's files stay outside, sent precompressed.
  await app.register(async (alcanceApi) => {
    await alcanceApi.register(compresion);
    await alcanceApi.register(api, { rutas: app.rutasApi });
  });
  await app.register(web, { root: config.webDist ?? CARPETA_WEB });
  await app.ready();
  return app;
}
