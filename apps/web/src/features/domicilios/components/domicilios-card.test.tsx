import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCreateDomicilio } from '../api/create-domicilio.ts';
import { DomiciliosCard } from './domicilios-card.tsx';

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
  primer_cruzamiento: 'Calle 55',
  segundo_cruzamiento: 'Calle 57',
  latitud: 20.97,
  longitud: -89.62,
  fecha_creacion: '2026-11-20T18:00:00.000Z',
};
let pedidos: unknown[];

beforeEach(() => {
  pedidos = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    pedidos.push(JSON.parse(String(init?.body)));
    return json({ valid: true, resultados: [domicilio], mensaje_user: '', total: 1 });
  });
});

/** Registers an address of store 5, as the form beside the list does. */
function Registrar() {
  const crear = useCreateDomicilio();
  const { id_domicilio: _id, fecha_creacion: _fecha, ...nuevo } = domicilio;
  return (
    <button type="button" onClick={() => crear.mutate({ ...nuevo, es_sucursal: 'SI' })}>
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
    expect(screen.getByRole('cell', { name: '20.97, -89.62' })).toBeInTheDocument();
    expect(pedidos[0]).toEqual({ id_tienda: 5, pagina: 2, por_pagina: 10, orden: 'calle', buscar: '60' });
  });

  it("reloads the store's list after an address is registered there", async () => {
    setup(5, '/', <Registrar />);
    await screen.findByRole('cell', { name: 'Calle 60' });
    const antes = pedidos.length;
    await userEvent.click(screen.getByRole('button', { name: 'registrar' }));
    await waitFor(() => expect(pedidos.length).toBeGreaterThan(antes + 1));
    expect(pedidos.at(-1)).toMatchObject({ id_tienda: 5, pagina: 1 });
  });
});
