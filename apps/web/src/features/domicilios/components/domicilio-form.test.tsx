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
      m.coloniaRequerida,
      m.codigoPostalInvalido,
      m.municipioRequerido,
      m.estadoInvalido,
      m.primerCruzamientoRequerido,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    // The interior number and the point are optional.
    expect(screen.queryByText(m.numeroIntInvalido)).toBeNull();
    expect(screen.queryByText(m.latitudInvalida)).toBeNull();
    expect(posted).toEqual([]);
  });

  it('sends a Mexican address: S/N, no interior number, colonia, código postal, municipio, estado; then clears it and keeps the store', async () => {
    const { user, onTiendaChange } = setup();
    await screen.findByRole('option', { name: 'La Fuente' });
    await user.selectOptions(screen.getByLabelText(ui.tienda), '5');
    expect(onTiendaChange).toHaveBeenLastCalledWith(5);
    await user.click(screen.getByLabelText(ui.si));
    await user.type(screen.getByLabelText(ui.calle), 'Calle 21');
    await user.type(screen.getByLabelText(ui.numeroExt), 'S/N');
    await user.type(screen.getByLabelText(ui.colonia), 'Chuburná de Hidalgo');
    await user.type(screen.getByLabelText(ui.codigoPostal), '97205');
    await user.type(screen.getByLabelText(ui.municipio), 'Mérida');
    await user.selectOptions(screen.getByLabelText(ui.estado), 'Yucatán');
    await user.type(screen.getByLabelText(ui.primerCruzamiento), 'Calle 20');
    await user.type(screen.getByLabelText(ui.referencias), 'Portón verde{Enter}Junto a la farmacia');
    expect(screen.queryByRole('link', { name: ui.verEnMapa })).toBeNull();
    await user.type(screen.getByLabelText(ui.longitud), '-89.62');
    await user.type(screen.getByLabelText(ui.latitud), '20.97');
    expect(screen.getByRole('link', { name: ui.verEnMapa })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=20.97&mlon=-89.62#map=18/20.97/-89.62',
    );
    await user.click(screen.getByRole('button', { name: ui.guardar }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: m.registrado, icon: 'success' })),
    );
    expect(posted).toEqual([
      {
        id_tienda: 5,
        es_sucursal: 'SI',
        calle: 'Calle 21',
        numero_ext: 'S/N',
        numero_int: null,
        colonia: 'Chuburná de Hidalgo',
        codigo_postal: '97205',
        municipio: 'Mérida',
        estado: 'Yucatán',
        primer_cruzamiento: 'Calle 20',
        segundo_cruzamiento: null,
        referencias: 'Portón verde\nJunto a la farmacia',
        latitud: 20.97,
        longitud: -89.62,
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText(ui.calle)).toHaveValue(''));
    expect(screen.getByLabelText(ui.colonia)).toHaveValue('');
    expect(screen.getByLabelText(ui.estado)).toHaveValue('');
    expect(screen.getByLabelText(ui.tienda)).toHaveValue('5');
  });

  it('takes 12-A and Km 5 as house numbers, and refuses a code postal that is not 5 digits', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(ui.numeroExt), 'Km 5');
    await user.type(screen.getByLabelText(ui.numeroIntOpcional), '12-A');
    // The field stops at five characters, so a sixth digit never reaches the form (the server test covers it).
    for (const cp of ['1234', '12A45', 'ABCDE']) {
      await user.clear(screen.getByLabelText(ui.codigoPostal));
      await user.type(screen.getByLabelText(ui.codigoPostal), cp);
      await user.click(screen.getByRole('button', { name: ui.guardar }));
      expect(await screen.findByText(m.codigoPostalInvalido)).toBeInTheDocument();
    }
    expect(screen.queryByText(m.numeroExtRequerido)).toBeNull();
    expect(screen.queryByText(m.numeroIntInvalido)).toBeNull();
  });

  it('refuses a house number that starts with a sign', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(ui.numeroExt), '#12');
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
