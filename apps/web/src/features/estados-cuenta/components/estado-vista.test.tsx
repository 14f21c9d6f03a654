import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmAction, notify } from '../../../lib/notify.ts';
import { saveSession } from '../../../lib/session.ts';
import { jsonResponse, okResponse } from '../../../test/respuestas.ts';
import { fakeToken, usuarioJson } from '../../../test/tokens.ts';
import type { Detalle } from '../api/keys.ts';
import { EstadoVista } from './estado-vista.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const ui = mensajes.estadosCuenta.ui;

const DETALLE: Detalle = {
  estado: {
    id_estado: 4,
    id_tienda: 2,
    tienda: 'Abarrotes Doña Mary',
    mes: '2026-10',
    unidades: 120,
    litros: 2400.5,
    ventas: 5000,
    comision: 1500,
    ajustes: -150,
    total: 1350,
    saldo_anterior: 200,
    pagos_mes: 1000,
    saldo: 550,
    pagado: 800,
    pendiente: 550,
    cerrado: false,
    fecha_creacion: '2026-11-01T06:00:00.000Z',
  },
  tienda: { nombre_comercial: 'Abarrotes Doña Mary', razon_social: 'María Pech Canul', rfc: 'PECM800101AB1' },
  maquinas: [
    { id_maquina: 1, maquina: 'Máquina Centro', dias: 31, unidades: 100, litros: 2000, ventas: 4000 },
    { id_maquina: 3, maquina: 'Máquina Norte', dias: 15, unidades: 20, litros: 400.5, ventas: 1000 },
  ],
  lineas: [
    {
      id_convenio: 9,
      convenio: '10 % de las ventas con IVA; mínimo garantizado de $1,500.00 al mes',
      concepto: 'PORCENTAJE',
      maquina: 'Máquina Centro',
      cantidad: 4000,
      tasa: 10,
      importe: 400,
    },
    {
      id_convenio: 9,
      convenio: '10 % de las ventas con IVA; mínimo garantizado de $1,500.00 al mes',
      concepto: 'MINIMO',
      maquina: null,
      cantidad: 31,
      tasa: 1500,
      importe: 800,
    },
    {
      id_convenio: 10,
      convenio: 'Renta de $600.00 al mes',
      concepto: 'RENTA',
      maquina: null,
      cantidad: 15,
      tasa: 600,
      importe: 300,
    },
  ],
  ajustes: [
    { id_ajuste: 7, monto: -150, motivo: 'Garrafón roto', fecha_creacion: '2026-11-02T17:00:00.000Z' },
  ],
  // $200 still owed for September, then $800 of October's $1,350.
  pagos: [
    {
      id_pago: 5,
      fecha: '2026-10-20',
      monto: 1000,
      metodo: 'TRANSFERENCIA',
      referencia: 'SPEI 123',
      aplicado: [
        { mes: '2026-09', monto: 200 },
        { mes: '2026-10', monto: 800 },
      ],
      sin_aplicar: 0,
    },
  ],
  saldo_anterior: 200,
  saldo: 550,
  adeudos: [{ mes: '2026-10', cargos: 1350, aplicado: 800, pendiente: 550 }],
  a_favor: 0,
  dias_mes: 31,
};

let detalle: Detalle | null;
const llamadas: { url: string; body: Record<string, unknown> }[] = [];
/** What /estado-cuenta/ajuste/new answers. */
let ajusteNuevo: (body: Record<string, unknown>) => Response;

beforeEach(() => {
  detalle = structuredClone(DETALLE);
  llamadas.length = 0;
  saveSession(usuarioJson('ADMIN'), fakeToken(3600));
  ajusteNuevo = (body) => okResponse([{ id_ajuste: 8, fecha_creacion: '2026-11-24T12:00:00Z', ...body }]);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    llamadas.push({ url: String(url), body });
    switch (String(url)) {
      case '/estado-cuenta/ver':
        return detalle
          ? okResponse([detalle])
          : jsonResponse(
              { valid: false, resultados: [], mensaje_user: mensajes.estadosCuenta.noExiste },
              404,
            );
      case '/estado-cuenta/ajuste/new':
        return ajusteNuevo(body);
      case '/estado-cuenta/ajuste/eliminar':
        return okResponse([{ id_ajuste: body.id_ajuste }]);
      default:
        return okResponse([]);
    }
  });
});

