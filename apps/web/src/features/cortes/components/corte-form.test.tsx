import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { jsonResponse, okResponse } from '../../../test/respuestas.ts';
import { fakeToken, usuarioJson } from '../../../test/tokens.ts';
import { CorteForm } from './corte-form.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const ui = mensajes.uiCortes;
const INICIO = {
  id_maquina: 1,
  modo_venta: 'POR_CORTE',
  lectura_anterior: 1000,
  precio_litro: 0.5,
  fecha_anterior: null,
  ventas_monto: null,
  ventas_litros: null,
  tolerancia_monto: 20,
  tolerancia_porcentaje: 2,
};
/** What /corte/inicio answers in each test (INICIO unless a test changes it). */
let inicio: Record<string, unknown> = INICIO;

/** What /corte/new does in each test: answer a row, fail, or not answer at all. */
let corteNuevo: (body: Record<string, unknown>) => Response | Promise<Response>;
const enviados: Record<string, unknown>[] = [];

beforeEach(() => {
  localStorage.clear();
  enviados.length = 0;
  inicio = INICIO;
  saveSession(usuarioJson('COLECTOR'), fakeToken(3600));
  corteNuevo = (body) => okResponse([{ id_corte: 7, modo_venta: 'POR_CORTE', diferencia: 0, ...body }]);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    switch (String(url)) {
      case '/maquina':
        return okResponse([{ id_maquina: 1, nombre: 'Centro', estatus: 'ACTIVA' }]);
      case '/corte/inicio':
        return okResponse([inicio]);
      case '/corte/new':
        enviados.push(body);
        return corteNuevo(body);
      default:
        return okResponse([]);
    }
  });
});

