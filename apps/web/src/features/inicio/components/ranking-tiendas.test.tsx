import { mensajes } from '@aguavend/contract/messages';
import type { TiendaNegocioFila } from '@aguavend/contract/negocio';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRIMERAS } from './ranking-maquinas.tsx';
import { RankingTiendas } from './ranking-tiendas.tsx';

const ui = mensajes.inicio;

const tienda = (id_tienda: number, nombre: string, extra: Partial<TiendaNegocioFila> = {}) => ({
  id_tienda,
  nombre,
  unidades: 12,
  numero_ventas: 6,
  ventas: 1000 - id_tienda * 10,
  ventas_anterior: 500,
  cambio: 10,
  ...extra,
});

/** The server's order: best seller first; 'Sin tienda' (id 0) where it falls. */
const filas: TiendaNegocioFila[] = [
  tienda(1, 'Agua Purificada La Fuente', { ventas: 1200, ventas_anterior: 1000, cambio: 20 }),
  tienda(0, mensajes.reportes.sinTienda, { ventas: 986, ventas_anterior: 1000, cambio: -1.4 }),
  tienda(2, 'Abarrotes Doña Mary', { unidades: 1234, ventas: 0, ventas_anterior: 0, cambio: null }),
];

function setup(tiendas: TiendaNegocioFila[], tiendaHref?: (id: number) => string) {
  render(
    <MemoryRouter initialEntries={['/dashboard/inicio']}>
      <Routes>
        <Route
          path="/dashboard/inicio"
          element={<RankingTiendas tiendas={tiendas} tiendaHref={tiendaHref} />}
        />
        <Route path="/dashboard/tienda/:id" element={<p>Página de la tienda</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const celdas = (fila: HTMLElement) =>
  Object.fromEntries(
    within(fila)
      .getAllByRole('cell')
      .map((td) => [td.dataset.label, td.textContent?.replace(/\u00a0/g, ' ')]),
  );

describe('RankingTiendas', () => {
  it("shows each store's figures in the server's order, and the change in whole percent like the other rankings", () => {
    setup(filas, (id) => `/dashboard/tienda/${id}`);
    expect(screen.getByRole('region', { name: ui.rankingTiendas })).toBeInTheDocument();
    const [fuente, sinTienda, mary] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    expect(celdas(fuente!)).toMatchObject({
      [ui.colTienda]: 'Agua Purificada La Fuente',
      [ui.colUnidades]: '12',
      [ui.colNumeroVentas]: '6',
      [ui.colVentas]: '$ 1,200.00 MXN',
    });
    expect(fuente).toHaveTextContent('▲ 20 %');
    // −1.4 % reads as the machines' ranking reads the same sales: ▼ 1 %.
    expect(sinTienda).toHaveTextContent('▼ 1 %');
    expect(celdas(mary!)[ui.colUnidades]).toBe('1,234');
    expect(within(mary!).getByText('—')).toBeInTheDocument();
  });

  it("links each store to its page, but not 'Sin tienda'", async () => {
    const user = setup(filas, (id) => `/dashboard/tienda/${id}`);
    const [fuente, sinTienda] = screen.getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(sinTienda!).queryByRole('link')).not.toBeInTheDocument();
    const enlace = within(fuente!).getByRole('link', { name: 'Agua Purificada La Fuente' });
    expect(enlace).toHaveAttribute('href', '/dashboard/tienda/1');
    expect(enlace).toHaveAttribute('title', ui.abrirTienda('Agua Purificada La Fuente'));
    await user.click(enlace);
    expect(screen.getByText('Página de la tienda')).toBeInTheDocument();
  });

  it('names the stores as plain text for a role without Tiendas', () => {
    setup(filas);
    expect(screen.getByText('Agua Purificada La Fuente')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the first ten until all are asked for', async () => {
    const muchas = Array.from({ length: 13 }, (_, i) => tienda(i + 1, `Tienda ${i + 1}`));
    const user = setup(muchas, (id) => `/dashboard/tienda/${id}`);
    expect(screen.getAllByRole('row')).toHaveLength(PRIMERAS + 1);
    await user.click(screen.getByRole('button', { name: ui.verTodasTiendas(13) }));
    expect(screen.getAllByRole('row')).toHaveLength(14);
    await user.click(screen.getByRole('button', { name: ui.verMenos }));
    expect(screen.getAllByRole('row')).toHaveLength(PRIMERAS + 1);
  });

  it("has no 'Ver todas' for ten stores or fewer", () => {
    setup(filas);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
