import { mensajes } from '@aguavend/contract/messages';
import type { ReporteFila } from '@aguavend/contract/negocio';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../../test/respuestas.ts';
import type { TotalesReporte } from '../api/get-reporte.ts';
import { ReportesPanel } from './reportes-panel.tsx';

const r = mensajes.reportes;
const l = mensajes.listas;

const CENTRO: ReporteFila = {
  clave: '3',
  etiqueta: 'Máquina Centro',
  inactiva: false,
  unidades: 40,
  numero_ventas: 20,
  ventas: 1120,
  ticket_promedio: 56,
  egresos: 330,
  neto: 790,
  ventas_anterior: 1000,
  cambio: 12,
};
const TOTALES: TotalesReporte = {
  unidades: 40,
  numero_ventas: 20,
  ventas: 1120,
  ticket_promedio: 56,
  egresos: 330,
  neto: 790,
  ventas_anterior: 1000,
  cambio: 12,
};

/** The body of every report asked for. */
let pedidos: Record<string, unknown>[];
/** Every path called. */
let rutas: string[];
/** What the report call answers next. */
let respuesta: { resultados: ReporteFila[]; totales: TotalesReporte };

beforeEach(() => {
  // Tuesday 24 November 2026, at noon in Mexico City.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T18:00:00Z'));
  pedidos = [];
  rutas = [];
  respuesta = { resultados: [CENTRO], totales: TOTALES };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const ruta = String(input);
    rutas.push(ruta);
    const cuerpo = init?.body ? JSON.parse(String(init.body)) : {};
    if (ruta === '/maquina')
      return okResponse([
        { id_maquina: 9, nombre: 'Máquina Bodega', estatus: 'INACTIVA' },
        { id_maquina: 3, nombre: 'Máquina Centro', estatus: 'ACTIVA' },
      ]);
    if (ruta === '/tienda')
      return okResponse([
        { id_tienda: 1, nombre_comercial: 'Agua Purificada La Fuente' },
        { id_tienda: 2, nombre_comercial: 'Abarrotes Doña Mary' },
      ]);
    if (ruta === '/producto')
      return okResponse([
        { id_producto: 7, nombre: 'Garrafón 20 L', descripcion: '', precio: 30, stock: 0 },
        { id_producto: 8, nombre: 'Hielo 5 kg', descripcion: '', precio: 25, stock: 4 },
      ]);
    if (ruta !== '/negocio/reporte') return okResponse([]);
    pedidos.push(cuerpo);
    if (cuerpo.formato) return okResponse([{ url: '/descargas/abc', nombre: 'reporte-por-maquina.csv' }]);
    return new Response(
      JSON.stringify({
        valid: true,
        mensaje_user: '',
        total: respuesta.resultados.length,
        ...respuesta,
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function Url() {
  const location = useLocation();
  return <output aria-label="url">{location.search}</output>;
}

function setup(inicial = '/dashboard/reportes') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[inicial]}>
        <Url />
        <ReportesPanel
          maquinaHref={(id, mes) => `/dashboard/inicio?maquina=${id}&mes=${mes}`}
          tiendaHref={(id) => `/dashboard/tienda/${id}`}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const url = () => Object.fromEntries(new URLSearchParams(screen.getByLabelText('url').textContent ?? ''));
const tabla = () => screen.findByRole('region', { name: 'Reporte por máquina' });

describe('ReportesPanel', () => {
  it("opens on this month's report by machine, and offers the nine dimensions", async () => {
    setup();
    await tabla();
    expect(pedidos).toEqual([{ desde: '2026-11-01', hasta: '2026-11-24', por: 'maquina' }]);
    const filas = screen.getByLabelText(r.filas);
    expect(filas).toHaveValue('maquina');
    expect(
      within(filas)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Máquina', 'Tienda', 'Producto', 'Categoría', 'Operador', 'Día', 'Semana', 'Mes', 'Año']);
    expect(screen.getByLabelText(l.periodo)).toHaveValue('mes');
    expect(screen.getByRole('heading', { name: 'Reporte por máquina' })).toBeInTheDocument();
    expect(screen.getByTestId('reporte-filtros')).toHaveTextContent(
      'Periodo: 01/11/2026 – 24/11/2026 · Máquina: Todas las máquinas · Tienda: Todas las tiendas · Producto: Todos los productos · Importes en pesos (MXN)',
    );
    // The machine opens its panel on the month the period ends in.
    expect(screen.getByRole('link', { name: 'Máquina Centro' })).toHaveAttribute(
      'href',
      '/dashboard/inicio?maquina=3&mes=2026-11',
    );
  });

  it('keeps every choice in the URL and asks for it', async () => {
    const user = setup();
    await tabla();
    await user.selectOptions(screen.getByLabelText(r.filas), 'semana');
    await user.selectOptions(screen.getByLabelText(l.periodo), 'mesAnterior');
    await screen.findByRole('option', { name: 'Máquina Bodega (Inactiva)' });
    await user.selectOptions(screen.getByLabelText(mensajes.ui.maquina), 'Máquina Centro');
    await screen.findByRole('option', { name: 'Abarrotes Doña Mary' });
    await user.selectOptions(screen.getByLabelText(mensajes.ui.tienda), 'Abarrotes Doña Mary');
    // Every product, even one out of stock: its past sales count.
    await user.selectOptions(screen.getByLabelText(mensajes.ui.producto), 'Garrafón 20 L');
    await user.click(await screen.findByRole('button', { name: 'Ventas' }));
    expect(url()).toEqual({
      por: 'semana',
      periodo: 'mesAnterior',
      maquina: '3',
      tienda: '2',
      producto: '7',
      orden: 'ventas',
    });
    await waitFor(() =>
      expect(pedidos.at(-1)).toEqual({
        desde: '2026-10-01',
        hasta: '2026-10-31',
        por: 'semana',
        id_maquina: 3,
        id_tienda: 2,
        id_producto: 7,
        orden: 'ventas',
      }),
    );
    expect(screen.getByTestId('reporte-filtros')).toHaveTextContent(
      'Periodo: 01/10/2026 – 31/10/2026 · Máquina: Máquina Centro · Tienda: Abarrotes Doña Mary · Producto: Garrafón 20 L · Importes en pesos (MXN) · Ordenar por: Ventas, de menor a mayor',
    );
  });

  it('reads a shared link, and falls back on the defaults for what it does not know', async () => {
    setup('/dashboard/reportes?por=anio&periodo=personalizado&desde=2024-01-01&hasta=2026-11-24&orden=-neto');
    await screen.findByRole('region', { name: 'Reporte por año' });
    expect(pedidos).toEqual([{ desde: '2024-01-01', hasta: '2026-11-24', por: 'anio', orden: '-neto' }]);
    expect(screen.getByRole('columnheader', { name: 'Neto' })).toHaveAttribute('aria-sort', 'descending');
  });

  it("opens a machine's panel on the month its period ends in", async () => {
    setup('/dashboard/reportes?periodo=personalizado&desde=2026-08-20&hasta=2026-10-05');
    expect(await screen.findByRole('link', { name: 'Máquina Centro' })).toHaveAttribute(
      'href',
      '/dashboard/inicio?maquina=3&mes=2026-10',
    );
  });

  it('takes an unknown dimension, order or id for the defaults', async () => {
    setup('/dashboard/reportes?por=sucursal&orden=precio&maquina=abc&tienda=1.5&producto=-2');
    await tabla();
    expect(pedidos).toEqual([{ desde: '2026-11-01', hasta: '2026-11-24', por: 'maquina' }]);
  });

  it('asks for nothing while the period is not valid, and says why', async () => {
    setup('/dashboard/reportes?periodo=personalizado&desde=2023-01-01&hasta=2026-11-24');
    expect(await screen.findByRole('alert')).toHaveTextContent(mensajes.general.periodoLargo);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(pedidos).toEqual([]);
  });

  it('says there is nothing when the period and the one before have no sales nor expenses', async () => {
    const cero = { unidades: 0, numero_ventas: 0, ventas: 0, ticket_promedio: 0, ventas_anterior: 0 };
    respuesta = {
      resultados: [{ ...CENTRO, ...cero, egresos: 0, neto: 0, cambio: null }],
      totales: { ...cero, egresos: 0, neto: 0 },
    };
    setup();
    expect(await screen.findByText(r.vacio)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: r.imprimir })).not.toBeInTheDocument();
  });

  it('shows the rows when only the period before sold', async () => {
    const cero = { unidades: 0, numero_ventas: 0, ventas: 0, ticket_promedio: 0 };
    respuesta = {
      resultados: [{ ...CENTRO, ...cero, egresos: 0, neto: 0, cambio: -100 }],
      totales: { ...cero, ventas_anterior: 1000, egresos: 0, neto: 0, cambio: -100 },
    };
    setup();
    await tabla();
    expect(screen.queryByText(r.vacio)).not.toBeInTheDocument();
  });

  it('reports by store with the store filter: each store opens its page, the filter is sent as id_tienda', async () => {
    respuesta = {
      resultados: [
        { ...CENTRO, clave: '2', etiqueta: 'Abarrotes Doña Mary' },
        { ...CENTRO, clave: '', etiqueta: r.sinTienda, cambio: null },
      ],
      totales: TOTALES,
    };
    const user = setup('/dashboard/reportes?por=tienda');
    const region = await screen.findByRole('region', { name: 'Reporte por tienda' });
    expect(pedidos).toEqual([{ desde: '2026-11-01', hasta: '2026-11-24', por: 'tienda' }]);
    expect(within(region).getByRole('link', { name: 'Abarrotes Doña Mary' })).toHaveAttribute(
      'href',
      '/dashboard/tienda/2',
    );
    expect(within(region).getByText(r.sinTienda)).toBeInTheDocument();
    expect(within(region).getAllByRole('link')).toHaveLength(1);

    const tienda = screen.getByLabelText(mensajes.ui.tienda);
    await screen.findByRole('option', { name: 'Agua Purificada La Fuente' });
    expect(
      within(tienda)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([r.todasLasTiendas, 'Agua Purificada La Fuente', 'Abarrotes Doña Mary']);
    await user.selectOptions(tienda, 'Agua Purificada La Fuente');
    expect(url()).toEqual({ por: 'tienda', tienda: '1' });
    await waitFor(() =>
      expect(pedidos.at(-1)).toEqual({
        desde: '2026-11-01',
        hasta: '2026-11-24',
        por: 'tienda',
        id_tienda: 1,
      }),
    );
    expect(screen.getByTestId('reporte-filtros')).toHaveTextContent('Tienda: Agua Purificada La Fuente');
    // 'Todas las tiendas' takes the filter out of the URL and the request.
    await user.selectOptions(tienda, r.todasLasTiendas);
    expect(url()).toEqual({ por: 'tienda' });
    expect(pedidos.at(-1)).toEqual({ desde: '2026-11-01', hasta: '2026-11-24', por: 'tienda' });
  });

  it('exports the report as shown, and prints it', async () => {
    const user = setup('/dashboard/reportes?por=producto&orden=-ventas');
    await screen.findByRole('region', { name: 'Reporte por producto' });
    const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: l.exportar }));
    await user.click(screen.getByRole('button', { name: l.exportarCsv }));
    await waitFor(() => expect(clic).toHaveBeenCalledOnce());
    expect(pedidos.at(-1)).toEqual({
      desde: '2026-11-01',
      hasta: '2026-11-24',
      por: 'producto',
      orden: '-ventas',
      formato: 'csv',
    });
    const imprimir = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: r.imprimir }));
    expect(imprimir).toHaveBeenCalledOnce();
  });
});
