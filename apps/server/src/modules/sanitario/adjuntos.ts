// Attached reports (issue 19, contract §8): the type is read from the content's first bytes, never from the name
// or the browser's word; the name kept is a safe one, with the extension of the type found. A download goes through
// the one-time links of list exports (modules/listas/descargas.*), bound to the user and checked again when taken.
import type { TipoAdjunto } from '@aguavend/contract/sanitario';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { adjuntoParaUsuario } from './sanitario.repository.ts';

/** The `lista` of a download link that serves an attachment (`parametros`: { id_adjunto }). */
export const LISTA_ADJUNTO = 'adjunto_sanitario';

const FIRMAS: [TipoAdjunto, number[]][] = [
  // %PDF-
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

export const EXTENSIONES: Record<TipoAdjunto, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The type the content's first bytes announce, or undefined when it is none of the three. */
export function tipoPorContenido(datos: Uint8Array): TipoAdjunto | undefined {
  return FIRMAS.find(([, firma]) => firma.every((b, i) => datos[i] === b))?.[0];
}

/** The longest name kept, extension included (the column holds 120). */
const LARGO_NOMBRE = 100;

/**
 * A name safe to store, show and send in a header: the last part of any path, letters (any alphabet), digits,
 * spaces and `. - _ ( )` only (control and bidirectional characters, quotes, slashes and the rest go), no leading
 * dots, at most 100 characters, and the extension of the type its content has ('informe.exe.pdf' of a PNG is
 * 'informe.exe.png'; nothing left: 'adjunto.pdf').
 */
export function nombreSeguro(original: string | undefined, tipo: TipoAdjunto): string {
  const ext = EXTENSIONES[tipo];
  const base = (original ?? '').split(/[/\\]/).pop() ?? '';
  const sinExtension = base.replace(/\.[^.]*$/, '');
  const limpio = sinExtension
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const raiz = [...limpio].slice(0, LARGO_NOMBRE - ext.length - 1).join('') || 'adjunto';
  return `${raiz}.${ext}`;
}

/** The name in plain ASCII, for the quoted `filename` of the header (the full name goes in `filename*`). */
const enAscii = (nombre: string) =>
  nombre
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_');

/**
 * Sends an attachment for a taken download link: only while the link's user may still see its machine and its
 * entry is live. False when not (the caller answers 404).
 */
export async function enviarAdjunto(
  db: DbOrTx,
  reply: FastifyReply,
  descarga: { id_usuario: number; parametros: unknown },
): Promise<boolean> {
  const id_adjunto = Number((descarga.parametros as { id_adjunto?: unknown }).id_adjunto);
  if (!Number.isInteger(id_adjunto)) return false;
  const a = await adjuntoParaUsuario(db, id_adjunto, descarga.id_usuario);
  if (!a) return false;
  await reply
    .header('content-type', a.tipo_mime)
    .header(
      'content-disposition',
      `attachment; filename="${enAscii(a.nombre)}"; filename*=UTF-8''${encodeURIComponent(a.nombre)}`,
    )
    // Never kept by a cache (`nosniff` comes with every answer, from the security headers).
    .header('cache-control', 'no-store')
    .send(Buffer.from(a.datos));
  return true;
}
