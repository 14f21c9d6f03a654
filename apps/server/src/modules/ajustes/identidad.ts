// What a logo upload is, read from its bytes (never its name or the browser's word): a PNG by its signature, an SVG
// by its text opening on the <svg> element. And how the logo is served so an SVG can never run script.
import type { TipoLogo } from '@aguavend/contract/identidad';
import type { FastifyReply } from 'fastify';
import { tipoPorContenido } from '../sanitario/adjuntos.ts';

/** An XML declaration, a comment or a doctype without an internal subset (no entities): what may precede <svg>. */
const PROLOGO = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^[>]*>)*/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether the bytes are UTF-8 text whose first element is <svg …> (an optional BOM, declaration and comments first). */
export function esSvg(datos: Uint8Array): boolean {
  let texto: string;
  try {
    texto = utf8.decode(datos);
  } catch {
    return false;
  }
  const cuerpo = texto.replace(/^\uFEFF/, '').replace(PROLOGO, '');
  return /^<svg[\s>/]/.test(cuerpo);
}

/** The logo's type by its content, or undefined when it is neither a PNG nor an SVG. */
export function tipoDeLogo(datos: Uint8Array): TipoLogo | undefined {
  if (tipoPorContenido(datos) === 'image/png') return 'image/png';
  return esSvg(datos) ? 'image/svg+xml' : undefined;
}

/**
 * The header that keeps a served logo inert even when opened on its own: no script, no plugin, no fetch of anything
 * (an SVG's external images, fonts, links), and a sandbox that gives the document a unique origin with no scripts,
 * forms or navigation. Inline styles stay, as SVGs use them to draw.
 */
export const CSP_LOGO = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** Sends the logo as an image only (never a page): its sniffed type, nosniff, the CSP above, shown inline. */
export function enviarLogo(reply: FastifyReply, logo: { datos: Uint8Array; tipo: TipoLogo }) {
  const ext = logo.tipo === 'image/png' ? 'png' : 'svg';
  return reply
    .header('content-type', logo.tipo)
    .header('content-security-policy', CSP_LOGO)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="logo.${ext}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(logo.datos));
}
