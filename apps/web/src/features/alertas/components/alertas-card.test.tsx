import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { okResponse } from '../../../test/respuestas.ts';
import { fakeToken, usuarioJson } from '../../../test/tokens.ts';
import type { AlertaRow } from '../api/alertas.ts';
import { AlertasCard } from './alertas-card.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(async () => {}) }));

const m = mensajes.alertas;

const FILAS: AlertaRow[] = [
  {
    id_alerta: 9,
    tipo: 'LECTURA_FUERA',
    mensaje: 'Lectura fuera de rango en la máquina Centro (entrada): cloro 2 mg/L',
    enlace: '/dashboard/registro-sanitario/maquina/1',
    id_maquina: 1,
    maquina: 'Centro',
    id_producto: null,
    producto: null,
    abierta: '2026-11-24T16:00:00.000Z',
    inicio: '2026-11-24T06:00:00.000Z',
    cerrada: null,
    leida: false,
  },
  {
    id_alerta: 4,
    tipo: 'STOCK_BAJO',
    mensaje: 'Stock bajo: Garrafón 20 L tiene 3 (mínimo 10)',
    enlace: '/dashboard/catalogos?catalogo=productos&buscar=Garraf%C3%B3n%2020%20L',
    id_maquina: null,
    maquina: null,
    id_producto: 2,
    producto: 'Garrafón 20 L',
    abierta: '2026-11-20T15:00:00.000Z',
    inicio: '2026-11-20T15:00:00.000Z',
    cerrada: '2026-11-22T18:30:00.000Z',
    leida: true,
  },
  {
    id_alerta: 7,
    tipo: 'SIN_VENTA',
    mensaje: 'La máquina Norte no registra ventas desde el 18/11/2026',
    enlace: '/dashboard/maquina/ventas?maquina=2',
    id_maquina: 2,
    maquina: 'Norte',
    id_producto: null,
    producto: null,
    abierta: '2026-11-20T12:00:00.000Z',
    inicio: '2026-11-18T17:05:00.000Z',
    cerrada: null,
    leida: true,
  },
];

let llamadas: { url: string; body: Record<string, unknown> }[];
beforeEach(() => {
  llamadas = [];
  saveSession(usuarioJson('ADMIN'), fakeToken(3600));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    llamadas.push({ url: String(url), body });
    switch (String(url)) {
      case '/maquina':
        return okResponse([
          { id_maquina: 1, nombre: 'Centro', estatus: 'ACTIVA' },
          { id_maquina: 2, nombre: 'Norte', estatus: 'ACTIVA' },
        ]);
      case '/alertas': {
        const filas = FILAS.filter((f) => !body.tipo || f.tipo === body.tipo);
        return new Response(
          JSON.stringify({ valid: true, resultados: filas, total: filas.length, mensaje_user: '' }),
          {
            headers: { 'content-type': 'application/json' },
          },
        );
      }
      default:
        return okResponse([]);
    }
  });
});

function renderLista(url = '/dashboard/alertas') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AlertasCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const listas = () => llamadas.filter((l) => l.url === '/alertas').map((l) => l.body);
const fila = (texto: RegExp) => screen.getByRole('link', { name: texto }).closest('tr')!;

describe('AlertasCard', () => {
  it('lists open and closed alerts: an open one marked and unread, a closed one with when it closed, each linking to its screen', async () => {
    renderLista();
    const abierta = await screen.findByRole('link', { name: /cloro 2 mg\/L/ });
    expect(abierta).toHaveAttribute('href', '/dashboard/registro-sanitario/maquina/1');
    expect(abierta).toHaveTextContent(`${m.noLeida}:`);
    expect(within(fila(/cloro 2/)).getByText(m.abierta)).toBeVisible();
    expect(within(fila(/cloro 2/)).getByText('24/11/2026 10:00')).toBeVisible();
    expect(within(fila(/cloro 2/)).getByText(m.tipos.LECTURA_FUERA)).toBeVisible();

    const cerrada = fila(/Stock bajo/);
    expect(within(cerrada).getByText(m.cerrada)).toBeVisible();
    expect(within(cerrada).getByText('22/11/2026 12:30')).toBeVisible();
    expect(within(cerrada).queryByText(m.abierta)).toBeNull();
    expect(screen.getByRole('link', { name: /Stock bajo/ })).not.toHaveTextContent(m.noLeida);
    expect(listas()).toEqual([{ pagina: 1, por_pagina: 10 }]);
  });

  it('each alert names its machine and says since when its condition holds, not only when it was raised', async () => {
    renderLista();
    const silenciosa = await screen.findByRole('link', { name: /Norte no registra ventas/ });
    // Raised on 20/11 at 06:00; its condition (no sale) began with the last sale, 18/11 at 11:05 (Mexico City).
    expect(silenciosa).toHaveTextContent(m.desdeEl('18/11/2026 11:05'));
    expect(within(fila(/Norte no registra/)).getByText('20/11/2026 06:00')).toBeVisible();
    expect(await screen.findByRole('link', { name: /cloro 2/ })).toHaveTextContent(
      m.desdeEl('24/11/2026 00:00'),
    );
  });

  it('filters by type, machine and state, each sent to the server with the view', async () => {
    const user = userEvent.setup();
    renderLista();
    await screen.findByRole('link', { name: /Stock bajo/ });
    await user.selectOptions(screen.getByLabelText(m.tipo), m.tipos.STOCK_BAJO);
    await waitFor(() => expect(screen.queryByRole('link', { name: /cloro 2/ })).toBeNull());
    await user.selectOptions(screen.getByLabelText(m.maquina), 'Norte');
    await user.selectOptions(screen.getByLabelText(m.estado), m.estados.CERRADA);
    await waitFor(() =>
      expect(listas().at(-1)).toEqual({
        tipo: 'STOCK_BAJO',
        id_maquina: 2,
        estado: 'CERRADA',
        pagina: 1,
        por_pagina: 10,
      }),
    );
    await user.selectOptions(screen.getByLabelText(m.estado), m.todas);
    await waitFor(() =>
      expect(listas().at(-1)).toEqual({ tipo: 'STOCK_BAJO', id_maquina: 2, pagina: 1, por_pagina: 10 }),
    );
  });

  it('opening an unread open alert marks it read; a read or closed one is only opened', async () => {
    const user = userEvent.setup();
    renderLista();
    await user.click(await screen.findByRole('link', { name: /cloro 2/ }));
    await user.click(screen.getByRole('link', { name: /Stock bajo/ }));
    await user.click(screen.getByRole('link', { name: /Norte no registra ventas/ }));
    await waitFor(() =>
      expect(llamadas.filter((l) => l.url === '/alertas/leer')).toEqual([
        { url: '/alertas/leer', body: { id_alerta: 9 } },
      ]),
    );
  });

  it('reads its filters from the URL, so a shared link opens the same view', async () => {
    renderLista('/dashboard/alertas?tipo=LECTURA_FUERA&estado=ABIERTA&maquina=1&orden=-abierta');
    await screen.findByRole('link', { name: /cloro 2/ });
    expect(listas()[0]).toEqual({
      tipo: 'LECTURA_FUERA',
      estado: 'ABIERTA',
      id_maquina: 1,
      pagina: 1,
      por_pagina: 10,
      orden: '-abierta',
    });
    expect(screen.getByLabelText(m.tipo)).toHaveValue('LECTURA_FUERA');
  });
});
