import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VentaRow } from '../api/ventas.ts';
import { VentaEditDialog } from './venta-edit-dialog.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(async () => {}) }));

const posted: unknown[] = [];
beforeEach(() => {
  posted.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    posted.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ valid: true, resultados: [{}], mensaje_user: '' }), { status: 200 });
  });
});

const venta: VentaRow = {
  id_venta_maquina: 4657,
  id_maquina: 1,
  maquina: 'Máquina Centro',
  id_producto: 2,
  producto: 'Garrafón 20 L',
  cantidad: 3,
  precio_unitario: 25,
  monto: 75,
  descripcion: '',
  fecha_transaccion: '2026-11-20T15:30:00.000Z',
  id_transaccion: 9,
  id_categoria_transaccion: 1,
  fecha_eliminacion: null,
  id_usuario: 1,
  usuario: 'admin',
};

function setup(onSaved = vi.fn()) {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <VentaEditDialog venta={venta} onCancel={() => {}} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSaved };
}

describe('VentaEditDialog', () => {
  it('stops a sale edited to quantity 0 in the browser, with the message the server would give', async () => {
    const { user, onSaved } = setup();
    await user.clear(screen.getByLabelText('Cantidad'));
    await user.type(screen.getByLabelText('Cantidad'), '0');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(
      await screen.findAllByText('La cantidad, el precio unitario y el monto deben ser mayores a 0.'),
    ).not.toHaveLength(0);
    expect(posted).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits the unit price too, and sends the amount as quantity × unit price', async () => {
    const { user, onSaved } = setup();
    expect(screen.getByLabelText('Precio unitario')).toBeEnabled();
    await user.clear(screen.getByLabelText('Precio unitario'));
    await user.type(screen.getByLabelText('Precio unitario'), '27.50');
    expect(screen.getByLabelText('Monto')).toHaveValue('82.50');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        id_venta_maquina: 4657,
        cantidad: 3,
        precio_unitario: 27.5,
        fecha_venta: '2026-11-20T15:30:00.000Z',
        descripcion: '',
        monto: 82.5,
      },
    ]);
  });
});
