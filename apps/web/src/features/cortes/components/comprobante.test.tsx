import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { okResponse } from '../../../test/respuestas.ts';
import { fakeToken, usuarioJson } from '../../../test/tokens.ts';
import type { CorteRow } from '../api/cortes.ts';
import { Comprobante } from './comprobante.tsx';

const ui = mensajes.uiCortes;

/** The corte: $2,150.00 of sales, $607.50 in the box, the meter agreeing with the sales. */
const POR_VENTA: CorteRow = {
  id_corte: 5,
  id_maquina: 1,
  maquina: 'Las Palmas',
  modo_venta: 'POR_VENTA',
  id_colector: 3,
  colector: 'Ope Rador',
  fecha: '2026-03-02T17:00:00.000Z',
  fecha_anterior: null,
  lectura_anterior: 5000,
  lectura: 6720,
  lectura_final_anterior: null,
  litros: 1720,
  precio_litro: 1.25,
  precio_litro_nuevo: null,
  esperado: 2150,
  contado: 607.5,
  diferencia: -1542.5,
  tolerancia: 43,
  fuera_de_tolerancia: true,
  efectivo: { b500: 1, b100: 1, m5: 1, m2: 1, m050: 1 },
  motivo: 'OTRO',
  motivo_texto: 'Se revisa',
  notas: null,
  estado: 'PENDIENTE',
  motivo_rechazo: null,
  ventas_monto: 2150,
  ventas_litros: 1720,
  diferencia_litros: 0,
  tolerancia_litros: 17.2,
  litros_fuera_de_tolerancia: false,
  lectura_base: false,
  id_venta_maquina: null,
  pagado_tiendas: 0,
  a_depositar: 0,
  id_deposito: null,
  fecha_eliminacion: null,
};

let fila: CorteRow;

beforeEach(() => {
  saveSession(usuarioJson('ADMIN'), fakeToken(3600));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
    okResponse(String(url) === '/corte' ? [fila] : []),
  );
});

function renderComprobante() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Comprobante id_corte={fila.id_corte} volverHref="/dashboard/cortes" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Comprobante: whether the corte reconciles (issue 43)', () => {
  it('a POR_VENTA corte short of its sales names the cash-against-sales pair, not “Cuadra”', async () => {
    fila = POR_VENTA;
    renderComprobante();
    const cuadre = await screen.findAllByTestId('corte-cuadre');
    expect(cuadre[0]).toHaveTextContent(ui.noCuadraPor(ui.pares.EFECTIVO_VENTAS));
    expect(cuadre[0]).not.toHaveTextContent(ui.pares.CONTADOR_VENTAS);
    expect(cuadre[0]).not.toHaveTextContent(new RegExp(`^${ui.cuadra}$`));
    // The comparison names each pair with its verdict: the cash fails, the meter agrees.
    const pares = screen.getAllByTestId('corte-par');
    expect(pares.map((p) => p.textContent)).toEqual([
      expect.stringMatching(
        /^Efectivo contra ventasFaltante \$\s?1,542\.50Tolerancia: \$\s?43\.00No cuadra$/,
      ),
      expect.stringMatching(/^Contador contra ventas0 LTolerancia: 17\.2 LCuadra$/),
    ]);
  });

  it('the meter short of the sales names the meter-against-sales pair', async () => {
    fila = {
      ...POR_VENTA,
      contado: 2150,
      diferencia: 0,
      fuera_de_tolerancia: false,
      litros: 810,
      diferencia_litros: -910,
      tolerancia_litros: 8.1,
      litros_fuera_de_tolerancia: true,
    };
    renderComprobante();
    const [cuadre] = await screen.findAllByTestId('corte-cuadre');
    expect(cuadre).toHaveTextContent(ui.noCuadraPor(ui.pares.CONTADOR_VENTAS));
    expect(cuadre).not.toHaveTextContent(ui.pares.EFECTIVO_VENTAS);
    expect(within(screen.getAllByTestId('corte-par')[1] as HTMLElement).getByText('−910 L')).toBeVisible();
  });

  it('a POR_CORTE corte within tolerance reconciles; beyond it names cash against meter', async () => {
    const porCorte = {
      ...POR_VENTA,
      modo_venta: 'POR_CORTE' as const,
      esperado: 607.5,
      diferencia: 0,
      fuera_de_tolerancia: false,
      ventas_monto: null,
      ventas_litros: null,
      diferencia_litros: null,
      tolerancia_litros: null,
    };
    fila = porCorte;
    const { unmount } = renderComprobante();
    expect((await screen.findAllByTestId('corte-cuadre'))[0]).toHaveTextContent(new RegExp(`^${ui.cuadra}$`));
    expect(screen.queryByTestId('corte-par')).toBeNull();
    unmount();
    fila = { ...porCorte, diferencia: -100, fuera_de_tolerancia: true };
    renderComprobante();
    expect((await screen.findAllByTestId('corte-cuadre'))[0]).toHaveTextContent(
      ui.noCuadraPor(ui.pares.EFECTIVO_CONTADOR),
    );
  });
});
