import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../../test/respuestas.ts';
import type { UsuarioRow } from '../api/get-usuarios.ts';
import { UsuarioEditDialog } from './usuario-edit-dialog.tsx';

const ui = mensajes.usuarios.ui;

const usuario = (id_tienda: number | null): UsuarioRow => ({
  id_usuario: 12,
  id_usuario_maquina: null,
  nombre: 'Lupita',
  ap_paterno: 'Chan',
  ap_materno: null,
  username: 'lupita',
  clave: '********',
  email: 'lupita@example.com',
  activo: 1,
  id_rol: 3,
  rol: 'TIENDA',
  fecha_creacion: '2026-11-20T18:00:00.000Z',
  fecha_eliminacion: null,
  maquinas: [],
  id_tienda,
});

let writes: { path: string; body: unknown }[];
beforeEach(() => {
  writes = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/tienda')
      return okResponse([
        { id_tienda: 5, nombre_comercial: 'La Fuente' },
        { id_tienda: 6, nombre_comercial: 'Abarrotes Lupita' },
      ]);
    if (path === '/rolmod/roles') return okResponse([{ id_rol: 3, rol: 'TIENDA' }]);
    if (path === '/maquina') return okResponse([]);
    writes.push({ path, body: JSON.parse(String(init?.body)) });
    return okResponse([{ id_usuario: 12 }]);
  });
});

function setup(row: UsuarioRow) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={qc}>
      <UsuarioEditDialog usuario={row} onCancel={vi.fn()} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSaved };
}

describe('UsuarioEditDialog, store link', () => {
  it('links the user to the chosen store after saving the edit', async () => {
    const { user, onSaved } = setup(usuario(null));
    await screen.findByRole('option', { name: 'Abarrotes Lupita' });
    expect(screen.getByLabelText(ui.tiendaVinculada)).toHaveValue('0');
    await user.selectOptions(screen.getByLabelText(ui.tiendaVinculada), 'Abarrotes Lupita');
    await user.click(screen.getByRole('button', { name: mensajes.ui.guardarCambios }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes.map((w) => w.path)).toEqual(['/users/editar', '/users/tienda/asignar']);
    expect(writes[1]?.body).toEqual({ id_usuario: 12, id_tienda: 6 });
  });

  it('unlinks the user with "Ninguna"', async () => {
    const first = setup(usuario(5));
    await screen.findByRole('option', { name: 'La Fuente' });
    expect(screen.getByLabelText(ui.tiendaVinculada)).toHaveValue('5');
    await first.user.selectOptions(screen.getByLabelText(ui.tiendaVinculada), ui.sinTienda);
    await first.user.click(screen.getByRole('button', { name: mensajes.ui.guardarCambios }));
    await waitFor(() => expect(first.onSaved).toHaveBeenCalled());
    expect(writes[1]).toEqual({ path: '/users/tienda/asignar', body: { id_usuario: 12, id_tienda: null } });
  });

  it('sends only the edit when the store stays', async () => {
    const { user, onSaved } = setup(usuario(5));
    await screen.findByRole('option', { name: 'La Fuente' });
    await user.click(screen.getByRole('button', { name: mensajes.ui.guardarCambios }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes.map((w) => w.path)).toEqual(['/users/editar']);
  });
});
