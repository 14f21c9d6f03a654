import { NO_LEIDAS_TOPE } from '@aguavend/contract/alertas';
import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { okResponse } from '../../../test/respuestas.ts';
import { fakeToken, usuarioJson } from '../../../test/tokens.ts';
import type { AlertaRow } from '../api/alertas.ts';
import { Campana } from './campana.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(async () => {}) }));

const m = mensajes.alertas;
const hace = (minutos: number) => new Date(Date.now() - minutos * 60_000).toISOString();

const alerta = (id_alerta: number, mensaje: string, minutos: number, enlace: string): AlertaRow => ({
  id_alerta,
  tipo: 'SIN_VENTA',
  mensaje,
  enlace,
  id_maquina: 1,
  maquina: 'Centro',
  id_producto: null,
  producto: null,
  abierta: hace(minutos),
  inicio: hace(minutos),
  cerrada: null,
  leida: false,
});

/** The server as the bell sees it: the open alerts and the calls received, in order. */
let abiertas: AlertaRow[];
let llamadas: { url: string; body: Record<string, unknown> }[];
const campanaLlamadas = () => llamadas.filter((l) => l.url === '/alertas/campana').length;

beforeEach(() => {
  llamadas = [];
  abiertas = [
    alerta(
      2,
      'La máquina Centro no registra ventas desde el 20/11/2026',
      5,
      '/dashboard/maquina/ventas?maquina=1',
    ),
    alerta(1, 'Corte #4 de la máquina Norte con faltante de $50.00', 180, '/dashboard/cortes?seccion=lista'),
  ];
  saveSession(usuarioJson('ADMIN'), fakeToken(3600));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    llamadas.push({ url: String(url), body });
    switch (String(url)) {
      case '/alertas/campana':
        return okResponse([{ no_leidas: abiertas.filter((a) => !a.leida).length }]);
      case '/alertas/recientes':
        return okResponse(abiertas.map((a) => ({ ...a })));
      case '/alertas/leer':
        for (const a of abiertas) if (a.id_alerta === body.id_alerta) a.leida = true;
        return okResponse([]);
      case '/alertas/leer-todas':
        for (const a of abiertas) a.leida = true;
        return okResponse([{ leidas: abiertas.length }]);
      default:
        return okResponse([]);
    }
  });
});
afterEach(() => vi.useRealTimers());

function Ubicacion() {
  const { pathname, search } = useLocation();
  return <output data-testid="ubicacion">{pathname + search}</output>;
}

function renderCampana(verTodas: string | null = '/dashboard/alertas') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/inicio']}>
        <Campana verTodas={verTodas} />
        <Ubicacion />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const boton = (n: number) => screen.findByRole('button', { name: mensajes.marco.notificacionesCuenta(n) });

async function abrir(n: number) {
  const user = userEvent.setup();
  await user.click(await boton(n));
  // The panel's code loads on this first click.
  await screen.findByRole('heading', { name: m.campana });
  return user;
}

