import { mensajes } from '@aguavend/contract/messages';
import type { ReporteFila } from '@aguavend/contract/negocio';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TotalesReporte } from '../api/get-reporte.ts';
import { ReporteTabla } from './reporte-tabla.tsx';

const r = mensajes.reportes;

const fila = (clave: string, etiqueta: string, extra: Partial<ReporteFila> = {}): ReporteFila => ({
  clave,
  etiqueta,
  inactiva: false,
  unidades: 40,
  numero_ventas: 20,
  ventas: 1120,
  ticket_promedio: 56,
  egresos: 330,
  neto: 790,
  ventas_anterior: 1000,
  cambio: 12,
  ...extra,
});

const MAQUINAS = [
  fila('3', 'Máquina Centro'),
  fila('9', 'Máquina Bodega', {
    inactiva: true,
    unidades: 0,
    numero_ventas: 0,
    ventas: 0,
    ticket_promedio: 0,
    egresos: 0,
    neto: 0,
    ventas_anterior: 250,
    cambio: -100,
  }),
];
const TOTALES: TotalesReporte = {
  unidades: 1234,
  numero_ventas: 20,
  ventas: 1120,
  ticket_promedio: 56,
  ventas_anterior: 1250,
  egresos: 330,
  neto: 790,
  cambio: -10.4,
};

function setup(props: Partial<Parameters<typeof ReporteTabla>[0]> = {}) {
  const onOrden = vi.fn();
  render(
    <MemoryRouter>
      <ReporteTabla
        titulo="Reporte por máquina"
        por="maquina"
        filas={MAQUINAS}
        totales={TOTALES}
        orden={undefined}
        onOrden={onOrden}
        maquinaHref={(id) => `/dashboard/inicio?maquina=${id}&mes=2026-11`}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onOrden, user: userEvent.setup() };
}

const encabezados = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.trim());
const celdas = (fila: HTMLElement) =>
  Object.fromEntries(
    within(fila)
      .getAllByRole('cell')
      // The percentage is glued to its sign by a no-break space.
      .map((td) => [td.dataset.label, td.textContent?.replace(/\u00a0/g, ' ')]),
  );
const pie = () => screen.getAllByRole('rowgroup')[2] as HTMLElement;

