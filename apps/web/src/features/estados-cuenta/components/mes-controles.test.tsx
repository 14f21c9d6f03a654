import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmAction, notify } from '../../../lib/notify.ts';
import { saveSession } from '../../../lib/session.ts';
import { jsonResponse } from '../../../test/respuestas.ts';
import { fakeToken, usuarioJson } from '../../../test/tokens.ts';
import { MesControles } from './mes-controles.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const ui = mensajes.estadosCuenta.ui;
const m = mensajes.estadosCuenta;
let cerrados: string[];
const llamadas: { url: string; body: unknown }[] = [];

beforeEach(() => {
  cerrados = ['2026-07'];
  llamadas.length = 0;
  vi.mocked(confirmAction).mockResolvedValue(true);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    llamadas.push({ url: String(url), body });
    switch (String(url)) {
      case '/estado-cuenta/meses-cerrados':
        return jsonResponse({ valid: true, resultados: cerrados.map((mes) => ({ mes })), mensaje_user: '' });
      case '/estado-cuenta/generar':
        return jsonResponse({ valid: true, resultados: [{}, {}, {}], mensaje_user: m.generados(3) });
      case '/estado-cuenta/cerrar':
        cerrados.push(body.mes);
        return jsonResponse({
          valid: true,
          resultados: [{ mes: body.mes }],
          mensaje_user: m.mesCerradoOk(body.mes),
        });
      default:
        return jsonResponse({ valid: true, resultados: [], mensaje_user: '' });
    }
  });
});

function renderControles(rol: string, mes = '2026-10') {
  saveSession(usuarioJson(rol), fakeToken(3600));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MesControles
          mes={mes}
          onMes={() => {}}
          imprimirTodosHref={`/dashboard/estados-cuenta/imprimir?mes=${mes}`}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MesControles', () => {
  it('generates the month and says how many statements the server made', async () => {
    const user = userEvent.setup();
    renderControles('ADMIN');
    await user.click(screen.getByRole('button', { name: ui.generar }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: m.generados(3) })),
    );
    expect(llamadas.find((l) => l.url === '/estado-cuenta/generar')?.body).toEqual({ mes: '2026-10' });
  });

  it('closes the month only after the confirmation that says closed months refuse changes, then wears the badge', async () => {
    const user = userEvent.setup();
    renderControles('ADMIN');
    vi.mocked(confirmAction).mockResolvedValueOnce(false);
    await user.click(screen.getByRole('button', { name: ui.cerrarMes }));
    expect(confirmAction).toHaveBeenCalledWith(ui.confirmarCerrar('octubre de 2026'), ui.cerrarMes);
    expect(llamadas.some((l) => l.url === '/estado-cuenta/cerrar')).toBe(false);

    await user.click(screen.getByRole('button', { name: ui.cerrarMes }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: m.mesCerradoOk('2026-10') })),
    );
    expect(await screen.findByText(ui.mesCerradoBadge)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.cerrarMes })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.generar })).not.toBeInTheDocument();
  });

  it('offers no close to a role other than ADMIN (the server refuses it too)', async () => {
    renderControles('OPERADOR');
    expect(await screen.findByRole('button', { name: ui.generar })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.cerrarMes })).not.toBeInTheDocument();
  });

  it('a closed month shows its badge', async () => {
    renderControles('ADMIN', '2026-07');
    expect(await screen.findByText(ui.mesCerradoBadge)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ui.imprimirTodos })).toHaveAttribute(
      'href',
      '/dashboard/estados-cuenta/imprimir?mes=2026-07',
    );
  });
});
