// Every signed-in page: a link that skips to the screen, top bar, sidebar (an offcanvas at ≤ 991 px), the screen,
// and the footer. Each navigation reads the role's screens again (issue 15).
import { mensajes } from '@aguavend/contract/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '../../components/states.tsx';
import { perfilQueryOptions } from '../../features/perfil/api/get-perfil.ts';
import type { PerfilRow } from '../../features/perfil/api/pedir-perfil.ts';
import { avisarPintado, primeraCarga } from '../../lib/primera-carga.ts';
import { cacheFor, queryClient } from '../../lib/query-client.ts';
import { registrarServiceWorker } from '../../lib/service-worker.ts';
import { getSession, getToken, isTokenValid } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { useRefreshPantallasOnNavigation } from '../use-pantallas.ts';
import { SidebarNav } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

// The offcanvas menu (react-bootstrap's modal machinery, about 4 KB compressed) is needed only under 992 px, where
// the sidebar is hidden: a desk never downloads it, and a phone fetches it once the screen's own calls have been
// answered (its four files took the connections the screen's data waited for), before the menu button is likely to
// be tapped (issue 16's budget for what Inicio loads). A tap before that loads it at once.
const cargarMenu = () => import('./menu-movil.tsx');
const MenuMovil = lazy(async () => ({ default: (await cargarMenu()).MenuMovil }));
const pantallaAngosta = '(max-width: 991.98px)';

function seguirAncho(cambio: () => void) {
  const consulta = window.matchMedia?.(pantallaAngosta);
  consulta?.addEventListener('change', cambio);
  return () => consulta?.removeEventListener('change', cambio);
}
/**
 * Under 992 px, following changes of width. Without matchMedia (an old browser, jsdom) the screen counts as wide and
 * the sidebar shows.
 */
const useAngosta = () =>
  useSyncExternalStore(seguirAncho, () => window.matchMedia?.(pantallaAngosta).matches ?? false);

/**
 * Run by the router as soon as this code arrives, before the frame renders: the signed-in user's grants (the
 * screen's guard waits on them) go into the cache — the answer to the call the router sent while this code was on
 * its way (`enCamino`), or a new call.
 */
export function prepareFrame(enCamino?: Promise<PerfilRow | null>) {
  const token = getToken();
  if (!isTokenValid(token)) return;
  cacheFor(getSession()?.user.id_usuario);
  void queryClient.prefetchQuery({ ...perfilQueryOptions(), ...(enCamino && { queryFn: () => enCamino }) });
}

export function DashboardLayout() {
  cacheFor(useSession()?.user.id_usuario);
  return (
    <QueryClientProvider client={queryClient}>
      <Frame />
    </QueryClientProvider>
  );
}

function Frame() {
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from its first opening on, so that closing it keeps its slide-out.
  const [menuMontado, setMenuMontado] = useState(false);
  const angosta = useAngosta();
  // The page's first load ends once this frame is painted and its screen's calls have answered (primera-carga.ts);
  // the phone's menu code and the service worker wait for it.
  useEffect(avisarPintado, []);
  useEffect(() => {
    if (angosta) void primeraCarga().then(cargarMenu);
  }, [angosta]);
  useEffect(() => {
    void primeraCarga().then(registrarServiceWorker);
  }, []);
  useRefreshPantallasOnNavigation();
  return (
    <div className="d-flex flex-column min-vh-100">
      <a href="#contenido" className="visually-hidden-focusable av-skip-link">
        {mensajes.marco.saltarAlContenido}
      </a>
      <TopBar
        onToggleMenu={() => {
          setMenuMontado(true);
          setMenuOpen(true);
        }}
      />
      <div className="d-flex flex-grow-1">
        {/* Not drawn at all on a phone, where it would be hidden: its links are a good part of the first render. */}
        {!angosta && (
          <nav className="av-sidebar d-none d-lg-block" aria-label={mensajes.ui.menuPrincipal}>
            <SidebarNav />
          </nav>
        )}
        {menuMontado && (
          <Suspense fallback={null}>
            <MenuMovil show={menuOpen} onHide={() => setMenuOpen(false)} />
          </Suspense>
        )}
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
