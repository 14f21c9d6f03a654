import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { UsuarioForm } from './usuario-form.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const roles = [
  { id_rol: 1, rol: 'ADMIN', fecha_creacion: '2026-01-01T00:00:00Z' },
  { id_rol: 2, rol: 'OPERADOR', fecha_creacion: '2026-01-01T00:00:00Z' },
];

const maquinas = [
  { id_maquina: 3, nombre: 'Centro', estatus: 'ACTIVA' },
  { id_maquina: 4, nombre: 'Bodega', estatus: 'INACTIVA' },
  { id_maquina: 5, nombre: 'Norte', estatus: 'ACTIVA' },
];

let createAnswer: () => Promise<Response>;
const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  vi.mocked(notify).mockClear();
  createAnswer = async () => json(200, { valid: true, resultados: [{ id_usuario: 9 }], mensaje_user: 'ok' });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/rolmod/roles')) return json(200, { valid: true, resultados: roles, mensaje_user: '' });
    if (url.endsWith('/maquina')) return json(200, { valid: true, resultados: maquinas, mensaje_user: '' });
    if (url.endsWith('/users/create')) {
      posted.push(JSON.parse(String(init?.body)));
      return createAnswer();
    }
    return json(404, { valid: false, resultados: [], mensaje_user: 'no', message: 'no' });
  });
});

function setup() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <UsuarioForm />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const ui = mensajes.usuarios.ui;
const guardar = () => screen.getByRole('button', { name: ui.guardar });

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'OPERADOR' });
  await user.selectOptions(screen.getByLabelText(ui.rol), '2');
  await user.type(screen.getByLabelText(ui.nombre), 'Ana');
  await user.type(screen.getByLabelText(ui.apPaterno), 'Pérez');
  await user.type(screen.getByLabelText(ui.username), 'ana');
  await user.type(screen.getByLabelText(ui.clave), 'clave-segura-1');
  await user.type(screen.getByLabelText(ui.email), 'ana@example.com');
}

describe('UsuarioForm', () => {
  it('asks for a role first, then for username and password, before calling the server', async () => {
    const user = setup();
    await user.click(guardar());
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Error de Validación', text: 'Debe seleccionar un rol.' }),
    );
    await screen.findByRole('option', { name: 'OPERADOR' });
    await user.selectOptions(screen.getByLabelText(ui.rol), '2');
    await user.type(screen.getByLabelText(ui.username), 'ana');
    await user.click(guardar());
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Error de Validación',
        text: 'El username y la clave no pueden estar vácia.',
      }),
    );
    expect(posted).toEqual([]);
  });

  it('binds both password fields to one value', async () => {
    const user = setup();
    await user.type(screen.getByLabelText(ui.clave), 'abc');
    expect(screen.getByLabelText(ui.confirmarClave)).toHaveValue('abc');
    await user.type(screen.getByLabelText(ui.confirmarClave), 'd');
    expect(screen.getByLabelText(ui.clave)).toHaveValue('abcd');
  });

  it('shows the schema messages inline', async () => {
    const user = setup();
    await fillAll(user);
    await user.clear(screen.getByLabelText(ui.nombre));
    await user.clear(screen.getByLabelText(ui.email));
    await user.type(screen.getByLabelText(ui.email), 'no-email');
    await user.click(guardar());
    expect(await screen.findByText(mensajes.usuarios.nombreRequerido)).toBeInTheDocument();
    expect(screen.getByText(mensajes.usuarios.emailInvalido)).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('sends the spec payload with the machines checked in the form, says so and clears the form', async () => {
    const user = setup();
    await fillAll(user);
    await user.click(await screen.findByLabelText('Norte'));
    await user.click(screen.getByLabelText('Bodega (Inactiva)'));
    await user.click(guardar());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          title: '¡Operación Exitosa!',
          text: 'EL Usuario se ha registrado correctamente.',
        }),
      ),
    );
    expect(posted).toEqual([
      {
        usuario: {
          nombre: 'Ana',
          Username: 'ana',
          ap_paterno: 'Pérez',
          ap_materno: null,
          email: 'ana@example.com',
          clave: 'clave-segura-1',
        },
        rol: { id_usuario: '', id_rol: 2 },
        maquinas: [4, 5],
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText(ui.username)).toHaveValue(''));
    expect(screen.getByLabelText('Norte')).not.toBeChecked();
  });

  it('warns with the server message when the server refuses', async () => {
    createAnswer = async () =>
      json(409, {
        valid: false,
        resultados: [],
        mensaje_user: 'El username ya está registrado.',
        message: 'x',
      });
    const user = setup();
    await fillAll(user);
    await user.click(guardar());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Advertencia',
          text: 'El username ya está registrado.',
          icon: 'warning',
        }),
      ),
    );
    expect(screen.getByLabelText(ui.username)).toHaveValue('ana');
  });

  it('says the server could not be reached when the call gets no answer', async () => {
    createAnswer = async () => {
      throw new TypeError('network down');
    };
    const user = setup();
    await fillAll(user);
    await user.click(guardar());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Sin conexión con el servidor',
          text: 'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.',
          icon: 'error',
        }),
      ),
    );
  });
});

describe('UsuarioForm from a machine (issue 43)', () => {
  it('starts with the machine being viewed ticked, and asks before saving a user with no machine', async () => {
    const { confirmAction } = await import('../../../lib/notify.ts');
    vi.mocked(confirmAction).mockResolvedValueOnce(false);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <UsuarioForm id_maquina={5} />
      </QueryClientProvider>,
    );
    const norte = await screen.findByRole('checkbox', { name: 'Norte' });
    expect(norte).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Centro' })).not.toBeChecked();
    await fillAll(user);
    await user.click(norte);
    await user.click(guardar());
    await waitFor(() =>
      expect(confirmAction).toHaveBeenCalledWith(ui.sinMaquinasConfirmar, ui.guardarSinMaquinas),
    );
    // Declined: nothing is sent, the form keeps what was typed.
    expect(posted).toHaveLength(0);
    expect(screen.getByLabelText(ui.username)).toHaveValue('ana');
  });
});
