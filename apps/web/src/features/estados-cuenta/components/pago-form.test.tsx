import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { saveSession } from '../../../lib/session.ts';
import { okResponse } from '../../../test/respuestas.ts';
import { fakeToken, usuarioJson } from '../../../test/tokens.ts';
import { PagoForm } from './pago-form.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const ui = mensajes.estadosCuenta.ui;
const enviados: Record<string, unknown>[] = [];

beforeEach(() => {
  enviados.length = 0;
  saveSession(usuarioJson('ADMIN'), fakeToken(3600));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    switch (String(url)) {
      case '/tienda':
        return okResponse([
          { id_tienda: 2, nombre_comercial: 'Abarrotes Doña Mary' },
          { id_tienda: 5, nombre_comercial: 'Tienda La Esperanza' },
        ]);
      case '/estado-cuenta':
        // Store 5: September paid, October half paid, November untouched; oldest first, as asked.
        expect(body).toEqual({ id_tienda: 5, orden: 'mes' });
        return okResponse([
          { id_estado: 1, id_tienda: 5, mes: '2026-09', total: 900, pendiente: 0 },
          { id_estado: 2, id_tienda: 5, mes: '2026-10', total: 1000, pendiente: 400 },
          { id_estado: 3, id_tienda: 5, mes: '2026-11', total: 1100.5, pendiente: 1100.5 },
        ]);
      case '/pago/cortes':
        // Store 5's machine has one corte not yet deposited: $700 counted, $250 already paid from it.
        return okResponse(
          body.id_tienda === 5
            ? [
                {
                  id_corte: 31,
                  fecha: '2026-10-15T16:00:00.000Z',
                  maquina: 'Purificadora Centro',
                  colector: 'Juan Pérez',
                  contado: 700,
                  pagado_tiendas: 250,
                  disponible: 450,
                },
              ]
            : [],
        );
      case '/pago/new':
        enviados.push(body);
        return okResponse([{ id_pago: 11, tienda: 'Tienda La Esperanza', usuario: 'admin', ...body }]);
      default:
        return okResponse([]);
    }
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PagoForm />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('form', { name: ui.registrarPago });
}

describe('PagoForm', () => {
  it('says under the form that a payment settles the oldest pending month first', () => {
    renderForm();
    expect(screen.getByText(ui.pagoAyuda)).toBeInTheDocument();
  });

  it('once a store is chosen, shows what each of its months still owes, oldest first', async () => {
    const user = userEvent.setup();
    const form = within(renderForm());
    expect(form.getByText(ui.pendientesEligeTienda)).toBeInTheDocument();
    await form.findByRole('option', { name: 'Tienda La Esperanza' });
    await user.selectOptions(form.getByLabelText(ui.colTienda), 'Tienda La Esperanza');
    const tabla = within(await form.findByRole('region', { name: ui.pendientesTitulo }));
    const filas = (await tabla.findAllByRole('row')).slice(1).map((r) => r.textContent);
    expect(filas).toEqual(['octubre de 2026$ 1,000.00$ 400.00', 'noviembre de 2026$ 1,100.50$ 1,100.50']);
  });

  it('checks the store and the amount with the contract before sending', async () => {
    const user = userEvent.setup();
    const form = within(renderForm());
    await form.findByRole('option', { name: 'Tienda La Esperanza' });
    await user.click(form.getByRole('button', { name: ui.guardarPago }));
    expect(await form.findByText(mensajes.estadosCuenta.debeSeleccionarTienda)).toBeInTheDocument();
    expect(form.getByText(mensajes.estadosCuenta.pagoMontoInvalido)).toBeInTheDocument();
    await user.type(form.getByLabelText(ui.monto), '0');
    expect(form.getByText(mensajes.estadosCuenta.pagoMontoInvalido)).toBeInTheDocument();
    expect(enviados).toEqual([]);
  });

  it('sends the store, today by default, the amount, the method and the reference, then clears for the next one', async () => {
    // 23:30 on 31 March in Mexico City, already 1 April in UTC: the default is the business's day, whatever the moment.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-01T05:30:00Z'));
    const user = userEvent.setup();
    const form = within(renderForm());
    await form.findByRole('option', { name: 'Tienda La Esperanza' });
    await user.selectOptions(form.getByLabelText(ui.colTienda), 'Tienda La Esperanza');
    await user.type(form.getByLabelText(ui.monto), '1250.50');
    await user.click(form.getByLabelText('Efectivo'));
    await user.type(form.getByLabelText(ui.referenciaOpcional), 'Recibo 0042');
    await user.click(form.getByRole('button', { name: ui.guardarPago }));
    await waitFor(() =>
      expect(enviados).toEqual([
        {
          id_tienda: 5,
          fecha: '2026-03-31',
          monto: 1250.5,
          metodo: 'EFECTIVO',
          referencia: 'Recibo 0042',
          id_corte: null,
        },
      ]),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ text: mensajes.estadosCuenta.pagoRegistrado }),
      ),
    );
    expect(form.getByLabelText(ui.monto)).toHaveValue(null);
    expect(form.getByLabelText(ui.referenciaOpcional)).toHaveValue('');
    // The store stays chosen: payments are often recorded one store at a time.
    expect(form.getByLabelText(ui.colTienda)).toHaveValue('5');
  });

  it('a payment from a corte’s cash box: only the store’s cortes not deposited, then it is cash', async () => {
    const user = userEvent.setup();
    const form = within(renderForm());
    await form.findByRole('option', { name: 'Tienda La Esperanza' });
    await user.selectOptions(form.getByLabelText(ui.colTienda), 'Abarrotes Doña Mary');
    expect(form.queryByLabelText(ui.descontadoCorte)).toBeNull();
    await user.selectOptions(form.getByLabelText(ui.colTienda), 'Tienda La Esperanza');
    const opcion = ui.corteDisponible('Purificadora Centro', '15/10/2026', '$ 450.00');
    await form.findByRole('option', { name: opcion });
    expect(form.getByLabelText('Transferencia')).toBeChecked();
    await user.selectOptions(form.getByLabelText(ui.descontadoCorte), opcion);
    expect(form.getByLabelText('Efectivo')).toBeChecked();
    expect(form.getByLabelText('Transferencia')).toBeDisabled();
    await user.type(form.getByLabelText(ui.monto), '200');
    await user.click(form.getByRole('button', { name: ui.guardarPago }));
    await waitFor(() =>
      expect(enviados).toEqual([
        expect.objectContaining({ id_tienda: 5, monto: 200, metodo: 'EFECTIVO', id_corte: 31 }),
      ]),
    );
  });
});
