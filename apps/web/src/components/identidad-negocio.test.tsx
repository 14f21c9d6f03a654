import type { Identidad } from '@aguavend/contract/identidad';
import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../lib/session.ts';
import { okResponse } from '../test/respuestas.ts';
import { fakeToken, usuarioJson } from '../test/tokens.ts';
import { IdentidadNegocio } from './identidad-negocio.tsx';

const ui = mensajes.uiIdentidad;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';

const IDENTIDAD: Identidad = {
  nombre_comercial: 'Agua Clara',
  razon_social: 'Agua Clara del Sureste S.A. de C.V.',
  rfc: 'ACS150301AB1',
  regimen_fiscal: '601',
  domicilio_fiscal: 'Calle 60 No. 123, Mérida',
  telefono: '999 123 4567',
  logo_tipo: 'image/svg+xml',
  logo_version: 3,
};
let identidad: Identidad | null;

beforeEach(() => {
  saveSession(usuarioJson('OPERADOR'), fakeToken(3600));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    if (String(url) === '/identidad/logo?v=3')
      return new Response(SVG, { headers: { 'content-type': 'image/svg+xml' } });
    return okResponse(String(url) === '/identidad' && identidad ? [identidad] : []);
  });
});

function renderIdentidad() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <IdentidadNegocio />
    </QueryClientProvider>,
  );
}

describe('IdentidadNegocio: the business heads every printed page (issue 43)', () => {
  it('shows the logo, the names, RFC and régimen, the address and phone; AguaVend only as “Hecho con”', async () => {
    identidad = IDENTIDAD;
    renderIdentidad();
    expect(await screen.findByText('Agua Clara')).toHaveClass('fs-5');
    const bloque = screen.getByTestId('identidad-negocio');
    expect(bloque).toHaveTextContent(
      'Agua Clara del Sureste S.A. de C.V. · RFC ACS150301AB1 · Régimen 601 · General de Ley Personas Morales',
    );
    expect(bloque).toHaveTextContent('Calle 60 No. 123, Mérida · Tel. 999 123 4567');
    const logo = await screen.findByRole('img', { name: ui.logoDe('Agua Clara') });
    expect(logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(bloque.textContent?.match(/AguaVend/g)).toEqual(['AguaVend']);
    expect(screen.getByText(ui.hechoCon)).toHaveClass('av-hecho-con');
  });

  it('without a saved identity asks for it in Ajustes on screen (not on paper), and fetches no logo', async () => {
    identidad = {
      ...IDENTIDAD,
      nombre_comercial: null,
      razon_social: null,
      rfc: null,
      regimen_fiscal: null,
      domicilio_fiscal: null,
      telefono: null,
      logo_tipo: null,
      logo_version: 0,
    };
    renderIdentidad();
    expect(await screen.findByText(ui.faltaIdentidad)).toHaveClass('d-print-none');
    expect(screen.queryByRole('img')).toBeNull();
    expect(vi.mocked(fetch).mock.calls.map(([u]) => String(u))).toEqual(['/identidad']);
  });
});
