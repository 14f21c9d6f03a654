import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { AssignModulosTab } from './assign-modulos-tab.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const json = (body: unknown) =>
  new Response(JSON.stringify({ valid: true, resultados: body, mensaje_user: '' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
let links: { id_rol: number; id_modulo: number }[];
const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  links = [{ id_rol: 2, id_modulo: 11 }];
  vi.mocked(notify).mockClear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/rolmod/roles'))
      return json([{ id_rol: 2, rol: 'OPERADOR', fecha_creacion: '2026-01-01T00:00:00Z' }]);
    if (url.endsWith('/rolmod/modulos'))
      return json([
        { id_modulo: 11, nombre: 'Ventas', icono: 'bi-cash' },
        { id_modulo: 12, nombre: 'Tiendas', icono: 'bi-shop' },
      ]);
    if (url.endsWith('/rolmod/roles/modulos')) return json(links);
    const body = JSON.parse(String(init?.body));
    posted.push(body);
    links = body.rol_modulo;
    return json(links);
  });
});

const ui = mensajes.rolmod.ui;

describe('AssignModulosTab', () => {
  it("pre-checks the role's modules and replaces them with the checked set", async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <AssignModulosTab />
      </QueryClientProvider>,
    );
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
});
