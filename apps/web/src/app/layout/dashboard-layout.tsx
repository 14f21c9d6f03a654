// Every signed-in page: a link that skips to the screen, top bar, sidebar (an offcanvas at ≤ 991 px), the screen,
// and the footer. Each navigation reads the role's screens again (issue 15).
import { mensajes } from '@aguavend/contract/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { Outlet } from 'react-router';
import { Loading } from '../../components/states.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { useSession } from '../../lib/use-session.ts';
import { useRefreshPantallasOnNavigation } from '../use-pantallas.ts';
import { SidebarNav } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

/** The user whose answers the query cache holds. */
let cacheOwner: number | undefined;

export function DashboardLayout() {
  // Another user signing in on this tab must not see, even for a moment, the screens or machines of the one before.
  const user = useSession()?.user.id_usuario;
  if (user !== undefined && user !== cacheOwner) {
    queryClient.clear();
    cacheOwner = user;
  }
  return (
    <QueryClientProvider client={queryClient}>
      <Frame />
    </QueryClientProvider>
  );
}

function Frame() {
  const [menuOpen, setMenuOpen] = useState(false);
  useRefreshPantallasOnNavigation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#contenido" className="visually-hidden-focusable av-skip-link">
        {mensajes.marco.saltarAlContenido}
      </a>
      <TopBar onToggleMenu={() => setMenuOpen(true)} />
      <div className="d-flex flex-grow-1">
        <nav className="av-sidebar d-none d-lg-block" aria-label={mensajes.ui.menuPrincipal}>
          <SidebarNav />
        </nav>
        <Offcanvas
          show={menuOpen}
          onHide={() => setMenuOpen(false)}
          className="av-offcanvas"
          aria-label={mensajes.ui.menuPrincipal}
        >
          <Offcanvas.Header closeButton closeLabel={mensajes.ui.cerrar}>
            <Offcanvas.Title>{mensajes.ui.marca}</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
            <nav aria-label={mensajes.ui.menuPrincipal}>
              <SidebarNav onNavigate={() => setMenuOpen(false)} />
            </nav>
          </Offcanvas.Body>
        </Offcanvas>
        <main id="contenido" tabIndex={-1} className="flex-grow-1 p-3 p-md-4 av-main">
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <footer className="border-top bg-body text-center text-secondary small py-2">{mensajes.ui.pie}</footer>
    </div>
  );
}
