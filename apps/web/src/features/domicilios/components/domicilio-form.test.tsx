import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { DomicilioForm } from './domicilio-form.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  vi.mocked(notify).mockClear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).endsWith('/tienda'))
      return json(200, {
        valid: true,
        resultados: [
          {
            id_tienda: 5,
            nombre_comercial: 'La Fuente',
            razon_social: null,
            rfc: 'X',
            tipo_persona: 'MORAL',
          },
        ],
        mensaje_user: '',
      });
    posted.push(JSON.parse(String(init?.body)));
    return json(200, { valid: true, resultados: [{ id_domicilio: 1 }], mensaje_user: 'ok' });
  });
});

const ui = mensajes.domicilios.ui;
const m = mensajes.domicilios;
function setup(onTiendaChange = vi.fn(), id_tienda = 0) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const form = (id: number) => (
    <QueryClientProvider client={qc}>
      <DomicilioForm id_tienda={id} onTiendaChange={onTiendaChange} />
    </QueryClientProvider>
  );
  const { rerender } = render(form(id_tienda));
  return { user: userEvent.setup(), onTiendaChange, rerender: (id: number) => rerender(form(id)) };
}

describe('DomicilioForm', () => {
  it('shows every required-field message inline and sends nothing', async () => {
    const { user } = setup();
    expect(screen.getByLabelText(ui.no)).toBeChecked();
    await user.click(screen.getByRole('button', { name: ui.guardar }));
    for (const text of [
      m.tiendaRequerida,
      m.calleRequerida,
      m.numeroExtRequerido,
      m.numeroIntRequerido,
      m.primerCruzamientoRequerido,
      m.latitudInvalida,
      m.longitudInvalida,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(posted).toEqual([]);
  });

  it('sends numbers for the coordinates and digits for the street numbers, then keeps the store', async () => {
    const { user, onTiendaChange } = setup();
    await screen.findByRole('option', { name: 'La Fuente' });
    await user.selectOptions(screen.getByLabelText(ui.tienda), '5');
    expect(onTiendaChange).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByLabelText(ui.si));
    await user.type(screen.getByLabelText(ui.calle), 'Calle 60');
    await user.type(screen.getByLabelText(ui.numeroExt), '482');
    await user.type(screen.getByLabelText(ui.numeroInt), '1');
    await user.type(screen.getByLabelText(ui.primerCruzamiento), 'Calle 55');
    await user.type(screen.getByLabelText(ui.longitud), '-89.62');
    await user.type(screen.getByLabelText(ui.latitud), '20.97');
    await user.click(screen.getByRole('button', { name: ui.guardar }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: m.registrado, icon: 'success' })),
    );
    expect(posted).toEqual([
      {
        id_tienda: 5,
        es_sucursal: 'SI',
        calle: 'Calle 60',
        numero_ext: '482',
        numero_int: '1',
        primer_cruzamiento: 'Calle 55',
        segundo_cruzamiento: null,
        latitud: 20.97,
        longitud: -89.62,
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText(ui.calle)).toHaveValue(''));
    expect(screen.getByLabelText(ui.tienda)).toHaveValue('5');
  });

  it('refuses letters in the street numbers', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(ui.numeroExt), '12A');
    await user.click(screen.getByRole('button', { name: ui.guardar }));
    expect(await screen.findByText(m.numeroExtRequerido)).toBeInTheDocument();
  });

  it("'Cancelar' clears the form and the chosen store", async () => {
    const { user, onTiendaChange } = setup();
    await user.type(screen.getByLabelText(ui.calle), 'Calle 60');
    await user.click(screen.getByRole('button', { name: ui.cancelar }));
    expect(screen.getByLabelText(ui.calle)).toHaveValue('');
    expect(onTiendaChange).toHaveBeenLastCalledWith(0);
  });

  it("starts with the screen's store (the URL's) and follows it", async () => {
    const { rerender } = setup(vi.fn(), 5);
    await screen.findByRole('option', { name: 'La Fuente' });
    expect(screen.getByLabelText(ui.tienda)).toHaveValue('5');
    rerender(0);
    await waitFor(() => expect(screen.getByLabelText(ui.tienda)).toHaveValue('0'));
  });
});
