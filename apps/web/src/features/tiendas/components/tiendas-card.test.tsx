import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTiendaChoices } from '../../../components/selects.tsx';
import { confirmAction } from '../../../lib/notify.ts';
import { TiendaForm } from './tienda-form.tsx';
import { TiendasCard } from './tiendas-card.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const ui = mensajes.tiendas.ui;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const tienda = (id_tienda: number, nombre_comercial: string) => ({
  id_tienda,
  nombre_comercial,
  razon_social: null,
  rfc: 'PUR010101AB1',
  tipo_persona: 'MORAL',
  id_usuario: 1,
  fecha_creacion: '2026-11-20T18:00:00.000Z',
  fecha_eliminacion: null,
});

/** Every `/tienda` call: the list's (a body with `pagina`) and the selects' (no body). */
let pedidos: { lista: unknown[]; referencia: number; escrituras: [string, unknown][]; eliminados: number };
let tiendas: ReturnType<typeof tienda>[];

beforeEach(() => {
  pedidos = { lista: [], referencia: 0, escrituras: [], eliminados: 0 };
  tiendas = [tienda(1, 'La Fuente')];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const ruta = new URL(String(input), 'http://x').pathname;
    if (['/tienda/editar', '/tienda/eliminar', '/tienda/restaurar'].includes(ruta)) {
      pedidos.escrituras.push([ruta, body]);
      return json({ valid: true, resultados: [tiendas[0]], mensaje_user: 'ok' });
    }
    if (ruta === '/tienda/eliminados') {
      pedidos.eliminados++;
      return json({ valid: true, resultados: [], mensaje_user: '', total: 0 });
    }
    if (String(input).endsWith('/tienda/new')) {
      tiendas = [tienda(2, body.nombre_comercial), ...tiendas];
      return json({ valid: true, resultados: [tiendas[0]], mensaje_user: 'ok' });
    }
    if (body === undefined) {
      pedidos.referencia++;
      return json({ valid: true, resultados: tiendas, mensaje_user: '' });
    }
    pedidos.lista.push(body);
    return json({ valid: true, resultados: tiendas, mensaje_user: '', total: tiendas.length });
  });
});

/** A select of another screen, fed by the reference list. */
function Opciones() {
  const choices = useTiendaChoices();
  return <output aria-label="opciones">{choices.options.map((o) => o.label).join(', ')}</output>;
}

function setup(inicial = '/') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[inicial]}>
        <TiendaForm />
        <Opciones />
        <TiendasCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('TiendasCard', () => {
  it("asks the server for the URL's view and sorts by a header there", async () => {
    const user = setup('/?orden=-rfc&buscar=fuente&por_pagina=25');
    const tabla = await screen.findByRole('region', { name: ui.lista });
    expect(within(tabla).getByText('La Fuente')).toBeInTheDocument();
    expect(pedidos.lista[0]).toEqual({ pagina: 1, por_pagina: 25, orden: '-rfc', buscar: 'fuente' });
    await user.click(within(tabla).getByRole('button', { name: new RegExp(ui.nombreComercial) }));
    await waitFor(() =>
      expect(pedidos.lista.at(-1)).toEqual({
        pagina: 1,
        por_pagina: 25,
        orden: 'nombre_comercial',
        buscar: 'fuente',
      }),
    );
  });

  it('refreshes the list and the selects after a create', async () => {
    const user = setup();
    await screen.findByRole('region', { name: ui.lista });
    await waitFor(() => expect(screen.getByLabelText('opciones')).toHaveTextContent('La Fuente'));
    const antes = { lista: pedidos.lista.length, referencia: pedidos.referencia };
    await user.type(screen.getByLabelText(ui.nombreComercial), 'Agua Nueva');
    await user.type(screen.getByLabelText(ui.rfc), 'AGN010101AB1');
    await user.selectOptions(screen.getByLabelText(ui.tipoPersona), 'MORAL');
    await user.click(screen.getByRole('button', { name: ui.guardar }));
    await waitFor(() => expect(screen.getByLabelText('opciones')).toHaveTextContent('Agua Nueva'));
    // The store's name opens its page.
    expect(await screen.findByRole('link', { name: 'Ver Agua Nueva' })).toHaveAttribute(
      'href',
      '/dashboard/tienda/2',
    );
    expect(pedidos.lista.length).toBeGreaterThan(antes.lista);
    expect(pedidos.referencia).toBeGreaterThan(antes.referencia);
  });

  it("edits a store in its dialog with the create's fields, and deletes it after naming it", async () => {
    const user = setup();
    await screen.findByRole('cell', { name: 'Ver La Fuente' });
    await user.click(screen.getByRole('button', { name: `${mensajes.uiVentas.editar} 1` }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByLabelText(ui.rfc)).toHaveValue('PUR010101AB1');
    const nombre = within(dialogo).getByLabelText(ui.nombreComercial);
    await user.clear(nombre);
    await user.type(nombre, 'La Fuente Centro');
    await user.click(within(dialogo).getByRole('button', { name: mensajes.ui.guardarCambios }));
    await waitFor(() => expect(pedidos.escrituras).toHaveLength(1));
    expect(pedidos.escrituras[0]).toEqual([
      '/tienda/editar',
      {
        id_tienda: 1,
        nombre_comercial: 'La Fuente Centro',
        razon_social: null,
        rfc: 'PUR010101AB1',
        tipo_persona: 'MORAL',
      },
    ]);
    expect(await screen.findByText(mensajes.tiendas.actualizada)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${mensajes.uiVentas.eliminar} 1` }));
    await waitFor(() => expect(pedidos.escrituras.at(-1)).toEqual(['/tienda/eliminar', { id_tienda: 1 }]));
    expect(vi.mocked(confirmAction)).toHaveBeenCalledWith(
      '¿Eliminar la tienda La Fuente (PUR010101AB1)?',
      mensajes.uiVentas.eliminar,
    );
    // The deleted view reads its own list.
    await user.click(screen.getByText(ui.eliminadas));
    await waitFor(() => expect(pedidos.eliminados).toBeGreaterThan(0));
  });
});
