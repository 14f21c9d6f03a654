import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../../test/respuestas.ts';
import { PanelNegocio } from './panel-negocio.tsx';

const ui = mensajes.inicio;
const l = mensajes.listas;

/** The body of every call to a part of the business view, by path. */
let pedidos: { ruta: string; cuerpo: unknown }[];
const cifras = { ventas: 0, unidades: 0, numero_ventas: 0, ticket_promedio: 0, egresos: 0, neto: 0 };

beforeEach(() => {
  // Tuesday 24 November 2026, at noon in Mexico City.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T18:00:00Z'));
  pedidos = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const ruta = String(input);
    const cuerpo = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (ruta === '/maquina')
      return okResponse([{ id_maquina: 3, nombre: 'Máquina Centro', estatus: 'ACTIVA' }]);
    if (!ruta.startsWith('/negocio/')) return okResponse([]);
    pedidos.push({ ruta, cuerpo });
    if (ruta === '/negocio/resumen') {
      return okResponse([
        {
          ...cuerpo,
          anterior_desde: '2026-10-08',
          anterior_hasta: '2026-10-31',
          actual: cifras,
          anterior: cifras,
        },
      ]);
    }
    return okResponse([]);
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function Url() {
  const location = useLocation();
  return <output aria-label="url">{location.search}</output>;
}

function setup(inicial = '/') {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onMaquina = vi.fn();
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[inicial]}>
        <Url />
        <PanelNegocio onMaquina={onMaquina} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onMaquina };
}

const url = () => screen.getByLabelText('url').textContent;
/** A day's input, once the picker has loaded (until then a disabled box stands in its place). */
async function dia(label: string) {
  await screen.findByLabelText(label);
  await waitFor(() => expect(screen.getByLabelText(label)).toBeEnabled());
  return screen.getByLabelText(label);
}
const periodos = (ruta: string) => pedidos.filter((p) => p.ruta === ruta).map((p) => p.cuerpo);

describe('the period of the business view', () => {
  it("opens on 'Este mes', offers every preset but 'Todo', and asks each part for this month", async () => {
    setup();
    const select = screen.getByLabelText(l.periodo);
    expect(select).toHaveValue('mes');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Hoy',
      'Ayer',
      'Esta semana',
      'Últimos 7 días',
      'Este mes',
      'Mes anterior',
      'Este año',
      'Año anterior',
      'Personalizado',
    ]);
    await screen.findByTestId('cifra-ventas');
    for (const ruta of ['resumen', 'serie', 'horas', 'productos', 'maquinas', 'tiendas'])
      expect(periodos(`/negocio/${ruta}`)).toEqual([{ desde: '2026-11-01', hasta: '2026-11-24' }]);
    expect(url()).toBe('');
  });

  it('a preset goes into the URL and the parts ask for its days', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText(l.periodo), 'mesAnterior');
    expect(url()).toBe('?periodo=mesAnterior');
    await waitFor(() =>
      expect(periodos('/negocio/resumen').at(-1)).toEqual({ desde: '2026-10-01', hasta: '2026-10-31' }),
    );
    await user.selectOptions(screen.getByLabelText(l.periodo), 'semana');
    expect(url()).toBe('?periodo=semana');
    await waitFor(() =>
      expect(periodos('/negocio/horas').at(-1)).toEqual({ desde: '2026-11-23', hasta: '2026-11-24' }),
    );
  });

  it("reads the URL's period, and takes 'Todo' or an unknown one for 'Este mes'", async () => {
    setup('/?periodo=personalizado&desde=2026-02-03&hasta=2026-03-04');
    expect(screen.getByLabelText(l.periodo)).toHaveValue('personalizado');
    expect(await dia(l.desde)).toHaveValue('03/02/2026');
    expect(screen.getByLabelText(l.hasta)).toHaveValue('04/03/2026');
    await waitFor(() =>
      expect(periodos('/negocio/serie')).toEqual([{ desde: '2026-02-03', hasta: '2026-03-04' }]),
    );
  });

  it("takes 'Todo' in the URL for 'Este mes'", () => {
    setup('/?periodo=todo');
    expect(screen.getByLabelText(l.periodo)).toHaveValue('mes');
  });

  it("'Personalizado' starts from the days shown, and each day typed goes into the URL and the calls", async () => {
    const { user } = setup('/?periodo=ultimos7');
    await user.selectOptions(screen.getByLabelText(l.periodo), 'personalizado');
    expect(url()).toBe('?periodo=personalizado&desde=2026-11-18&hasta=2026-11-24');
    const desde = await dia(l.desde);
    expect(desde).toHaveValue('18/11/2026');
    await user.clear(desde);
    await user.type(desde, '01/09/2026');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(url() ?? ''))).toEqual({
        periodo: 'personalizado',
        desde: '2026-09-01',
        hasta: '2026-11-24',
      }),
    );
    await waitFor(() =>
      expect(periodos('/negocio/productos').at(-1)).toEqual({ desde: '2026-09-01', hasta: '2026-11-24' }),
    );
  });

  it('refuses a period longer than three years with the server message, and asks for nothing', async () => {
    setup('/?periodo=personalizado&desde=2023-11-24&hasta=2026-11-24');
    expect(await screen.findByRole('alert')).toHaveTextContent(mensajes.general.periodoLargo);
    expect(await dia(l.hasta)).toHaveClass('is-invalid');
    expect(screen.queryByTestId('cifra-ventas')).not.toBeInTheDocument();
    expect(pedidos).toEqual([]);
  });

  it('takes exactly three years and a leap day (1,096 days)', async () => {
    setup('/?periodo=personalizado&desde=2023-11-25&hasta=2026-11-24');
    await screen.findByTestId('cifra-ventas');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an open end and days out of order, with their messages', async () => {
    setup('/?periodo=personalizado&desde=2026-11-10');
    expect(await screen.findByRole('alert')).toHaveTextContent(mensajes.general.periodoRequerido);
    expect(pedidos).toEqual([]);
  });

  it('refuses days out of order', async () => {
    setup('/?periodo=personalizado&desde=2026-11-10&hasta=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(mensajes.general.rangoInvertido);
    expect(pedidos).toEqual([]);
  });

  it("choosing a machine opens its panel on the month the period ends in; 'Todo el negocio' is the default", async () => {
    const { user, onMaquina } = setup('/?periodo=mesAnterior');
    const maquina = screen.getByLabelText(mensajes.ui.maquina);
    expect(screen.getByText(ui.elijaMaquina)).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Máquina Centro' });
    expect(within(maquina).getAllByRole('option')[0]).toHaveTextContent(ui.todoElNegocio);
    await user.selectOptions(maquina, 'Máquina Centro');
    expect(onMaquina).toHaveBeenCalledWith(3, '2026-10');
  });
});
