import type { Maquina } from '@aguavend/contract/maquinas';
import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { okResponse } from '../../../test/respuestas.ts';
import { fakeToken, usuarioJson } from '../../../test/tokens.ts';
import { PrecioMaquina } from './precio-siguiente.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const ui = mensajes.uiCatalogos;
const JARDINES: Maquina = {
  id_maquina: 4,
  nombre: 'Máquina Colonia Jardines',
  estatus: 'ACTIVA',
  modo_venta: 'POR_CORTE',
  precio_litro: 0.65,
  precio_litro_siguiente: 0.7,
  lectura_inicial: 0,
  numero_serie: null,
  marca_modelo: null,
  fecha_instalacion: null,
};

let enviados: { path: string; body: unknown }[];
beforeEach(() => {
  enviados = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    enviados.push({ path: String(input), body: JSON.parse(String(init?.body ?? '{}')) });
    return okResponse([JARDINES]);
  });
});

function renderCelda(rol: 'ADMIN' | 'OPERADOR', maquina = JARDINES) {
  saveSession(usuarioJson(rol), fakeToken(3600));
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <PrecioMaquina maquina={maquina} />
    </QueryClientProvider>,
  );
}

describe('PrecioMaquina', () => {
  it('shows the price in force and the one waiting for the next corte; only an ADMIN may change it', () => {
    renderCelda('OPERADOR');
    expect(screen.getByText(mensajes.uiCortes.desdeSiguienteCorte('$ 0.70'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ui.cambiarPrecio })).toBeNull();
  });

  it('an ADMIN sets the next price in a one-field dialog, or takes it back', async () => {
    const user = userEvent.setup();
    renderCelda('ADMIN');
    await user.click(screen.getByRole('button', { name: ui.cambiarPrecio }));
    const dialogo = within(
      await screen.findByRole('dialog', { name: ui.precioSiguienteTitulo(JARDINES.nombre) }),
    );
    const campo = dialogo.getByLabelText(ui.precioSiguiente);
    expect(campo).toHaveValue(0.7);
    await user.clear(campo);
    await user.type(campo, '0.75');
    await user.click(dialogo.getByRole('button', { name: mensajes.ui.guardarCambios }));
    await waitFor(() =>
      expect(enviados).toContainEqual({
        path: '/maquina/precio/siguiente',
        body: { id_maquina: 4, precio_litro_siguiente: 0.75 },
      }),
    );
    await user.click(screen.getByRole('button', { name: ui.quitarPrecioSiguiente }));
    await waitFor(() =>
      expect(enviados).toContainEqual({
        path: '/maquina/precio/siguiente',
        body: { id_maquina: 4, precio_litro_siguiente: null },
      }),
    );
  });
});
