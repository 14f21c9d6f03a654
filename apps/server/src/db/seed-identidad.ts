// The demo business's identity (issue 43): the name, fiscal data and a small logo that every printed page of the demo
// carries, so the comprobante, the statements, the expediente and list prints show a business, not the product.

import { guardarIdentidad, guardarLogo } from '../modules/ajustes/identidad.repository.ts';
import type { Db } from './client.ts';

export const DEMO_IDENTIDAD = {
  nombre_comercial: 'Agua Pura La Fuente',
  razon_social: 'Purificadora La Fuente S.A. de C.V.',
  rfc: 'PLF180512QX4',
  regimen_fiscal: '601',
  domicilio_fiscal: 'Calle 62 No. 415, Centro, C.P. 97000, Mérida, Yucatán',
  telefono: '999 923 4510',
} as const;

/** A water drop over waves, drawn inline: a few hundred bytes, no script, no external reference. */
export const DEMO_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<circle cx="32" cy="32" r="30" fill="#0d6efd"/>
<path d="M32 10C26 20 19 28 19 37a13 13 0 0 0 26 0c0-9-7-17-13-27z" fill="#fff"/>
<path d="M8 46c6 4 12 4 18 0s12-4 18 0 12 4 12 0" fill="none" stroke="#9ec5fe" stroke-width="3"/>
</svg>
`;

export async function seedIdentidad(db: Db) {
  await guardarIdentidad(db, DEMO_IDENTIDAD);
  await guardarLogo(db, { datos: new TextEncoder().encode(DEMO_LOGO_SVG), tipo: 'image/svg+xml' });
}
