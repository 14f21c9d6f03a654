import { NOMBRES_PANTALLAS, type Pantalla } from '@aguavend/contract/pantallas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type PerfilRow, perfilKey } from '../../features/perfil/api/get-perfil.ts';
import { useRefreshPantallasOnNavigation } from '../use-pantallas.ts';
import { SIDEBAR_ENTRIES, SidebarNav } from './sidebar.tsx';

/** What /users/perfil answers now; null: it has not answered yet. */
let granted: Pantalla[] | null;
let reads: number;
beforeEach(() => {
  reads = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    reads++;
    if (granted === null) return new Promise<Response>(() => {});
    return new Response(
      JSON.stringify({ valid: true, resultados: [{ id_usuario: 3, pantallas: granted }], mensaje_user: '' }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
});

/** The sidebar in a frame that reads the grants again on each navigation, as the dashboard layout does. */
function Frame() {
  useRefreshPantallasOnNavigation();
  return (
    <nav aria-label="Menú principal">
      <SidebarNav />
    </nav>
  );
}

function renderSidebar(
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } }),
) {
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/inicio']}>
        <Frame />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const links = () =>
    within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .map((a) => a.textContent);
  return { ...view, links };
}

describe('SidebarNav', () => {
  it('shows exactly the entries of the granted screens, in order, and Contacto', async () => {
    granted = ['egresos', 'inicio', 'ventas', 'reportes'];
    const { links } = renderSidebar();
    await waitFor(() =>
      expect(links()).toEqual(['Inicio', 'Reportes', 'Ventas de máquina', 'Egresos', 'Contacto']),
    );
    expect(screen.getByRole('link', { name: 'Reportes' })).toHaveAttribute('href', '/dashboard/reportes');
    expect(screen.getByRole('link', { name: 'Egresos' })).toHaveAttribute(
      'href',
      '/dashboard/administracion/egresos',
    );
  });

  it('shows every entry to a role granted every screen', async () => {
    granted = [...NOMBRES_PANTALLAS];
    const { links } = renderSidebar();
    await waitFor(() => expect(links()).toHaveLength(SIDEBAR_ENTRIES.length + 1));
    expect(links()).toEqual([...SIDEBAR_ENTRIES.map((e) => e.label), 'Contacto']);
    expect(SIDEBAR_ENTRIES.map((e) => e.pantalla).sort()).toEqual([...NOMBRES_PANTALLAS].sort());
  });

  it('until the first answer arrives, shows placeholders and no entry but Contacto', async () => {
    granted = null;
    const { links, container } = renderSidebar();
    await waitFor(() => expect(reads).toBe(1));
    expect(links()).toEqual(['Contacto']);
    expect(container.querySelectorAll('.placeholder')).toHaveLength(3);
  });

  it('opens on the grants the frame loader read, without reading them again; the next screen reads them', async () => {
    granted = ['inicio', 'ventas'];
    // What router.tsx's frame loader leaves in the cache as the frame opens, already answered.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    client.setQueryData(perfilKey, { id_usuario: 3, pantallas: granted } as unknown as PerfilRow);
    const { links } = renderSidebar(client);
    expect(links()).toEqual(['Inicio', 'Ventas de máquina', 'Contacto']);
    await new Promise((r) => setTimeout(r, 50));
    expect(reads).toBe(0);
    await userEvent.click(screen.getByRole('link', { name: 'Ventas de máquina' }));
    await waitFor(() => expect(reads).toBe(1));
  });

  it('reads the grants again on the next navigation: a screen granted meanwhile appears, one revoked goes', async () => {
    granted = ['inicio', 'ventas'];
    const { links } = renderSidebar();
    await waitFor(() => expect(links()).toEqual(['Inicio', 'Ventas de máquina', 'Contacto']));
    granted = ['inicio', 'tiendas'];
    await userEvent.click(screen.getByRole('link', { name: 'Ventas de máquina' }));
    await waitFor(() => expect(links()).toEqual(['Inicio', 'Crear tienda', 'Contacto']));
  });
});
