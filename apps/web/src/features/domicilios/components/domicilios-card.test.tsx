import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmAction } from '../../../lib/notify.ts';
import { useCreateDomicilio } from '../api/create-domicilio.ts';
import { DomiciliosCard } from './domicilios-card.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const ui = mensajes.domicilios.ui;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const domicilio = {
  id_domicilio: 7,
  id_tienda: 5,
  es_sucursal: 'SI',
  calle: 'Calle 60',
  numero_ext: '482',
  numero_int: '1',
  colonia: 'Centro',
  codigo_postal: '97000',
  municipio: 'Mérida',
  estado: 'Yucatán',
  primer_cruzamiento: 'Calle 55',
  segundo_cruzamiento: 'Calle 57',
  referencias: null,
  latitud: 20.97,
  longitud: -89.62,
  fecha_creacion: '2026-11-20T18:00:00.000Z',
  fecha_eliminacion: null,
};
let pedidos: unknown[];
/** The write calls, by path. */
let escrituras: [string, unknown][];

beforeEach(() => {
  pedidos = [];
  escrituras = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = JSON.parse(String(init?.body));
    const ruta = new URL(String(input), 'http://x').pathname;
    if (ruta === '/domicilio' || ruta === '/domicilio/eliminados') pedidos.push(body);
    else escrituras.push([ruta, body]);
    return json({ valid: true, resultados: [domicilio], mensaje_user: '', total: 1 });
  });
});

/** Registers an address of store 5, as the form beside the list does. */
function Registrar() {
  const crear = useCreateDomicilio();
  const {
    id_domicilio: _id,
    fecha_creacion: _fecha,
    fecha_eliminacion: _e,
    estado: _estado,
    ...nuevo
  } = domicilio;
  return (
    <button type="button" onClick={() => crear.mutate({ ...nuevo, es_sucursal: 'SI', estado: 'Yucatán' })}>
      registrar
    </button>
  );
}

function setup(id_tienda: number, inicial = '/', extra: ReactNode = null) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[inicial]}>
        {extra}
        <DomiciliosCard id_tienda={id_tienda} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DomiciliosCard', () => {
  it('asks to choose a store and calls nothing while none is chosen', async () => {
    setup(0);
    expect(await screen.findByText(ui.elijaTienda)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: mensajes.listas.exportar })).toBeNull();
    expect(pedidos).toEqual([]);
  });

  it("lists the store's addresses as the URL's view asks, cross streets joined", async () => {
    setup(5, '/?tienda=5&orden=calle&buscar=60&pagina=2');
    expect(await screen.findByRole('cell', { name: 'Calle 55 y Calle 57' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Calle 60 482 int. 1' })).toBeInTheDocument();
    expect(screen.getByText('Centro, C.P. 97000')).toBeInTheDocument();
    expect(screen.getByText('Mérida, Yucatán')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '20.97, -89.62' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=20.97&mlon=-89.62#map=18/20.97/-89.62',
    );
    expect(pedidos[0]).toEqual({ id_tienda: 5, pagina: 2, por_pagina: 10, orden: 'calle', buscar: '60' });
  });

  it("reloads the store's list after an address is registered there", async () => {
    setup(5, '/', <Registrar />);
    await screen.findByRole('cell', { name: 'Calle 60 482 int. 1' });
    const antes = pedidos.length;
    await userEvent.click(screen.getByRole('button', { name: 'registrar' }));
    await waitFor(() => expect(pedidos.length).toBeGreaterThan(antes));
    expect(pedidos.at(-1)).toMatchObject({ id_tienda: 5, pagina: 1 });
  });

  it('edits an address in the dialog with the complete address, and deletes it after the question', async () => {
    setup(5);
    await screen.findByRole('cell', { name: 'Calle 60 482 int. 1' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `${mensajes.uiVentas.editar} 7` }));
    const dialogo = await screen.findByRole('dialog');
    const numero = within(dialogo).getByLabelText(ui.numeroExt);
    await user.clear(numero);
    await user.type(numero, '12-A');
    await user.click(within(dialogo).getByRole('button', { name: mensajes.ui.guardarCambios }));
    await waitFor(() => expect(escrituras).toHaveLength(1));
    expect(escrituras[0]).toEqual([
      '/domicilio/editar',
      {
        id_domicilio: 7,
        id_tienda: 5,
        es_sucursal: 'SI',
        calle: 'Calle 60',
        numero_ext: '12-A',
        numero_int: '1',
        colonia: 'Centro',
        codigo_postal: '97000',
        municipio: 'Mérida',
        estado: 'Yucatán',
        primer_cruzamiento: 'Calle 55',
        segundo_cruzamiento: 'Calle 57',
        referencias: null,
        latitud: 20.97,
        longitud: -89.62,
      },
    ]);
    expect(await screen.findByText(mensajes.domicilios.actualizado)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${mensajes.uiVentas.eliminar} 7` }));
    await waitFor(() => expect(escrituras.at(-1)).toEqual(['/domicilio/eliminar', { id_domicilio: 7 }]));
    expect(vi.mocked(confirmAction)).toHaveBeenCalledWith(
      '¿Eliminar la dirección #7, Calle 60 482 int. 1?',
      mensajes.uiVentas.eliminar,
    );
  });
});
