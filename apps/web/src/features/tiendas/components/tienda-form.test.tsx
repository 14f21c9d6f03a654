import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { saveSession } from '../../../lib/session.ts';
import { TiendaForm } from './tienda-form.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const posted: unknown[] = [];
let answer: () => Promise<Response>;

beforeEach(() => {
  posted.length = 0;
  vi.mocked(notify).mockClear();
  answer = async () => json(200, { valid: true, resultados: [{ id_tienda: 1 }], mensaje_user: 'ok' });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    posted.push(JSON.parse(String(init?.body)));
    return answer();
  });
  // A session whose user id the form sends along (spec §3).
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  saveSession(
    JSON.stringify({
      id_usuario: 42,
      username: 'ana',
      nombre: 'Ana',
      ap_paterno: 'P',
      rol: 'ADMIN',
      id_rol: 1,
    }),
    `x.${payload}.y`,
  );
});

const ui = mensajes.tiendas.ui;
function setup(onSaved = vi.fn()) {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <TiendaForm onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSaved };
}
const guardar = () => screen.getByRole('button', { name: ui.guardar });

describe('TiendaForm', () => {
  it('asks for the type of person with a notice', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(ui.nombreComercial), 'Mi tienda');
    await user.click(guardar());
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Error de Validación', text: 'Debe seleccionar un tipo de persona.' }),
    );
    expect(posted).toEqual([]);
  });

  it('upper-cases the RFC and checks the SAT pattern of the chosen type', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText(ui.rfc), 'abcd010101ab1');
    expect(screen.getByLabelText(ui.rfc)).toHaveValue('ABCD010101AB1');
    await user.selectOptions(screen.getByLabelText(ui.tipoPersona), 'MORAL');
    await user.click(guardar());
    expect(await screen.findByText(mensajes.tiendas.rfcMoral)).toBeInTheDocument();
    expect(screen.getByText(mensajes.tiendas.nombreComercialRequerido)).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('sends the store with the session user, says so, clears the form and keeps it', async () => {
    const { user, onSaved } = setup();
    await user.type(screen.getByLabelText(ui.nombreComercial), 'Purificadora Sol');
    await user.type(screen.getByLabelText(ui.rfc), 'SOL010101AB1');
    await user.selectOptions(screen.getByLabelText(ui.tipoPersona), 'MORAL');
    await user.click(guardar());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          title: '¡Operación Exitosa!',
          text: 'La tienda se ha registrado correctamente.',
        }),
      ),
    );
    expect(posted).toEqual([
      {
        nombre_comercial: 'Purificadora Sol',
        razon_social: null,
        rfc: 'SOL010101AB1',
        tipo_persona: 'MORAL',
        id_usuario: 42,
      },
    ]);
    expect(onSaved).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText(ui.nombreComercial)).toHaveValue(''));
  });

  it('warns with the server message, or the fallback', async () => {
    answer = async () =>
      json(400, { valid: false, resultados: [], mensaje_user: 'RFC raro', message: 'RFC raro' });
    const { user } = setup();
    await user.type(screen.getByLabelText(ui.nombreComercial), 'Purificadora Sol');
    await user.type(screen.getByLabelText(ui.rfc), 'SOL010101AB1');
    await user.selectOptions(screen.getByLabelText(ui.tipoPersona), 'MORAL');
    await user.click(guardar());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Advertencia', text: 'RFC raro' }),
      ),
    );
    answer = async () => json(200, { valid: true, resultados: [], mensaje_user: '' });
    await user.click(guardar());
    await waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: 'Advertencia', text: 'Hubo un problema al registrar la tienda.' }),
      ),
    );
  });
});
