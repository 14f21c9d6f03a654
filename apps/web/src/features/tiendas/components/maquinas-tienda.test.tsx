import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmAction, notify } from '../../../lib/notify.ts';
import { jsonResponse, okResponse } from '../../../test/respuestas.ts';
import { MaquinasTienda } from './maquinas-tienda.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const m = mensajes.ubicaciones;
const ui = m.ui;

const fila = (id_ubicacion: number, maquina: string, desde: string, hasta: string | null) => ({
  id_ubicacion,
  id_maquina: id_ubicacion * 10,
  maquina,
  id_tienda: 5,
  tienda: 'La Fuente',
  id_domicilio: 51,
  domicilio: 'Calle 60 S/N, Centro, Mérida',
  desde,
  hasta,
});

let writes: { path: string; body: unknown }[];
let answer: () => Response;
beforeEach(() => {
  writes = [];
  answer = () => okResponse([fila(1, 'Máquina Centro', '2026-10-01', null)]);
  vi.mocked(notify).mockClear();
  vi.mocked(confirmAction).mockClear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (path.endsWith('/maquina/ubicaciones'))
      return okResponse([
        fila(1, 'Máquina Centro', '2026-10-01', null),
        fila(2, 'Máquina Norte', '2026-03-01', '2026-09-30'),
      ]);
    writes.push({ path, body });
    return answer();
  });
});

function setup() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MaquinasTienda id_tienda={5} sinDomicilios={false} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('MaquinasTienda', () => {
  it('lists the machines standing at the store now apart from the history of every stay', async () => {
    setup();
    const ahora = await screen.findByRole('list', { name: ui.ahora });
    expect(within(ahora).getAllByRole('listitem')).toHaveLength(1);
    expect(ahora).toHaveTextContent('Máquina Centro');
    expect(ahora).toHaveTextContent('Desde 01/10/2026');
    const historial = screen.getByRole('region', { name: ui.historial });
    expect(within(historial).getAllByRole('row')).toHaveLength(3);
    expect(historial).toHaveTextContent('30/09/2026');
    expect(historial).toHaveTextContent(ui.vigente);
  });

  it('undoes a machine’s last placement after asking, and says so in the card', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: ui.deshacerDe('Máquina Centro') }));
    expect(confirmAction).toHaveBeenCalledWith(
      ui.confirmarDeshacer('Máquina Centro', 'Calle 60 S/N, Centro, Mérida', '01/10/2026'),
      ui.deshacer,
    );
    await waitFor(() => expect(screen.getByText(m.deshecha)).toBeInTheDocument());
    expect(writes).toEqual([{ path: '/maquina/ubicacion/eliminar', body: { id_ubicacion: 1 } }]);
  });

  it("tells a refused undo in the server's words, as every screen does", async () => {
    answer = () =>
      jsonResponse({ valid: false, resultados: [], mensaje_user: m.soloUltima, message: m.soloUltima }, 409);
    const user = setup();
    await user.click(await screen.findByRole('button', { name: ui.deshacerDe('Máquina Centro') }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: m.soloUltima, icon: 'warning' })),
    );
    expect(screen.queryByText(m.deshecha)).toBeNull();
  });

  it('opens the move and withdraw dialogs of a machine', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: ui.moverDe('Máquina Centro') }));
    expect(screen.getByRole('dialog', { name: ui.moverDe('Máquina Centro') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: mensajes.ui.cancelar }));
    await user.click(screen.getByRole('button', { name: ui.retirarDe('Máquina Centro') }));
    expect(screen.getByRole('dialog', { name: ui.retirarDe('Máquina Centro') })).toBeInTheDocument();
  });
});
