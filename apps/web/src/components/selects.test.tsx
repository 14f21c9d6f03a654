import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaquinaSelect } from './selects.tsx';

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
  it('MaquinaSelect offers every machine, one at rest marked Inactiva; the default option emits 0', async () => {
    const wrapper = conDatos({
      '/maquina': [
        { id_maquina: 1, nombre: 'Centro', estatus: 'ACTIVA' },
        { id_maquina: 2, nombre: 'Bodega', estatus: 'INACTIVA' },
      ],
    });
    const onChange = vi.fn();
    render(<MaquinaSelect value={1} onChange={onChange} />, { wrapper });
    expect(await screen.findByRole('option', { name: 'Centro' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Bodega (Inactiva)' })).toHaveValue('2');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Seleccione…',
      'Centro',
      'Bodega (Inactiva)',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Máquina'), '0');
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('a list that fails to load says so with Reintentar, never an empty select, and loads again', async () => {
    let falla = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      falla
        ? new Response(JSON.stringify({ valid: false, resultados: [], mensaje_user: 'x' }), { status: 500 })
        : new Response(
            JSON.stringify({
              valid: true,
              resultados: [{ id_maquina: 1, nombre: 'Centro', estatus: 'ACTIVA' }],
              mensaje_user: '',
            }),
            { status: 200 },
          ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MaquinaSelect value={0} onChange={() => {}} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No se pudieron cargar las opciones.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    falla = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('option', { name: 'Centro' })).toBeInTheDocument();
    expect(screen.getByLabelText('Máquina')).toHaveValue('0');
  });
});
