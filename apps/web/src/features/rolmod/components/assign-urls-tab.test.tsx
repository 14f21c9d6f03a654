import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { okResponse } from '../../../test/respuestas.ts';
import { AssignUrlsTab } from './assign-urls-tab.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  vi.mocked(notify).mockClear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/rolmod/modulos'))
      return okResponse([{ id_modulo: 11, nombre: 'Ventas', icono: 'bi-cash' }]);
    if (url.endsWith('/rolmod/urls'))
      return okResponse([
        { id_url: 1, ruta: '/dashboard/maquina/ventas' },
        { id_url: 2, ruta: '/dashboard/usuarios' },
        { id_url: 3, ruta: '/dashboard/tienda/crear' },
      ]);
    // The module still holds a reserved URL linked before it was reserved.
    if (url.endsWith('/rolmod/modulos/urls'))
      return okResponse([
        { id_modulo: 11, id_url: 1 },
        { id_modulo: 11, id_url: 2 },
      ]);
    const body = JSON.parse(String(init?.body));
    posted.push(body);
    return okResponse(body.modulo_url);
  });
});

const ui = mensajes.rolmod.ui;

describe('AssignUrlsTab', () => {
  it('shows a reserved URL disabled and marked, unchecked, and never sends it', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <AssignUrlsTab />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Ventas' });
    await user.selectOptions(screen.getByLabelText(ui.modulo), '11');

    const reservada = await screen.findByLabelText(`/dashboard/usuarios ${mensajes.rolmod.reservada}`);
    expect(reservada).toBeDisabled();
    expect(reservada).not.toBeChecked();
    const ventas = screen.getByLabelText('/dashboard/maquina/ventas');
    expect(ventas).toBeEnabled();
    expect(ventas).toBeChecked();
    expect(screen.getByLabelText('/dashboard/tienda/crear')).toBeEnabled();
    expect(screen.getAllByText(mensajes.rolmod.reservada)).toHaveLength(1);

    await user.click(screen.getByLabelText('/dashboard/tienda/crear'));
    await user.click(screen.getByRole('button', { name: ui.asignarUrls }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: mensajes.rolmod.urlsAsignadas })),
    );
    expect(posted).toEqual([
      {
        modulo_url: [
          { id_modulo: 11, id_url: 1 },
          { id_modulo: 11, id_url: 3 },
        ],
        id_modulo: 11,
      },
    ]);
  });
});
