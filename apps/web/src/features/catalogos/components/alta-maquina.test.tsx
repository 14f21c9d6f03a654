import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hoyEnNegocio } from '../../../lib/periodos.ts';
import { jsonResponse, okResponse } from '../../../test/respuestas.ts';
import { AltaMaquinaDialogo } from './alta-maquina.tsx';

const ui = mensajes.uiCatalogos;
const uc = mensajes.uiCortes;

const MAQUINA = {
  id_maquina: 9,
  nombre: 'Máquina Nueva',
  estatus: 'ACTIVA',
  modo_venta: 'POR_CORTE',
  precio_litro: 0.5,
  lectura_inicial: 100,
  numero_serie: 'PX-1',
  marca_modelo: 'Purifika',
  fecha_instalacion: '2026-01-10',
};

let writes: { path: string; body: unknown }[];
/** The answer of each write, by path; absent: success. */
let answers: Record<string, () => Response>;
beforeEach(() => {
  writes = [];
  answers = {};
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (path.endsWith('/tienda')) return okResponse([{ id_tienda: 5, nombre_comercial: 'La Fuente' }]);
    if (path.endsWith('/domicilio'))
      return okResponse(
        body.id_tienda === 5
          ? [
              {
                id_domicilio: 51,
                calle: 'Calle 60',
                numero_ext: 'S/N',
                numero_int: null,
                colonia: 'Centro',
                municipio: 'Mérida',
              },
            ]
          : [],
      );
    if (path.endsWith('/users'))
      return okResponse([{ id_usuario: 7, nombre: 'Rosa', ap_paterno: 'Pech', username: 'rosa' }]);
    writes.push({ path, body });
    const answer = answers[path];
    if (answer) return answer();
    return okResponse(path === '/maquina/new' ? [MAQUINA] : [{}]);
  });
});

function renderDialog() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={qc}>
      <AltaMaquinaDialogo onClose={onClose} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onClose };
}

/** Fills the machine, places it at La Fuente's address and gives it Rosa as collector. */
async function llenarTodo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(ui.nombre), 'Máquina Nueva');
  await user.selectOptions(screen.getByLabelText(uc.modoVenta), 'POR_CORTE');
  await user.type(screen.getByLabelText(uc.precioLitro), '0.5');
  await user.type(screen.getByLabelText(uc.lecturaInicial), '100');
  await user.type(screen.getByLabelText(ui.numeroSerie), ' PX-1 ');
  await user.type(screen.getByLabelText(ui.marcaModelo), 'Purifika');
  await screen.findByRole('option', { name: 'La Fuente' });
  await user.selectOptions(screen.getByLabelText(ui.tienda), 'La Fuente');
  await screen.findByRole('option', { name: 'Calle 60 S/N, Centro, Mérida' });
  await user.selectOptions(screen.getByLabelText(ui.domicilio), 'Calle 60 S/N, Centro, Mérida');
  await screen.findByRole('option', { name: 'Rosa Pech' });
  await user.selectOptions(screen.getByLabelText(ui.cobrador), 'Rosa Pech');
}

const registrar = () => screen.getByRole('button', { name: ui.registrarMaquina });

describe('AltaMaquinaDialogo (the «Nueva máquina» flow)', () => {
  it('creates, prices, places and assigns the machine from one submit, in that order', async () => {
    const { user, onClose } = renderDialog();
    await llenarTodo(user);
    await user.click(registrar());
    await waitFor(() =>
      expect(onClose).toHaveBeenCalledWith(
        [mensajes.catalogos.maquinaRegistrada, ui.pasoUbicacion, ui.pasoCobrador].join(' '),
      ),
    );
    expect(writes).toEqual([
      {
        path: '/maquina/new',
        body: {
          nombre: 'Máquina Nueva',
          estatus: 'ACTIVA',
          modo_venta: 'POR_CORTE',
          precio_litro: 0.5,
          lectura_inicial: 100,
          numero_serie: 'PX-1',
          marca_modelo: 'Purifika',
        },
      },
      { path: '/maquina/ubicar', body: { id_maquina: 9, id_domicilio: 51, desde: hoyEnNegocio() } },
      { path: '/users/maquina/asignar', body: { id_maquina: 9, id_usuario: 7 } },
    ]);
  });

  it('with no store and no collector, only registers the machine', async () => {
    const { user, onClose } = renderDialog();
    await user.type(screen.getByLabelText(ui.nombre), 'Sola');
    await user.click(registrar());
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(mensajes.catalogos.maquinaRegistrada));
    expect(writes.map((w) => w.path)).toEqual(['/maquina/new']);
  });

  it('asks for the address once a store is chosen, before sending anything', async () => {
    const { user } = renderDialog();
    await user.type(screen.getByLabelText(ui.nombre), 'Sin domicilio');
    await screen.findByRole('option', { name: 'La Fuente' });
    await user.selectOptions(screen.getByLabelText(ui.tienda), 'La Fuente');
    await user.click(registrar());
    expect(await screen.findByText(mensajes.ubicaciones.debeSeleccionarDomicilio)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('a refused machine saves nothing else and says why', async () => {
    answers['/maquina/new'] = () =>
      jsonResponse({ valid: false, mensaje_user: mensajes.catalogos.numeroSerieDuplicado }, 409);
    const { user, onClose } = renderDialog();
    await llenarTodo(user);
    await user.click(registrar());
    expect(await screen.findByText(mensajes.catalogos.numeroSerieDuplicado)).toBeInTheDocument();
    expect(writes.map((w) => w.path)).toEqual(['/maquina/new']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when the placement is refused, says what was saved and what was not, and a retry repeats only that part', async () => {
    const cerrado = 'No se puede colocar: el mes 2026-10 está cerrado.';
    answers['/maquina/ubicar'] = () => jsonResponse({ valid: false, mensaje_user: cerrado }, 409);
    const { user, onClose } = renderDialog();
    await llenarTodo(user);
    await user.click(registrar());
    const parcial = await screen.findByTestId('alta-parcial');
    expect(parcial).toHaveTextContent(ui.parcialTitulo);
    expect(within(parcial).getByText(ui.pasoMaquina('Máquina Nueva'))).toBeInTheDocument();
    expect(within(parcial).getByText(ui.pasoUbicacionFallo(cerrado))).toBeInTheDocument();
    expect(within(parcial).getByText(ui.pasoCobrador)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    // The machine is saved: its fields are locked, and the button now retries what is missing.
    expect(screen.getByLabelText(ui.nombre)).toBeDisabled();
    expect(screen.getByLabelText(ui.cobrador)).toBeDisabled();

    delete answers['/maquina/ubicar'];
    writes = [];
    await user.click(screen.getByRole('button', { name: ui.reintentar }));
    await waitFor(() =>
      expect(onClose).toHaveBeenCalledWith(
        [mensajes.catalogos.maquinaRegistrada, ui.pasoUbicacion, ui.pasoCobrador].join(' '),
      ),
    );
    expect(writes).toEqual([
      { path: '/maquina/ubicar', body: { id_maquina: 9, id_domicilio: 51, desde: hoyEnNegocio() } },
    ]);
  });
});