describe('ReporteTabla', () => {
  it("heads the first column with the dimension's name and the figures with the report's labels", () => {
    setup({ por: 'semana', maquinaHref: undefined });
    expect(encabezados()).toEqual([
      'Semana',
      'Unidades',
      'Núm. de ventas',
      'Ventas',
      'Ticket promedio',
      'Egresos',
      'Neto',
      'Ventas periodo anterior',
      'Cambio %',
    ]);
  });

  it('shows each figure formatted, the change with its arrow, and labels each cell for the phone layout', () => {
    setup();
    const [centro, bodega] = screen.getAllByRole('row').slice(1, 3) as [HTMLElement, HTMLElement];
    expect(celdas(centro)).toEqual({
      Máquina: 'Máquina Centro',
      Unidades: '40',
      'Núm. de ventas': '20',
      Ventas: '$ 1,120.00',
      'Ticket promedio': '$ 56.00',
      Egresos: '$ 330.00',
      Neto: '$ 790.00',
      'Ventas periodo anterior': '$ 1,000.00',
      'Cambio %': `▲ 12 % ${mensajes.inicio.sube}`,
    });
    expect(within(centro).getByText('▲').closest('.av-cambio')).toHaveAttribute('data-tono', 'success');
    expect(celdas(bodega)['Cambio %']).toBe(`▼ 100 % ${mensajes.inicio.baja}`);
  });

  it("marks a machine at rest 'Inactiva' and links each machine to its panel on Inicio", () => {
    setup();
    const [centro, bodega] = screen.getAllByRole('row').slice(1, 3) as [HTMLElement, HTMLElement];
    expect(within(bodega).getByText(r.inactiva)).toBeInTheDocument();
    expect(within(centro).queryByText(r.inactiva)).not.toBeInTheDocument();
    expect(within(centro).getByRole('link', { name: 'Máquina Centro' })).toHaveAttribute(
      'href',
      '/dashboard/inicio?maquina=3&mes=2026-11',
    );
    expect(within(bodega).getByRole('link', { name: 'Máquina Bodega' })).toHaveAttribute(
      'href',
      '/dashboard/inicio?maquina=9&mes=2026-11',
    );
  });

  it('links only machines and stores: products, categories and users stay plain text', () => {
    for (const [por, etiqueta] of [
      ['producto', 'Garrafón 20 L'],
      ['categoria', 'VENTA'],
      ['operador', 'operador1'],
    ] as const) {
      const { unmount } = render(
        <MemoryRouter>
          <ReporteTabla
            titulo="Reporte"
            por={por}
            filas={[fila('7', etiqueta)]}
            totales={TOTALES}
            orden={undefined}
            onOrden={() => {}}
            maquinaHref={(id) => `/dashboard/inicio?maquina=${id}`}
            tiendaHref={(id) => `/dashboard/tienda/${id}`}
          />
        </MemoryRouter>,
      );
      expect(screen.getByText(etiqueta)).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      unmount();
    }
  });

  it("links each store to its page, and leaves 'Sin tienda' as plain text", () => {
    setup({
      titulo: 'Reporte por tienda',
      por: 'tienda',
      filas: [fila('2', 'Abarrotes Doña Mary'), fila('', r.sinTienda)],
      tiendaHref: (id) => `/dashboard/tienda/${id}`,
    });
    expect(encabezados()[0]).toBe(r.dimensiones.tienda);
    const [mary, sinTienda] = screen.getAllByRole('row').slice(1, 3) as [HTMLElement, HTMLElement];
    const enlace = within(mary).getByRole('link', { name: 'Abarrotes Doña Mary' });
    expect(enlace).toHaveAttribute('href', '/dashboard/tienda/2');
    expect(enlace).toHaveAttribute('title', mensajes.inicio.abrirTienda('Abarrotes Doña Mary'));
    expect(celdas(sinTienda).Tienda).toBe(r.sinTienda);
    expect(within(sinTienda).queryByRole('link')).not.toBeInTheDocument();
    // A store's row never goes to a machine's panel, whatever its key.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('leaves stores as plain text for a role without Tiendas', () => {
    setup({ por: 'tienda', filas: [fila('2', 'Abarrotes Doña Mary')], tiendaHref: undefined });
    expect(screen.getByText('Abarrotes Doña Mary')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('leaves machines as plain text for a role without Inicio', () => {
    setup({ maquinaHref: undefined });
    expect(screen.getByText('Máquina Centro')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names the rows no user registered', () => {
    setup({ por: 'operador', filas: [fila('', '')] });
    expect(celdas(screen.getAllByRole('row')[1] as HTMLElement).Operador).toBe(r.sinRegistrar);
  });

  it('totals every column from the answer', () => {
    setup();
    expect(within(pie()).getByRole('rowheader')).toHaveTextContent(mensajes.listas.totales);
    expect(celdas(within(pie()).getByRole('row'))).toEqual({
      Unidades: '1,234',
      'Núm. de ventas': '20',
      Ventas: '$ 1,120.00',
      'Ticket promedio': '$ 56.00',
      Egresos: '$ 330.00',
      Neto: '$ 790.00',
      'Ventas periodo anterior': '$ 1,250.00',
      'Cambio %': `▼ 10.4 % ${mensajes.inicio.baja}`,
    });
  });

  it("shows '—' for expenses that cannot be told apart, in the rows and the totals, and says why", () => {
    const { egresos: _e, neto: _n, cambio: _c, ...sinEgresos } = TOTALES;
    setup({
      por: 'producto',
      filas: [fila('7', 'Garrafón 20 L', { egresos: null, neto: null, cambio: null })],
      totales: sinEgresos,
    });
    const producto = celdas(screen.getAllByRole('row')[1] as HTMLElement);
    expect([producto.Egresos, producto.Neto]).toEqual(['—', '—']);
    expect(producto['Cambio %']).toBe(`— ${mensajes.inicio.sinComparacion}`);
    const totales = celdas(within(pie()).getByRole('row'));
    expect([totales.Egresos, totales.Neto, totales['Cambio %']]).toEqual(['—', '—', '—']);
    expect(totales.Ventas).toBe('$ 1,120.00');
    expect(screen.getByText(`— ${r.sinEgresos}`)).toBeInTheDocument();
  });

  it('says nothing about expenses where every row has them', () => {
    setup();
    expect(screen.queryByText(r.sinEgresos, { exact: false })).not.toBeInTheDocument();
  });

  it("sorts by a header through `orden`: ascending, descending, then the server's order", async () => {
    const { onOrden, user } = setup();
    for (const th of screen.getAllByRole('columnheader')) expect(th).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'Ventas' }));
    expect(onOrden).toHaveBeenLastCalledWith('ventas');
    await user.click(screen.getByRole('button', { name: 'Máquina' }));
    expect(onOrden).toHaveBeenLastCalledWith('etiqueta');
    await user.click(screen.getByRole('button', { name: 'Cambio %' }));
    expect(onOrden).toHaveBeenLastCalledWith('cambio');
  });

  it('shows the order it is given, and the next click turns it', async () => {
    const { onOrden, user } = setup({ orden: '-ventas_anterior' });
    const th = screen.getByRole('columnheader', { name: 'Ventas periodo anterior' });
    expect(th).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Ventas' })).toHaveAttribute('aria-sort', 'none');
    await user.click(within(th).getByRole('button'));
    expect(onOrden).toHaveBeenLastCalledWith(undefined);
  });

  it("offers every column's order in the phone's select", async () => {
    const { onOrden, user } = setup({ orden: 'neto' });
    const select = screen.getByLabelText(mensajes.listas.ordenarPor);
    expect(select).toHaveValue('neto');
    expect(within(select).getAllByRole('option')).toHaveLength(1 + 9 * 2);
    await user.selectOptions(select, 'Ticket promedio, de mayor a menor');
    expect(onOrden).toHaveBeenLastCalledWith('-ticket_promedio');
  });
});
