import { mensajes } from '@aguavend/contract/messages';
import type { Ubicacion } from '@aguavend/contract/ubicaciones';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmAction } from '../../../lib/notify.ts';
import { hoyEnNegocio } from '../../../lib/periodos.ts';
import { jsonResponse, okResponse } from '../../../test/respuestas.ts';
import { ColocarDialog, MoverDialog, RetirarDialog } from './ubicacion-dialogs.tsx';

vi.mock('../../../lib/notify.ts', () => ({ confirmAction: vi.fn(async () => false) }));

const m = mensajes.ubicaciones;
const ui = m.ui;

const domicilio = (id_domicilio: number, id_tienda: number, calle: string) => ({
  id_domicilio,
  id_tienda,
  es_sucursal: 'NO',
  calle,
  numero_ext: 'S/N',
  numero_int: null,
  colonia: 'Centro',
  codigo_postal: '97000',
  municipio: 'Mérida',
  estado: 'Yucatán',
  primer_cruzamiento: 'Calle 1',
  segundo_cruzamiento: null,
  referencias: null,
  latitud: null,
  longitud: null,
});
const DOMICILIOS: Record<number, unknown[]> = {
  5: [domicilio(51, 5, 'Calle 60')],
  6: [domicilio(61, 6, 'Calle 21'), domicilio(62, 6, 'Avenida Itzáes')],
};

let writes: { path: string; body: unknown }[];
/** Where each machine stands now, as /maquina/ubicaciones/actuales answers. */
let actuales: Ubicacion[] = [];
let answer: () => Response;
beforeEach(() => {
  writes = [];
  actuales = [];
  vi.mocked(confirmAction).mockClear();
  answer = () => okResponse([{ id_ubicacion: 1 }]);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (path.endsWith('/maquina'))
      return okResponse([
        { id_maquina: 3, nombre: 'Máquina Centro', estatus: 'ACTIVA' },
        { id_maquina: 4, nombre: 'Máquina Norte', estatus: 'ACTIVA' },
      ]);
    if (path.endsWith('/tienda'))
      return okResponse([
        { id_tienda: 5, nombre_comercial: 'La Fuente' },
        { id_tienda: 6, nombre_comercial: 'Abarrotes Lupita' },
      ]);
    if (path.endsWith('/domicilio')) return okResponse(DOMICILIOS[body.id_tienda] ?? []);
    if (path.endsWith('/maquina/ubicaciones/actuales')) return okResponse(actuales);
    writes.push({ path, body });
    return answer();
  });
});

function renderDialog(dialog: (onSaved: (t: string) => void) => ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onSaved = vi.fn();
  render(<QueryClientProvider client={qc}>{dialog(onSaved)}</QueryClientProvider>);
  return { user: userEvent.setup(), onSaved };
}

const guardar = () => screen.getByRole('button', { name: mensajes.ui.guardarCambios });
const ENTRE: Ubicacion = {
  id_ubicacion: 10,
  id_maquina: 3,
  maquina: 'Máquina Centro',
  id_tienda: 5,
  tienda: 'La Fuente',
  id_domicilio: 51,
  domicilio: 'Calle 60 S/N, Centro, Mérida',
  desde: '2026-10-01',
  hasta: null,
};

