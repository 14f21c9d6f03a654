import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/respuestas.ts';
import { rutaEstadoCuenta } from '../api/estados-cuenta.ts';
import { EstadosCuentaTienda } from './estados-cuenta-tienda.tsx';

const ui = mensajes.estadosCuenta.ui;
const ut = mensajes.estadosCuenta.uiTienda;

let calls: { path: string; body: Record<string, unknown> }[];
beforeEach(() => {
  calls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const body = JSON.parse(String(init?.body ?? '{}'));
    calls.push({ path, body });
    if (path === '/estado-cuenta')
      return jsonResponse({
        valid: true,
        mensaje_user: '',
        total: 1,
        totales: { ventas: 1200, comision: 180, ajustes: 0, total: 180, pagado: 100, pendiente: 80 },
        resultados: [
          {
            id_estado: 3,
            id_tienda: 5,
            tienda: 'La Fuente',
            mes: '2026-10',
            unidades: 48,
            litros: 960,
            ventas: 1200,
            comision: 180,
            ajustes: 0,
            total: 180,
            pagado: 100,
            pendiente: 80,
            cerrado: true,
            fecha_creacion: '2026-11-01T12:00:00.000Z',
          },
        ],
      });
    return jsonResponse({
      valid: true,
      mensaje_user: '',
      total: 1,
      totales: { monto: 100 },
      resultados: [
        {
          id_pago: 7,
          id_tienda: 5,
          tienda: 'La Fuente',
          fecha: '2026-11-05',
          monto: 100,
          metodo: 'TRANSFERENCIA',
          referencia: 'SPEI 123',
          usuario: 'admin',
        },
      ],
    });
  });
});

function setup(url = '/dashboard/mi-tienda?periodo=mes') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[url]}>
        <EstadosCuentaTienda id_tienda={5} verEstado={(mes) => rutaEstadoCuenta(5, mes)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('EstadosCuentaTienda', () => {
  it("lists the store's statements with their totals, each month linking to its statement", async () => {
    setup();
    const enlace = await screen.findByRole('link', { name: ut.verMes('octubre de 2026') });
    expect(enlace).toHaveAttribute('href', '/dashboard/estados-cuenta/ver?tienda=5&mes=2026-10');
    const fila = enlace.closest('tr') as HTMLElement;
    expect(within(fila).getByText(ut.cerrado)).toBeInTheDocument();
    expect(fila).toHaveTextContent('$ 80.00 MXN');
    // The screen's period (Mi tienda's sales) is not the list's: the call carries the store and the page only.
    expect(calls.filter((c) => c.path === '/estado-cuenta')).toEqual([
      { path: '/estado-cuenta', body: { id_tienda: 5, pagina: 1, por_pagina: 10 } },
    ]);
  });

  it("shows the store's payments in the other tab, with their sum", async () => {
    const user = setup();
    await screen.findByRole('link', { name: ut.verMes('octubre de 2026') });
    await user.click(screen.getByRole('tab', { name: ui.seccionPagos }));
    const fila = (await screen.findByText('SPEI 123')).closest('tr') as HTMLElement;
    expect(fila).toHaveTextContent('05/11/2026');
    expect(fila).toHaveTextContent('Transferencia');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ path: '/pago', body: { id_tienda: 5, pagina: 1, por_pagina: 10 } }),
    );
    expect(screen.getByRole('rowheader', { name: mensajes.listas.totales })).toBeInTheDocument();
  });
});