describe('Campana', () => {
  it('shows the unread count on the bell and the open alerts newest first, each with its time and unread mark', async () => {
    renderCampana();
    expect(await boton(2)).toHaveTextContent('2');
    // Closed, the bell asks for its count only; the alerts come when it opens.
    expect(llamadas).toEqual([{ url: '/alertas/campana', body: {} }]);
    await abrir(2);
    expect(screen.getByRole('heading', { name: m.campana })).toBeVisible();
    expect(screen.getByText(m.sinLeer(2))).toBeVisible();
    await screen.findByText('La máquina Centro no registra ventas desde el 20/11/2026');
    const enlaces = screen.getAllByRole('link').filter((a) => a.textContent?.includes(m.noLeida));
    expect(enlaces.map((a) => a.textContent)).toEqual([
      `${m.noLeida}: La máquina Centro no registra ventas desde el 20/11/2026Hace 5 minutos`,
      `${m.noLeida}: Corte #4 de la máquina Norte con faltante de $50.00Hace 3 horas`,
    ]);
    expect(enlaces[0]).toHaveAttribute('href', '/dashboard/maquina/ventas?maquina=1');
    expect(screen.getByRole('link', { name: m.verTodas })).toHaveAttribute('href', '/dashboard/alertas');
    expect(llamadas).toEqual([
      { url: '/alertas/campana', body: {} },
      { url: '/alertas/recientes', body: {} },
    ]);
  });

  it('reads the server\'s capped count (NO_LEIDAS_TOPE) as "99+", on the badge and in the labels', async () => {
    abiertas = Array.from({ length: NO_LEIDAS_TOPE }, (_, i) =>
      alerta(i + 1, `Alerta ${i + 1}`, i, '/dashboard'),
    );
    renderCampana();
    const bell = await screen.findByRole('button', { name: 'Notificaciones: más de 99 nuevas' });
    expect(bell).toHaveTextContent('99+');
    await abrir(NO_LEIDAS_TOPE);
    expect(screen.getByText('Más de 99 sin leer')).toBeVisible();
  });

  it('says "Sin notificaciones" and shows no badge when no alert is open', async () => {
    abiertas = [];
    renderCampana(null);
    const bell = await boton(0);
    expect(bell.querySelector('.badge')).toBeNull();
    await abrir(0);
    expect(screen.getByText(m.sinNotificaciones)).toBeVisible();
    expect(screen.queryByRole('button', { name: m.marcarTodas })).toBeNull();
    // Without the Alertas screen granted, no way to it.
    expect(screen.queryByRole('link', { name: m.verTodas })).toBeNull();
  });

  it('marks one alert read: the call names it, the count drops and its unread mark goes, the panel stays open', async () => {
    renderCampana();
    const user = await abrir(2);
    await user.click(
      screen.getByRole('button', {
        name: m.marcarLeidaDe('Corte #4 de la máquina Norte con faltante de $50.00'),
      }),
    );
    expect(await boton(1)).toHaveAttribute('aria-expanded', 'true');
    expect(llamadas.filter((l) => l.url === '/alertas/leer')).toEqual([
      { url: '/alertas/leer', body: { id_alerta: 1 } },
    ]);
    expect(screen.getByText(m.sinLeer(1))).toBeVisible();
    const corte = screen.getByRole('link', { name: /Corte #4/ });
    expect(corte).not.toHaveTextContent(m.noLeida);
    expect(within(corte.closest('li')!).queryByRole('button')).toBeNull();
  });

  it('"Marcar todas" marks every alert read and empties the count', async () => {
    renderCampana();
    const user = await abrir(2);
    await user.click(screen.getByRole('button', { name: m.marcarTodas }));
    await boton(0);
    expect(llamadas.filter((l) => l.url.startsWith('/alertas/leer'))).toEqual([
      { url: '/alertas/leer-todas', body: {} },
    ]);
    expect(screen.getByText(m.sinLeer(0))).toBeVisible();
    expect(screen.queryByRole('button', { name: m.marcarTodas })).toBeNull();
    // Read alerts stay listed while they are open.
    expect(screen.getByRole('link', { name: /Corte #4/ })).toBeVisible();
  });

  it('opening an alert goes to the screen that resolves it and marks it read', async () => {
    renderCampana();
    const user = await abrir(2);
    await user.click(screen.getByRole('link', { name: /no registra ventas/ }));
    expect(screen.getByTestId('ubicacion')).toHaveTextContent('/dashboard/maquina/ventas?maquina=1');
    // The panel closes behind the choice.
    expect(await boton(1)).toHaveAttribute('aria-expanded', 'false');
    expect(llamadas.filter((l) => l.url === '/alertas/leer')).toEqual([
      { url: '/alertas/leer', body: { id_alerta: 2 } },
    ]);
  });

  it('the first click loads the panel with the focus on the bell, so Escape closes it and Enter opens it again', async () => {
    renderCampana();
    const user = await abrir(2);
    const bell = await boton(2);
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('heading', { name: m.campana }).closest('.dropdown-menu');
    expect(panel).toHaveClass('show');
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveClass('show');
    await user.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('show');
  });

  it('asks the server again every 60 s, not sooner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCampana();
    await boton(2);
    expect(campanaLlamadas()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(campanaLlamadas()).toBe(1);
    abiertas.pop();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await boton(1);
    expect(campanaLlamadas()).toBe(2);
  });

  it('asks nothing without a session', async () => {
    sessionStorage.clear();
    renderCampana();
    expect(screen.getByRole('button', { name: m.campana })).toBeVisible();
    await new Promise((r) => setTimeout(r, 50));
    expect(llamadas).toEqual([]);
  });
});
