import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VentaForm } from './venta-form.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn(async () => {}) }));

const porRuta: Record<string, unknown[]> = {
  '/maquina': [
    { id_maquina: 1, nombre: 'Centro', estatus: 'ACTIVA' },
    { id_maquina: 2, nombre: 'Bodega', estatus: 'INACTIVA' },
  ],
  '/cat/categorias/trans': [{ id_categoria_transaccion: 1, tipo: 'VENTA', clase: 'VENTA' }],
  '/producto': [{ id_producto: 1, nombre: 'Garrafón', precio: 25, stock: 10 }],
};
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async (url) =>
      new Response(
        JSON.stringify({ valid: true, resultados: porRuta[String(url)] ?? [], mensaje_user: '' }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
});

function renderForm(id_maquina: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VentaForm id_maquina={id_maquina} onMaquina={() => {}} />
    </QueryClientProvider>,
  );
}

describe('VentaForm', () => {
  it('offers a machine at rest, marked, but refuses a new sale on it', async () => {
    renderForm(2);
    expect(await screen.findByRole('option', { name: 'Bodega (Inactiva)' })).toBeInTheDocument();
    expect(await screen.findByText(mensajes.ui.maquinaInactivaVentas)).toBeInTheDocument();
    expect(screen.getByLabelText('Máquina')).toHaveAccessibleDescription(mensajes.ui.maquinaInactivaVentas);
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  it('takes a sale on an active machine', async () => {
    renderForm(1);
    expect(await screen.findByRole('option', { name: 'Centro' })).toBeInTheDocument();
    expect(screen.queryByText(mensajes.ui.maquinaInactivaVentas)).toBeNull();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });
});