describe('ColocarDialog', () => {
  it('asks for a machine and one of the store’s addresses, from today, and sends /maquina/ubicar', async () => {
    const { user, onSaved } = renderDialog((onSaved) => (
      <ColocarDialog id_tienda={5} onCancel={vi.fn()} onSaved={onSaved} />
    ));
    await user.click(guardar());
    expect(await screen.findByText(m.debeSeleccionarMaquina)).toBeInTheDocument();
    expect(screen.getByText(m.debeSeleccionarDomicilio)).toBeInTheDocument();
    expect(writes).toEqual([]);

    await screen.findByRole('option', { name: 'Máquina Norte · sin colocar' });
    await user.selectOptions(screen.getByLabelText(ui.maquina), 'Máquina Norte · sin colocar');
    expect(screen.getByText(ui.noEstaColocada)).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Calle 60 S/N, Centro, Mérida' });
    await user.selectOptions(screen.getByLabelText(ui.domicilio), 'Calle 60 S/N, Centro, Mérida');
    await user.click(guardar());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(m.ubicada));
    // A machine placed nowhere moves nothing: no question.
    expect(confirmAction).not.toHaveBeenCalled();
    expect(writes).toEqual([
      { path: '/maquina/ubicar', body: { id_maquina: 4, id_domicilio: 51, desde: hoyEnNegocio() } },
    ]);
  });

  it('says where each machine stands now, and asks before moving one placed elsewhere (declined: nothing sent)', async () => {
    actuales = [
      {
        ...ENTRE,
        id_maquina: 4,
        maquina: 'Máquina Norte',
        id_tienda: 6,
        tienda: 'Abarrotes Lupita',
        id_domicilio: 61,
        domicilio: 'Calle 21 S/N, Centro, Mérida',
      },
    ];
    const { user, onSaved } = renderDialog((onSaved) => (
      <ColocarDialog id_tienda={5} onCancel={vi.fn()} onSaved={onSaved} />
    ));
    const opcion = 'Máquina Norte · en Abarrotes Lupita desde el 01/10/2026';
    await screen.findByRole('option', { name: opcion });
    expect(screen.getByRole('option', { name: 'Máquina Centro · sin colocar' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(ui.maquina), opcion);
    expect(
      screen.getByText(ui.estaAhora('Abarrotes Lupita', 'Calle 21 S/N, Centro, Mérida', '01/10/2026')),
    ).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Calle 60 S/N, Centro, Mérida' });
    await user.selectOptions(screen.getByLabelText(ui.domicilio), 'Calle 60 S/N, Centro, Mérida');
    await user.click(guardar());
    await waitFor(() =>
      expect(confirmAction).toHaveBeenCalledWith(
        ui.confirmarMover('Máquina Norte', 'Abarrotes Lupita', '01/10/2026'),
        ui.moverla,
      ),
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
    // Accepted: the move is sent.
    vi.mocked(confirmAction).mockResolvedValueOnce(true);
    await user.click(guardar());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(m.ubicada));
    expect(writes).toEqual([
      { path: '/maquina/ubicar', body: { id_maquina: 4, id_domicilio: 51, desde: hoyEnNegocio() } },
    ]);
  });
});

describe('MoverDialog', () => {
  it('moves the machine to an address of another store: the store first, then its addresses', async () => {
    const { user, onSaved } = renderDialog((onSaved) => (
      <MoverDialog ubicacion={ENTRE} onCancel={vi.fn()} onSaved={onSaved} />
    ));
    expect(screen.getByRole('dialog', { name: ui.moverDe('Máquina Centro') })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Abarrotes Lupita' });
    expect(screen.getByLabelText(ui.tiendaDestino)).toHaveValue('5');
    await user.selectOptions(screen.getByLabelText(ui.tiendaDestino), 'Abarrotes Lupita');
    await screen.findByRole('option', { name: 'Avenida Itzáes S/N, Centro, Mérida' });
    expect(screen.queryByRole('option', { name: 'Calle 60 S/N, Centro, Mérida' })).toBeNull();
    await user.selectOptions(
      screen.getByLabelText(ui.domicilioDestino),
      'Avenida Itzáes S/N, Centro, Mérida',
    );
    await user.click(guardar());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(m.ubicada));
    expect(writes).toEqual([
      { path: '/maquina/ubicar', body: { id_maquina: 3, id_domicilio: 62, desde: hoyEnNegocio() } },
    ]);
  });
});

describe('RetirarDialog', () => {
  it("sends the machine's last day; a closed month's refusal shows inside the dialog, which stays open", async () => {
    const text = mensajes.estadosCuenta.mesCerrado('2026-10');
    answer = () => jsonResponse({ valid: false, resultados: [], mensaje_user: text, message: text }, 409);
    const { user, onSaved } = renderDialog((onSaved) => (
      <RetirarDialog ubicacion={ENTRE} onCancel={vi.fn()} onSaved={onSaved} />
    ));
    await user.click(guardar());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(writes).toEqual([{ path: '/maquina/retirar', body: { id_maquina: 3, hasta: hoyEnNegocio() } }]);

    answer = () => okResponse([{ id_ubicacion: 10 }]);
    await user.click(guardar());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(m.retirada));
  });
});