function renderVista() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EstadoVista
          id_tienda={2}
          mes="2026-10"
          imprimirHref="/dashboard/estados-cuenta/imprimir?mes=2026-10&tienda=2"
          volverHref="/dashboard/estados-cuenta?mes=2026-10"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const hoja = () =>
  screen.findByRole('article', { name: 'Estado de cuenta de Abarrotes Doña Mary, octubre de 2026' });

describe('EstadoVista', () => {
  it('shows the store, the machines, each commission line in words, the adjustments, the payments and the balance', async () => {
    renderVista();
    const h = within(await hoja());
    expect(h.getByText('PECM800101AB1')).toBeInTheDocument();
    expect(h.getByText('María Pech Canul')).toBeInTheDocument();
    const maquinas = within(h.getByRole('region', { name: ui.maquinas }));
    expect(maquinas.getByText('Máquina Norte').closest('tr')).toHaveTextContent(
      /Máquina Norte\s*15\s*20\s*400\.5 L\s*\$ 1,000\.00/,
    );
    expect(maquinas.getByText('Totales').closest('tr')).toHaveTextContent('2,400.5 L');
    const lineas = within(h.getByRole('region', { name: ui.comisiones }));
    expect(lineas.getByText('10 % de las ventas con IVA — Máquina Centro').closest('tr')).toHaveTextContent(
      '$ 4,000.00',
    );
    expect(lineas.getByText('Complemento al mínimo garantizado')).toBeInTheDocument();
    expect(lineas.getByText('Renta proporcional (15 de 31 días)').closest('tr')).toHaveTextContent(
      '$ 300.00',
    );
    expect(lineas.getByText('Totales').closest('tr')).toHaveTextContent('$ 1,500.00');
    expect(h.getByText('Garrafón roto').closest('tr')).toHaveTextContent('-$ 150.00');
    const pago = h.getByText('SPEI 123').closest('tr');
    expect(pago).toHaveTextContent(/20\/10\/2026\s*Transferencia/);
    expect(pago).toHaveTextContent('septiembre de 2026: $ 200.00octubre de 2026: $ 800.00');
    // One arithmetic: saldo anterior + cargos del mes − pagos recibidos en el mes = saldo al cierre.
    const resumen = within(h.getByRole('region', { name: ui.resumen }));
    expect(
      [ui.saldoAnterior, ui.totalMes, ui.pagosRecibidos, ui.saldo].map(
        (l) => resumen.getByText(l).nextSibling?.textContent,
      ),
    ).toEqual(['$ 200.00', '$ 1,350.00', '$ 1,000.00', '$ 550.00']);
    expect(resumen.getByText(ui.identidad)).toBeInTheDocument();
    expect(h.getByTestId('estado-saldo')).toHaveTextContent('$ 550.00');
    // What each month still owed at the close, adding up to the balance.
    const adeudos = within(h.getByRole('region', { name: ui.adeudos('octubre de 2026') }));
    expect(adeudos.getByText('octubre de 2026').closest('tr')).toHaveTextContent(
      /\$ 1,350\.00\s*\$ 800\.00\s*\$ 550\.00/,
    );
    expect(adeudos.getByText('Totales').closest('tr')).toHaveTextContent('$ 550.00');
    expect(screen.getByRole('link', { name: ui.imprimir })).toHaveAttribute(
      'href',
      '/dashboard/estados-cuenta/imprimir?mes=2026-10&tienda=2',
    );
  });

  it('a percentage on sales without IVA says so', async () => {
    const linea = detalle?.lineas[0];
    if (linea) linea.convenio = '8.5 % de las ventas sin IVA';
    if (linea) linea.tasa = 8.5;
    renderVista();
    expect(await screen.findByText('8.5 % de las ventas sin IVA — Máquina Centro')).toBeInTheDocument();
  });

  it('adds an adjustment with a negative amount for this store and month, checked by the contract first', async () => {
    const user = userEvent.setup();
    renderVista();
    await hoja();
    const form = screen.getByRole('form', { name: ui.agregarAjuste });
    await user.click(within(form).getByRole('button', { name: ui.guardarAjuste }));
    expect(await within(form).findByText(mensajes.estadosCuenta.ajusteMontoInvalido)).toBeInTheDocument();
    expect(within(form).getByText(mensajes.estadosCuenta.motivoRequerido)).toBeInTheDocument();
    expect(llamadas.some((l) => l.url === '/estado-cuenta/ajuste/new')).toBe(false);

    await user.type(within(form).getByLabelText(ui.monto), '-75.5');
    await user.type(within(form).getByLabelText(ui.motivo), 'Descuento por falla');
    await user.click(within(form).getByRole('button', { name: ui.guardarAjuste }));
    await waitFor(() =>
      expect(llamadas.find((l) => l.url === '/estado-cuenta/ajuste/new')?.body).toEqual({
        id_tienda: 2,
        mes: '2026-10',
        monto: -75.5,
        motivo: 'Descuento por falla',
      }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ text: mensajes.estadosCuenta.ajusteRegistrado }),
      ),
    );
    // The statement is read again with the adjustment in it.
    await waitFor(() => expect(llamadas.filter((l) => l.url === '/estado-cuenta/ver')).toHaveLength(2));
    expect(within(form).getByLabelText(ui.monto)).toHaveValue(null);
  });

  it('a closed month refused by the server is told with its words', async () => {
    const cerrado = mensajes.estadosCuenta.mesCerrado('2026-10');
    ajusteNuevo = () =>
      jsonResponse({ valid: false, resultados: [], mensaje_user: cerrado, message: cerrado }, 409);
    const user = userEvent.setup();
    renderVista();
    await hoja();
    const form = screen.getByRole('form', { name: ui.agregarAjuste });
    await user.type(within(form).getByLabelText(ui.monto), '10');
    await user.type(within(form).getByLabelText(ui.motivo), 'Corrección');
    await user.click(within(form).getByRole('button', { name: ui.guardarAjuste }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ icon: 'warning', text: cerrado })),
    );
  });

  it('deletes an adjustment after a confirmation that names it', async () => {
    const user = userEvent.setup();
    renderVista();
    await hoja();
    await user.click(screen.getByRole('button', { name: ui.eliminarAjuste(7) }));
    expect(confirmAction).toHaveBeenCalledWith(
      ui.confirmarEliminarAjuste('-$ 150.00', 'Garrafón roto'),
      'Eliminar',
    );
    await waitFor(() =>
      expect(llamadas.find((l) => l.url === '/estado-cuenta/ajuste/eliminar')?.body).toEqual({
        id_ajuste: 7,
      }),
    );
  });

  it('a closed month shows its badge and offers no adjustment form nor delete', async () => {
    if (detalle) detalle.estado.cerrado = true;
    renderVista();
    expect(within(await hoja()).getByText(ui.mesCerradoBadge)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: ui.agregarAjuste })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.eliminarAjuste(7) })).not.toBeInTheDocument();
  });

  it('a credit left over at the close shows under the months, and the rows still add up to the balance', async () => {
    if (detalle) {
      detalle.pagos[0] = { ...(detalle.pagos[0] as Detalle['pagos'][number]), monto: 1600, sin_aplicar: 50 };
      detalle.adeudos = [{ mes: '2026-10', cargos: 1350, aplicado: 1350, pendiente: 0 }];
      detalle.a_favor = 50;
      detalle.saldo = -50;
    }
    renderVista();
    const h = within(await hoja());
    expect(h.getByText('SPEI 123').closest('tr')).toHaveTextContent('Sin aplicar (a favor): $ 50.00');
    const adeudos = within(h.getByRole('region', { name: ui.adeudos('octubre de 2026') }));
    expect(adeudos.getByText(ui.aFavor).closest('tr')).toHaveTextContent('-$ 50.00');
    expect(adeudos.getByText('Totales').closest('tr')).toHaveTextContent('-$ 50.00');
  });

  it('read-only (Mi tienda): no adjustment form nor delete', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <EstadoVista id_tienda={2} mes="2026-10" imprimirHref="/x" volverHref="/y" editable={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await hoja();
    expect(screen.queryByRole('form', { name: ui.agregarAjuste })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.eliminarAjuste(7) })).not.toBeInTheDocument();
  });

  it('a statement not generated yet says so', async () => {
    detalle = null;
    renderVista();
    expect(await screen.findByText(mensajes.estadosCuenta.noExiste)).toBeInTheDocument();
  });
});
