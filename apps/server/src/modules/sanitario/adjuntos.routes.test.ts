// Which failures while reading an upload are the client's (a 400 in Spanish on the file's field) and which are left
// to the server's error handler.
import { mensajes } from '@aguavend/contract/messages';
import { describe, expect, it } from 'vitest';
import { CAMPO_ARCHIVO, errorDeMultipart } from './adjuntos.routes.ts';

const m = mensajes.sanitario;
const fallo = (extra: Record<string, unknown>) => Object.assign(new Error('x'), extra);
/** What a translated failure answers: status, message and the field it names. */
const respuesta = (err: unknown) => {
  const e = errorDeMultipart(err);
  return e && [e.statusCode, e.message, e.errores];
};
const en400 = (mensaje: string) => [400, mensaje, [{ campo: CAMPO_ARCHIVO, mensaje }]];

describe('errorDeMultipart', () => {
  it("the multipart plugin's own errors are the client's", () => {
    expect(respuesta(fallo({ code: 'FST_REQ_FILE_TOO_LARGE', statusCode: 413 }))).toEqual(
      en400(m.adjuntoGrande),
    );
    expect(respuesta(fallo({ code: 'FST_FILES_LIMIT', statusCode: 413 }))).toEqual(en400(m.adjuntoUnSolo));
    for (const code of ['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_INVALID_MULTIPART_CONTENT_TYPE'])
      expect(respuesta(fallo({ code, statusCode: 413 })), code).toEqual(en400(m.adjuntoFormato));
  });

  it("busboy's own words for a malformed body (an error with neither code nor status) are the client's", () => {
    expect(respuesta(new Error('Unexpected end of form'))).toEqual(en400(m.adjuntoFormato));
  });

  it('any other failure is not the client’s: it goes on to the error handler', () => {
    // A connection's or the system's (a string code not the plugin's), an error with its own status, a code that is
    // not a string, something thrown that is not an Error.
    expect(respuesta(fallo({ code: 'ECONNRESET' }))).toBeUndefined();
    expect(respuesta(fallo({ statusCode: 500 }))).toBeUndefined();
    expect(respuesta(fallo({ code: 42 }))).toBeUndefined();
    expect(respuesta('texto')).toBeUndefined();
  });
});
