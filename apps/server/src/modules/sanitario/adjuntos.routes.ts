// POST /registro-sanitario/adjunto/new: a report attached to an entry, sent as multipart/form-data (contract §8:
// uploads on their own routes, up to 5 MiB; every other body stays at 1 MiB). The multipart parser is registered in
// this scope alone, so no other route accepts multipart. The file's type is read from its content; a refused file
// leaves nothing stored.

import { RespuestaErrorSchema, respuesta } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import { AdjuntoFilaSchema, AdjuntoNuevoSchema, TAMANO_MAXIMO_ADJUNTO } from '@aguavend/contract/sanitario';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import type { DbOrTx } from '../../db/client.ts';
import { encontrado, erroresApi, HttpError, invalido, ok } from '../../lib/http.ts';
import { exigirMaquina, usuarioDe } from '../../plugins/auth.ts';
import { leerAjustes } from '../ajustes/ajustes.repository.ts';
import { bloquearMaquina } from '../catalogos/catalogos.repository.ts';
import { nombreSeguro, tipoPorContenido } from './adjuntos.ts';
import * as repo from './sanitario.repository.ts';

const m = mensajes.sanitario;
/** The file's field in the form. */
export const CAMPO_ARCHIVO = 'archivo';

/** The multipart errors a client causes, as 400s in Spanish on the file's field; undefined for any other failure. */
export function errorDeMultipart(err: unknown): HttpError | undefined {
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalido(CAMPO_ARCHIVO, m.adjuntoGrande);
  if (code === 'FST_FILES_LIMIT') return invalido(CAMPO_ARCHIVO, m.adjuntoUnSolo);
  // Any other of the plugin's: a body that is not multipart/form-data (JSON too), too many fields or parts.
  if (typeof code === 'string' && code.startsWith('FST_')) return invalido(CAMPO_ARCHIVO, m.adjuntoFormato);
  // busboy's own words for a malformed body ('Unexpected end of form', 'Malformed part header', …).
  if (err instanceof Error && !('statusCode' in err) && !code)
    return invalido(CAMPO_ARCHIVO, m.adjuntoFormato);
  return undefined;
}

const MiB = 1024 * 1024;

/** Refuses (413) a file that would take its machine's attachments, or everyone's, past the quotas in Ajustes. */
async function exigirCuota(tx: DbOrTx, id_maquina: number, tamano: number) {
  // Uploads check the total one at a time (each machine's already go one at a time, under its row lock).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('adjuntos_cuota'))`);
  const { adjuntos_mib_maquina, adjuntos_mib_total } = await leerAjustes(tx);
  const usado = await repo.bytesAdjuntos(tx, id_maquina);
  if (usado.maquina + tamano > adjuntos_mib_maquina * MiB)
    throw new HttpError(413, m.adjuntoCuotaMaquina(adjuntos_mib_maquina));
  if (usado.total + tamano > adjuntos_mib_total * MiB)
    throw new HttpError(413, m.adjuntoCuotaTotal(adjuntos_mib_total));
}

const routes: FastifyPluginAsyncZod = async (app) => {
  // A file over `fileSize` throws FST_REQ_FILE_TOO_LARGE (the plugin's default `throwFileSizeLimit`), so a cut-off
  // file is never stored.
  await app.register(multipart);

  app.post(
    '/registro-sanitario/adjunto/new',
    {
      config: {
        acceso: ['registroSanitario'],
        multipart: { campos: AdjuntoNuevoSchema, archivo: CAMPO_ARCHIVO },
      },
      schema: {
        tags: ['registro sanitario'],
        summary:
          'Adjuntar un archivo a una entrada (multipart/form-data: id_registro y un archivo PDF, JPEG o PNG de hasta 5 MiB; el tipo se revisa por su contenido)',
        response: { 200: respuesta(AdjuntoFilaSchema), ...erroresApi, 413: RespuestaErrorSchema },
      },
    },
    async (request) => {
      const campos: Record<string, string> = {};
      let archivo: { nombre: string; datos: Buffer } | undefined;
      try {
        for await (const parte of request.parts({
          limits: { fileSize: TAMANO_MAXIMO_ADJUNTO, files: 1, fields: 4, fieldSize: 100, parts: 5 },
        })) {
          if (parte.type === 'file') {
            if (parte.fieldname !== CAMPO_ARCHIVO) {
              // Drained, so the form goes on; a file under another name is not the report.
              await parte.toBuffer();
              throw invalido(CAMPO_ARCHIVO, m.adjuntoFormato);
            }
            archivo = { nombre: parte.filename, datos: await parte.toBuffer() };
          } else {
            campos[parte.fieldname] = String(parte.value);
          }
        }
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw errorDeMultipart(err) ?? err;
      }
      const leido = AdjuntoNuevoSchema.safeParse(campos);
      if (!leido.success) {
        const issue = leido.error.issues[0];
        throw invalido(String(issue?.path[0] ?? 'id_registro'), issue?.message ?? m.adjuntoRegistroRequerido);
      }
      if (!archivo || archivo.datos.length === 0) throw invalido(CAMPO_ARCHIVO, m.adjuntoRequerido);
      const tipo = tipoPorContenido(archivo.datos);
      if (!tipo) throw invalido(CAMPO_ARCHIVO, m.adjuntoTipo);
      const { id_registro } = leido.data;
      const { datos, nombre } = archivo;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        const registro = await repo.bloquear(tx, id_registro);
        if (!registro || registro.fecha_eliminacion !== null) throw new HttpError(404, m.noExiste);
        exigirMaquina(request, registro.id_maquina, m.noExiste);
        encontrado(await bloquearMaquina(tx, registro.id_maquina), m.noExiste);
        await exigirCuota(tx, registro.id_maquina, datos.length);
        return repo.crearAdjunto(tx, {
          id_registro,
          nombre: nombreSeguro(nombre, tipo),
          tipo_mime: tipo,
          tamano: datos.length,
          datos,
          id_usuario: usuarioDe(request).id_usuario,
        });
      });
      return ok([fila], m.adjuntoRegistrado);
    },
  );
};

export default routes;
