// The top bar's look and its brand, shared by the bar (top-bar.tsx) and the page the server sends before the
// scripts (cascaron.tsx), so both draw the same bar.
import { mensajes } from '@aguavend/contract/messages';

/**
 * Bootstrap's navbar classes on a plain header: react-bootstrap's Navbar carries its offcanvas (the modal machinery,
 * about 4 KB compressed) into every screen's first load (issue 16's budget for Inicio).
 */
export const CLASES_BARRA =
  'navbar navbar-expand bg-body border-bottom px-3 py-2 sticky-top shadow-sm av-topbar';

/** Where the menu's button shows: under the width at which the sidebar does (dashboard-layout.tsx). */
export const CLASES_BOTON_MENU = 'd-lg-none me-2';

/** The favicon's drop and the product's name. */
export function Marca() {
  return (
    <>
      <i className="bi bi-droplet-fill" aria-hidden="true" />
      {mensajes.ui.marca}
    </>
  );
}
