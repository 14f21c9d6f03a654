import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { okResponse } from '../../../test/respuestas.ts';
import { AssignModulosTab } from './assign-modulos-tab.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

let links: { id_rol: number; id_modulo: number }[];
const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  links = [{ id_rol: 2, id_modulo: 11 }];
  vi.mocked(notify).mockClear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/rolmod/roles'))
      return okResponse([
        { id_rol: 1, rol: 'ADMIN', fecha_creacion: '2026-01-01T00:00:00Z' },
        { id_rol: 2, rol: 'OPERADOR', fecha_creacion: '2026-01-01T00:00:00Z' },
      ]);
    if (url.endsWith('/rolmod/modulos'))
      return okResponse([
        { id_modulo: 11, nombre: 'Ventas', icono: 'bi-cash' },
        { id_modulo: 12, nombre: 'Tiendas', icono: 'bi-shop' },
      ]);
    if (url.endsWith('/rolmod/roles/modulos'))
      return okResponse(JSON.parse(String(init?.body)).id_rol === 1 ? [] : links);
    const body = JSON.parse(String(init?.body));
    posted.push(body);
    links = body.rol_modulo;
    return okResponse(links);
  });
});

const ui = mensajes.rolmod.ui;

function renderTab() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <AssignModulosTab />
    </QueryClientProvider>,
  );
}

describe('AssignModulosTab', () => {
  it("pre-checks the role's modules and replaces them with the checked set", async () => {
    renderTab();
    const user = userEvent.setup();
    expect(screen.getByText(ui.elijaRol)).toBeInTheDocument();
    await screen.findByRole('option', { name: 'OPERADOR' });
    await user.selectOptions(screen.getByLabelText(ui.rol), '2');
    expect(await screen.findByLabelText('Ventas')).toBeChecked();
    expect(screen.getByLabelText('Tiendas')).not.toBeChecked();

    await user.click(screen.getByLabelText('Tiendas'));
    await user.click(screen.getByLabelText('Ventas'));
    await user.click(screen.getByRole('button', { name: ui.asignarModulos }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'Módulos asignados correctamente' }),
      ),
    );
    expect(posted).toEqual([{ rol_modulo: [{ id_modulo: 12, id_rol: 2 }], id_rol: 2 }]);
    expect(screen.getByLabelText('Tiendas')).toBeChecked();
    expect(screen.getByLabelText('Ventas')).not.toBeChecked();
  });

  it('ADMIN: every module checked and disabled, a note that it always has them all, and nothing to save', async () => {
    renderTab();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'ADMIN' });
    // Even if the server listed none for it, ADMIN holds every module.
    await user.selectOptions(screen.getByLabelText(ui.rol), '1');
    for (const nombre of ['Ventas', 'Tiendas']) {
      const check = await screen.findByLabelText(nombre);
      expect(check).toBeChecked();
      expect(check).toBeDisabled();
    }
    expect(screen.getByText(mensajes.rolmod.adminTodosLosModulos)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.asignarModulos })).toBeNull();

    // Another role is editable again.
    await user.selectOptions(screen.getByLabelText(ui.rol), '2');
    expect(await screen.findByLabelText('Tiendas')).toBeEnabled();
    expect(screen.queryByText(mensajes.rolmod.adminTodosLosModulos)).toBeNull();
    expect(screen.getByRole('button', { name: ui.asignarModulos })).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});
