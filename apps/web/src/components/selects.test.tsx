import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaquinaSelect, ProductoSelect } from './selects.tsx';

function conDatos(porRuta: Record<string, unknown[]>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async (url) =>
      new Response(
        JSON.stringify({ valid: true, resultados: porRuta[String(url)] ?? [], mensaje_user: '' }),
        { status: 200 },
      ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('selects', () => {
  it('MaquinaSelect offers only ACTIVA machines; the default option emits 0', async () => {
    const wrapper = conDatos({
      '/maquina': [
        { id_maquina: 1, nombre: 'Centro', estatus: 'ACTIVA' },
        { id_maquina: 2, nombre: 'Bodega', estatus: 'INACTIVA' },
      ],
    });
    const onChange = vi.fn();
    render(<MaquinaSelect value={1} onChange={onChange} />, { wrapper });
    expect(await screen.findByRole('option', { name: 'Centro' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Bodega' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Máquina'), '0');
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('ProductoSelect offers only products in stock and emits their price, (0, 0) for the default', async () => {
    const wrapper = conDatos({
      '/producto': [
        { id_producto: 1, nombre: 'Garrafón', descripcion: null, precio: 25, stock: 10 },
        { id_producto: 2, nombre: 'Agotado', descripcion: null, precio: 95, stock: 0 },
      ],
    });
    const onChange = vi.fn();
    render(<ProductoSelect value={0} onChange={onChange} />, { wrapper });
    await userEvent.selectOptions(
      await screen.findByLabelText('Producto'),
      await screen.findByRole('option', { name: 'Garrafón' }),
    );
    expect(onChange).toHaveBeenLastCalledWith(1, 25);
    expect(screen.queryByRole('option', { name: 'Agotado' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Producto'), '0');
    expect(onChange).toHaveBeenLastCalledWith(0, 0);
  });
});
