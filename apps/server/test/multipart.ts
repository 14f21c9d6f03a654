// A multipart/form-data body built by hand for `app.inject` (the upload routes, contract §8): text fields, then files.
import { randomBytes } from 'node:crypto';

export type ArchivoForm = { campo: string; nombre: string; tipo?: string; datos: Uint8Array };

export function formulario(campos: Record<string, string>, archivos: ArchivoForm[] = []) {
  const limite = `----aguavend${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  for (const [campo, valor] of Object.entries(campos)) {
    partes.push(
      Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${campo}"\r\n\r\n${valor}\r\n`),
    );
  }
  for (const a of archivos) {
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="${a.campo}"; filename="${a.nombre}"\r\n` +
          `Content-Type: ${a.tipo ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(a.datos),
      Buffer.from('\r\n'),
    );
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return {
    payload: Buffer.concat(partes),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
}

/** A small valid PDF with one line of text (what the demo attaches, and the tests upload). */
export { pdfMinimo } from '../src/modules/sanitario/pdf-minimo.ts';
