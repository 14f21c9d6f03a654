// One error handler: Spanish messages for every 4xx, a generic 500 with the request id in the log, never a stack.
import { mensajes } from '@aguavend/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fallo, HttpError, mesCerradoDe, PG, pgCode } from '../lib/http.ts';

/**
 * Text PostgreSQL will not store: 22021 (a NUL, an invalid byte sequence) and 22P05 (\u0000 in jsonb, a character
 * the encoding lacks). The contract refuses such text first; this keeps any text it misses a 400, not a 500.
 */
const TEXTO_RECHAZADO_POR_PG = new Set(['22021', '22P05']);

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

function campoDe(issue: Issue): string {
  const path = issue.params?.issue?.path;
  if (path && path.length > 0) return path.map(String).join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send(fallo(error.message, error.errores));
      }
      if (error.validation) {
        // One entry per offending field in `errores`, with the first check it failed.
        const porCampo = new Map<string, string>();
        for (const i of error.validation as Issue[]) {
          const campo = campoDe(i);
          if (!porCampo.has(campo)) porCampo.set(campo, i.message ?? mensajes.general.datosInvalidos);
        }
        const errores = [...porCampo].map(([campo, mensaje]) => ({ campo, mensaje }));
        return reply.status(400).send(fallo(errores[0]?.mensaje ?? mensajes.general.datosInvalidos, errores));
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return reply.status(400).send(fallo(mensajes.general.jsonInvalido));
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
          return reply.status(400).send(fallo(mensajes.general.datosInvalidos));
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return reply.status(413).send(fallo(mensajes.general.cuerpoDemasiadoGrande));
      }
      if (error.statusCode === 429)
        return reply.status(429).send(fallo(mensajes.general.demasiadasPeticiones));
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // JSON.parse's SyntaxError and friends: still the client's fault, still a Spanish answer.
        return reply.status(error.statusCode).send(fallo(mensajes.general.datosInvalidos));
      }
      const cerrado = mesCerradoDe(error);
      if (cerrado) return reply.status(409).send(fallo(mensajes.estadosCuenta.mesCerrado(cerrado)));
      const codigo = pgCode(error);
      if (codigo === PG.queryCanceled) {
        request.log.warn(
          { code: codigo, reqId: request.id, url: request.url },
          'consulta cancelada por tiempo',
        );
        return reply.status(503).send(fallo(mensajes.general.consultaLarga));
      }
      if (codigo && TEXTO_RECHAZADO_POR_PG.has(codigo)) {
        // Worth a look (some field skipped the contract's text rule), but the client's fault: no stack.
        request.log.warn(
          { code: codigo, reqId: request.id, url: request.url },
          'texto rechazado por PostgreSQL',
        );
        return reply.status(400).send(fallo(mensajes.general.textoNoPermitido));
      }
      request.log.error({ err: error, reqId: request.id }, 'error inesperado');
      return reply.status(500).send(fallo(mensajes.general.errorInterno));
    });
  },
  { name: 'errors' },
);
