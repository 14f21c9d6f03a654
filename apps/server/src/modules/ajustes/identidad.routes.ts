// The business's identity (issue 43, decision 037): every signed-in user reads it (everyone prints), an ADMIN edits
// it in Ajustes. The logo is an upload on its own multipart route (contract §8), up to 200 KB, PNG or SVG by content;
// it is served as an image that cannot run script (identidad.ts).
import { RespuestaErrorSchema, respuesta, SinCuerpoSchema } from '@aguavend/contract/common';
import { IdentidadEditarSchema, IdentidadSchema, TAMANO_MAXIMO_LOGO } from '@aguavend/contract/identidad';
import { mensajes } from '@aguavend/contract/messages';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comoUsuario } from '../../db/auditoria.ts';
import { erroresApi, HttpError, invalido, noEncontrado, ok } from '../../lib/http.ts';
import * as repo from './identidad.repository.ts';
import { enviarLogo, tipoDeLogo } from './identidad.ts';

const m = mensajes.identidad;
const pantalla = { acceso: ['ajustes'] as const };
const filas = respuesta(IdentidadSchema);
/** The logo's field in the form. */
const CAMPO_LOGO = 'archivo';

/** The multipart failures a client causes: past the size a Spanish 413 (contract §9), anything else a 400. */
function errorDeMultipart(err: unknown): HttpError | undefined {
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, m.logoGrande, [{ campo: CAMPO_LOGO, mensaje: m.logoGrande }]);
  if (typeof code === 'string' && code.startsWith('FST_')) return invalido(CAMPO_LOGO, m.logoFormato);
  // busboy's own words for a malformed body ('Unexpected end of form', 'Malformed part header', …).
  if (err instanceof Error && !('statusCode' in err) && !code) return invalido(CAMPO_LOGO, m.logoFormato);
  return undefined;
}

/**
 * The logo's upload, in a scope of its own: only this route parses multipart (a file past the limit throws, so a
 * cut-off logo is never stored); every other route refuses a form.
 */
const subida: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  app.post(
    '/ajustes/identidad/logo',
    {
      config: { ...pantalla, multipart: { campos: z.object({}), archivo: CAMPO_LOGO } },
      schema: {
        tags: ['ajustes'],
        summary:
          'Subir el logotipo (multipart/form-data: un archivo PNG o SVG de hasta 200 KB; el tipo se revisa por su contenido)',
        response: { 200: filas, ...erroresApi, 413: RespuestaErrorSchema },
      },
    },
    async (request) => {
      let datos: Buffer | undefined;
      try {
        for await (const parte of request.parts({
          limits: { fileSize: TAMANO_MAXIMO_LOGO, files: 1, fields: 2, fieldSize: 100, parts: 3 },
        })) {
          if (parte.type !== 'file') continue;
          if (parte.fieldname !== CAMPO_LOGO) {
            await parte.toBuffer();
            throw invalido(CAMPO_LOGO, m.logoFormato);
          }
          datos = await parte.toBuffer();
        }
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw errorDeMultipart(err) ?? err;
      }
      if (!datos || datos.length === 0) throw invalido(CAMPO_LOGO, m.logoRequerido);
      const tipo = tipoDeLogo(datos);
      if (!tipo) throw invalido(CAMPO_LOGO, m.logoTipo);
      const identidad = await comoUsuario(app.db, request, async (tx) => {
        await repo.guardarLogo(tx, { datos, tipo });
        return repo.leerIdentidad(tx);
      });
      return ok([identidad], m.logoGuardado);
    },
  );
};

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(subida);

  app.post(
    '/identidad',
    {
      config: { acceso: 'sesion' },
      schema: {
        tags: ['ajustes'],
        summary: 'Datos del negocio para los documentos impresos (cualquier usuario con sesión)',
        body: SinCuerpoSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async () => ok([await repo.leerIdentidad(app.db)]),
  );

  app.get(
    '/identidad/logo',
    {
      config: { acceso: 'sesion' },
      schema: {
        tags: ['ajustes'],
        summary:
          'El logotipo del negocio (PNG o SVG), servido solo como imagen: Content-Security-Policy con sandbox y sin scripts',
        querystring: z.object({ v: z.string().max(20).optional() }),
        response: { ...erroresApi },
      },
    },
    async (_request, reply) => {
      const logo = await repo.leerLogo(app.db);
      if (!logo) throw noEncontrado(m.sinLogo);
      return enviarLogo(reply, logo);
    },
  );

  app.post(
    '/ajustes/identidad/editar',
    {
      config: pantalla,
      schema: {
        tags: ['ajustes'],
        summary:
          'Guardar los datos del negocio (razón social, nombre comercial, RFC, régimen fiscal, domicilio, teléfono)',
        body: IdentidadEditarSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const guardada = await comoUsuario(app.db, request, async (tx) => {
        await repo.guardarIdentidad(tx, request.body);
        return repo.leerIdentidad(tx);
      });
      return ok([guardada], m.guardada);
    },
  );

  app.post(
    '/ajustes/identidad/logo/eliminar',
    {
      config: pantalla,
      schema: {
        tags: ['ajustes'],
        summary: 'Quitar el logotipo',
        body: SinCuerpoSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const identidad = await comoUsuario(app.db, request, async (tx) => {
        await repo.guardarLogo(tx, null);
        return repo.leerIdentidad(tx);
      });
      return ok([identidad], m.logoEliminado);
    },
  );
};

export default routes;