function renderForm(url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <CorteForm comprobanteHref={(id) => `/dashboard/cortes/${id}/comprobante`} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The machine's only choice is taken, and its previous reading shown. */
async function abierto() {
  renderForm();
  await screen.findByText(/Anterior: 1,000 L/);
}

describe('CorteForm', () => {
  it('works out liters, expected, counted and the difference as the reading and the pieces are typed', async () => {
    const user = userEvent.setup();
    await abierto();
    await user.type(screen.getByLabelText(ui.lectura), '1400');
    expect(screen.getByTestId('corte-litros')).toHaveTextContent('400 L');
    expect(screen.getByTestId('corte-esperado')).toHaveTextContent('$ 200.00');
    await user.type(screen.getByLabelText('Billetes de $100'), '1');
    await user.type(screen.getByLabelText('Monedas de $0.50'), '3');
    await user.click(screen.getByRole('button', { name: ui.mas('Billetes de $50') }));
    expect(screen.getByTestId('corte-total')).toHaveTextContent('$ 151.50');
    expect(screen.getByTestId('corte-diferencia')).toHaveTextContent(/^Faltante\s*\$ 48\.50$/);
    expect(screen.getByTestId('corte-diferencia').firstChild).toHaveClass('text-danger-emphasis');
    await user.type(screen.getByLabelText('Billetes de $20'), '3');
    expect(screen.getByTestId('corte-diferencia')).toHaveTextContent(/^Sobrante\s*\$ 11\.50$/);
    expect(screen.getByTestId('corte-diferencia').firstChild).toHaveClass('text-success-emphasis');
  });

  it('shows «Nuevo precio por litro» to an ADMIN only, and sends what the ADMIN types there', async () => {
    await abierto();
    expect(screen.queryByLabelText(ui.precioLitroNuevo)).not.toBeInTheDocument();
    cleanup();
    saveSession(usuarioJson('ADMIN'), fakeToken(3600));
    const user = userEvent.setup();
    await abierto();
    await user.type(screen.getByLabelText(ui.lectura), '1100');
    await user.type(screen.getByLabelText('Billetes de $50'), '1');
    await user.type(screen.getByLabelText(ui.precioLitroNuevo), '0.55');
    await user.click(screen.getByRole('button', { name: ui.guardar }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({ lectura: 1100, precio_litro_nuevo: 0.55 });
  });

  it('comes with the machine an alert links to (?maquina=) chosen among several', async () => {
    const fetch = vi.mocked(globalThis.fetch);
    const porOmision = fetch.getMockImplementation();
    const pedidas: unknown[] = [];
    fetch.mockImplementation(async (url, init) => {
      if (String(url) === '/maquina')
        return okResponse([
          { id_maquina: 1, nombre: 'Centro', estatus: 'ACTIVA' },
          { id_maquina: 2, nombre: 'Norte', estatus: 'ACTIVA' },
        ]);
      if (String(url) === '/corte/inicio') {
        pedidas.push(JSON.parse(String(init?.body)).id_maquina);
        return okResponse([{ ...INICIO, id_maquina: 2, lectura_anterior: 2500 }]);
      }
      return (porOmision as typeof globalThis.fetch)(url, init);
    });
    renderForm('/?seccion=registrar&maquina=2');
    await screen.findByText(/Anterior: 2,500 L/);
    expect(screen.getByLabelText(mensajes.ui.maquina)).toHaveValue('2');
    expect(pedidas).toEqual([2]);
  });

  it('asks for the reason only beyond the tolerance: max($20, 2 % of expected)', async () => {
    const user = userEvent.setup();
    await abierto();
    // 2,000 L × $0.50 = $1,000 expected: the tolerance is $20 (2 % would be $20 too); $975 counted is $25 short.
    await user.type(screen.getByLabelText(ui.lectura), '3000');
    await user.type(screen.getByLabelText('Billetes de $500'), '1');
    await user.type(screen.getByLabelText('Billetes de $200'), '2');
    await user.type(screen.getByLabelText('Billetes de $50'), '1');
    await user.type(screen.getByLabelText('Billetes de $20'), '1');
    await user.type(screen.getByLabelText('Monedas de $5'), '1');
    expect(screen.getByText(new RegExp(ui.fueraDeTolerancia))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ui.guardar }));
    expect(await screen.findByText(mensajes.cortes.motivoRequerido('$20.00'))).toBeInTheDocument();
    expect(screen.getByLabelText(ui.motivo)).toHaveAttribute('aria-invalid', 'true');
    expect(enviados).toHaveLength(0);
    // $5 more: $20 short is within the tolerance, and the corte goes without a reason.
    await user.click(screen.getByRole('button', { name: ui.mas('Monedas de $5') }));
    expect(screen.queryByText(new RegExp(ui.fueraDeTolerancia))).toBeNull();
    await user.click(screen.getByRole('button', { name: ui.guardar }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({ id_maquina: 1, lectura: 3000, motivo: null });
    expect(enviados[0]?.efectivo).toMatchObject({ b500: 1, b200: 2, b50: 1, b20: 1, m5: 2, m1: 0 });
  });

  it('«Otro» takes the notes’ place with its description, and sends it as the reason’s text', async () => {
    const user = userEvent.setup();
    await abierto();
    await user.type(screen.getByLabelText(ui.lectura), '3000');
    await user.type(screen.getByLabelText(ui.notas), 'El billetero no abrió.');
    await user.selectOptions(screen.getByLabelText(ui.motivo), 'OTRO');
    expect(screen.queryByLabelText(ui.notas)).toBeNull();
    expect(screen.getByLabelText(ui.motivoTexto)).toHaveValue('El billetero no abrió.');
    await user.click(screen.getByRole('button', { name: ui.guardar }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({ motivo: 'OTRO', motivo_texto: 'El billetero no abrió.' });
    expect(enviados[0]?.notas ?? null).toBeNull();
  });

  it('keeps what is typed in the browser, and brings it back after a reload', async () => {
    const user = userEvent.setup();
    await abierto();
    await user.type(screen.getByLabelText(ui.lectura), '1200');
    await user.type(screen.getByLabelText('Billetes de $100'), '1');
    const guardado = JSON.parse(localStorage.getItem('aguavend:corte-borrador:1') ?? 'null');
    expect(guardado.values).toMatchObject({ lectura: 1200, efectivo: { b100: 1 } });
    expect(guardado.values.clave).toMatch(/^[0-9a-f-]{36}$/);

    document.body.innerHTML = '';
    renderForm();
    expect(await screen.findByText(ui.borradorRecuperado)).toBeInTheDocument();
    expect(screen.getByLabelText(ui.lectura)).toHaveValue(1200);
    expect(screen.getByLabelText('Billetes de $100')).toHaveValue('1');
    expect(screen.getByTestId('corte-total')).toHaveTextContent('$ 100.00');
  });

  it('a send without an answer is kept with its key and resent with the same key, after a reload too', async () => {
    const user = userEvent.setup();
    corteNuevo = () => Promise.reject(new TypeError('Failed to fetch'));
    await abierto();
    await user.type(screen.getByLabelText(ui.lectura), '1200');
    await user.type(screen.getByLabelText('Billetes de $100'), '1');
    await user.click(screen.getByRole('button', { name: ui.guardar }));
    expect(await screen.findByText(ui.envioFallido)).toBeInTheDocument();
    expect(screen.getByLabelText(ui.lectura)).toHaveValue(1200);
    const clave = enviados[0]?.clave;
    expect(JSON.parse(localStorage.getItem('aguavend:corte-borrador:1') ?? '{}').fallido).toBe(true);

    // A server error is kept too.
    corteNuevo = () => jsonResponse({ valid: false, resultados: [], mensaje_user: 'x' }, 503);
    document.body.innerHTML = '';
    renderForm();
    await user.click(await screen.findByRole('button', { name: ui.reenviar }));
    await waitFor(() => expect(enviados).toHaveLength(2));
    expect(await screen.findByText(ui.envioFallido)).toBeInTheDocument();

    corteNuevo = (body) => okResponse([{ id_corte: 9, modo_venta: 'POR_CORTE', diferencia: 0, ...body }]);
    await user.click(screen.getByRole('button', { name: ui.reenviar }));
    expect(await screen.findByText(ui.guardado(9))).toBeInTheDocument();
    expect(enviados.map((b) => b.clave)).toEqual([clave, clave, clave]);
    // The first send's time goes with every resend.
    expect(new Set(enviados.map((b) => b.fecha)).size).toBe(1);
    expect(screen.getByRole('link', { name: ui.verComprobante })).toHaveAttribute(
      'href',
      '/dashboard/cortes/9/comprobante',
    );
    expect(localStorage.getItem('aguavend:corte-borrador:1')).toBeNull();
    expect(screen.queryByText(ui.envioFallido)).toBeNull();
    expect(screen.getByLabelText(ui.lectura)).toHaveValue(null);
  });

  it('a refusal is not kept for resending: its message goes on its field', async () => {
    const user = userEvent.setup();
    corteNuevo = () =>
      jsonResponse(
        {
          valid: false,
          resultados: [],
          mensaje_user: 'x',
          errores: [{ campo: 'lectura', mensaje: mensajes.cortes.lecturaMenor(5000) }],
        },
        400,
      );
    await abierto();
    // 40 L × $0.50 = $20 expected, nothing counted: $20 short is within the tolerance.
    await user.type(screen.getByLabelText(ui.lectura), '1040');
    await user.click(screen.getByRole('button', { name: ui.guardar }));
    expect(await screen.findByText(mensajes.cortes.lecturaMenor(5000))).toBeInTheDocument();
    expect(screen.queryByText(ui.envioFallido)).toBeNull();
  });

  it('states the rule for a machine without a starting reading: POR_CORTE waits for it, POR_VENTA takes the reading as the base', async () => {
    const user = userEvent.setup();
    inicio = { ...INICIO, lectura_anterior: null };
    const { unmount } = renderForm();
    expect(await screen.findByTestId('corte-sin-lectura-inicial')).toHaveTextContent(
      ui.sinLecturaInicialPorCorte,
    );
    await user.type(screen.getByLabelText(ui.lectura), '58229');
    // Nothing is worked out from a reading with nothing before it.
    expect(screen.getByTestId('corte-litros')).toHaveTextContent('—');
    expect(screen.getByTestId('corte-esperado')).toHaveTextContent('—');
    unmount();
    localStorage.clear();
    inicio = {
      ...INICIO,
      modo_venta: 'POR_VENTA',
      lectura_anterior: null,
      ventas_monto: 75,
      ventas_litros: 60,
    };
    renderForm();
    expect(await screen.findByTestId('corte-sin-lectura-inicial')).toHaveTextContent(
      ui.sinLecturaInicialPorVenta,
    );
    await user.type(screen.getByLabelText(ui.lectura), '58229');
    // The base corte: 0 L; the cash is owed for the $75.00 of sales recorded.
    expect(screen.getByTestId('corte-litros')).toHaveTextContent('0 L');
    expect(screen.getByTestId('corte-esperado')).toHaveTextContent('$ 75.00');
  });
});
