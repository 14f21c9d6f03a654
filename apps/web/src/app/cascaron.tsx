// Inicio's page as the server sends it, before any script has run (docs/decisions/029, addendum of 2026-11-28): the
// frame's bar and Inicio's title, the same markup the app draws there. A signed-in phone lands on Inicio, and on
// mobile data the main script took two seconds to arrive; with this the person sees the panel's frame and where
// they are as soon as the page and its stylesheet have, and Lighthouse measures that paint. React replaces it whole
// with its first render (main.tsx waits for the screen's code, so no spinner comes in between). Static: no data, no
// session; a page without one goes on to the login as before.
import { mensajes } from '@aguavend/contract/messages';
import { PageHeader } from '../components/page-header.tsx';
import { CLASES_BARRA, CLASES_BOTON_MENU, Marca } from './layout/marca.tsx';
import { TITULO_INICIO } from './routes/inicio-titulo.ts';

export function Cascaron() {
  return (
    <div className="d-flex flex-column min-vh-100">
      {/* The menu's button and the sidebar's column hold their places, so nothing moves when the app takes over. */}
      <header className={CLASES_BARRA}>
        <button type="button" className={`btn btn-outline-secondary btn-sm ${CLASES_BOTON_MENU}`} disabled>
          <i className="bi bi-list" aria-hidden="true" />
          <span className="visually-hidden">{mensajes.ui.abrirMenu}</span>
        </button>
        <span className="navbar-brand fw-semibold text-primary d-flex align-items-center gap-2">
          <Marca />
        </span>
      </header>
      <div className="d-flex flex-grow-1">
        <div className="av-sidebar d-none d-lg-block" />
        <main className="flex-grow-1 p-3 p-md-4 av-main" aria-busy="true">
          <PageHeader {...TITULO_INICIO} />
          <p className="visually-hidden">{mensajes.general.cargando}</p>
        </main>
      </div>
    </div>
  );
}
