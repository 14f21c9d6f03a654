import type { Pantalla } from '@aguavend/contract/pantallas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { perfilKey } from '../features/perfil/api/get-perfil.ts';
import { rememberPerfil, saveSession } from '../lib/session.ts';
import { okResponse } from '../test/respuestas.ts';
import { fakeToken, usuarioJson } from '../test/tokens.ts';
import { Landing, RequirePantalla } from './pantalla-guard.tsx';
import { usePantallas } from './use-pantallas.ts';

const perfil = (pantallas: Pantalla[]) => ({
  id_usuario: 1,
  nombre: 'Ana',
  ap_paterno: 'López',
  ap_materno: null,
  username: 'ana',
  email: 'ana@aguavend.mx',
  rol: 'OPERADOR',
  id_rol: 2,
  fecha_creacion: '2026-01-01T00:00:00Z',
  maquinas: [],
  pantallas,
});

/** Each read of /users/perfil waits until the test answers it. */
let reads: ((pantallas: Pantalla[]) => void)[];
beforeEach(() => {
  reads = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    () =>
      new Promise<Response>((resolve) => reads.push((pantallas) => resolve(okResponse([perfil(pantallas)])))),
  );
});

/** The app's cache keeps answers for a while, so only the guard itself would read the grants again. */
function renderAt(path: string, cached?: Pantalla[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (cached) client.setQueryData(perfilKey, perfil(cached));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/unauthorized" element={<p>sin permiso</p>} />
          <Route path="/dashboard" element={<Landing />} />
          <Route path="/dashboard/perfil" element={<p>perfil</p>} />
          <Route element={<RequirePantalla pantalla="inicio" />}>
            <Route path="/dashboard/inicio" element={<p>inicio</p>} />
          </Route>
          <Route element={<RequirePantalla pantalla="ventas" />}>
            <Route path="/dashboard/maquina/ventas" element={<p>ventas</p>} />
          </Route>
          <Route element={<RequirePantalla pantalla="egresos" />}>
            <Route path="/dashboard/administracion/egresos" element={<p>egresos</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A screen that reads the grants too, and renders again once after its first render (its own call answered). */
function PantallaConPermisos() {
  const [, setVuelta] = useState(0);
  useEffect(() => setVuelta(1), []);
  return <p>{usePantallas().data?.has('egresos') ? 'con egresos' : 'sin egresos'}</p>;
}

describe('RequirePantalla', () => {
  it('opens a screen the cached grants hold at once', () => {
    renderAt('/dashboard/maquina/ventas', ['inicio', 'ventas']);
    expect(screen.getByText('ventas')).toBeInTheDocument();
  });

  it('a screen the cached grants lack: waits while the grants are read again, then refuses it', async () => {
    renderAt('/dashboard/maquina/ventas', ['inicio']);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    await waitFor(() => expect(reads).toHaveLength(1));
    expect(screen.queryByText('sin permiso')).toBeNull();
    reads[0]?.(['inicio']);
    expect(await screen.findByText('sin permiso')).toBeInTheDocument();
  });

  it('a screen granted since the cached answer opens once the grants are read again', async () => {
    renderAt('/dashboard/maquina/ventas', ['inicio']);
    await waitFor(() => expect(reads).toHaveLength(1));
    reads[0]?.(['inicio', 'ventas']);
    expect(await screen.findByText('ventas')).toBeInTheDocument();
    expect(screen.queryByText('sin permiso')).toBeNull();
  });

  it('the remembered grants stay on while the new answer takes long, read by the guard and by the screen', async () => {
    // Mi tienda reads the grants too. A placeholder made anew on each render (a new function each time) changed
    // the result on each render, and React ended the loop with an error before the answer came.
    saveSession(usuarioJson('OPERADOR'), fakeToken(60));
    rememberPerfil(perfil(['inicio', 'egresos']));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const errores = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard/administracion/egresos']}>
          <Routes>
            <Route element={<RequirePantalla pantalla="egresos" />}>
              <Route path="/dashboard/administracion/egresos" element={<PantallaConPermisos />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(reads).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('con egresos')).toBeInTheDocument();
    expect(errores).not.toHaveBeenCalled();
    errores.mockRestore();
  });

  it("a reload opens the screen on the tab's remembered grants at once, and refuses it if the new answer does", async () => {
    saveSession(usuarioJson('OPERADOR'), fakeToken(60));
    rememberPerfil(perfil(['inicio', 'ventas']));
    renderAt('/dashboard/maquina/ventas');
    expect(screen.getByText('ventas')).toBeInTheDocument();
    await waitFor(() => expect(reads).toHaveLength(1));
    reads[0]?.(['inicio']);
    expect(await screen.findByText('sin permiso')).toBeInTheDocument();
  });

  it('with nothing cached, waits for the first answer', async () => {
    renderAt('/dashboard/maquina/ventas');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    await waitFor(() => expect(reads).toHaveLength(1));
    reads[0]?.(['inicio']);
    expect(await screen.findByText('sin permiso')).toBeInTheDocument();
  });
});

describe('Landing (/dashboard)', () => {
  it('goes to Inicio when the role grants it', () => {
    renderAt('/dashboard', ['egresos', 'inicio']);
    expect(screen.getByText('inicio')).toBeInTheDocument();
  });

  it('without Inicio, goes to the first granted screen in the sidebar order, not to "no permission"', () => {
    renderAt('/dashboard', ['egresos', 'ventas']);
    expect(screen.getByText('ventas')).toBeInTheDocument();
  });

  it('with no screen granted, goes to the profile', () => {
    renderAt('/dashboard', []);
    expect(screen.getByText('perfil')).toBeInTheDocument();
  });
});
