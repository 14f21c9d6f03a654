// The sidebar: the screens the user's role grants (issue 15), in the original panel's order, then the screens added
// since, and Contacto for everyone. Until the first answer arrives it shows the grants this tab remembers from its
// last answer (a reload), or placeholders after a sign-in, never an entry it was not told of.
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS, type Pantalla } from '@aguavend/contract/pantallas';
import { Nav } from 'react-bootstrap';
import { NavLink } from 'react-router';
import { usePantallas } from '../use-pantallas.ts';

const t = mensajes.ui.menu;

export const SIDEBAR_ENTRIES: readonly { pantalla: Pantalla; label: string; icon: string }[] = [
  { pantalla: 'inicio', label: t.inicio, icon: 'speedometer2' },
  { pantalla: 'alertas', label: mensajes.alertas.titulo, icon: 'bell' },
  { pantalla: 'reportes', label: t.reportes, icon: 'table' },
  { pantalla: 'domicilios', label: t.domicilio, icon: 'geo-alt' },
  { pantalla: 'tiendas', label: t.tienda, icon: 'shop' },
  { pantalla: 'ventas', label: t.ventas, icon: 'cash-coin' },
  { pantalla: 'usuarios', label: t.usuarios, icon: 'people' },
  { pantalla: 'rolModulos', label: t.rolModulos, icon: 'diagram-3' },
  { pantalla: 'egresos', label: t.egresos, icon: 'receipt' },
  { pantalla: 'cortes', label: t.cortes, icon: 'calculator' },
  { pantalla: 'depositos', label: t.depositos, icon: 'bank' },
  { pantalla: 'estadosCuenta', label: mensajes.estadosCuenta.ui.titulo, icon: 'journal-check' },
  { pantalla: 'registroSanitario', label: t.registroSanitario, icon: 'droplet-half' },
  { pantalla: 'catalogos', label: t.catalogos, icon: 'box-seam' },
  { pantalla: 'bitacora', label: t.bitacora, icon: 'journal-text' },
  { pantalla: 'ajustes', label: t.ajustes, icon: 'sliders' },
  { pantalla: 'miTienda', label: t.miTienda, icon: 'shop-window' },
];

/** Grey bars where the entries will be, hidden from screen readers. */
function EntryPlaceholders() {
  return (['w-75', 'w-50', 'w-100'] as const).map((width) => (
    <li key={width} className="nav-item px-3 py-2 placeholder-glow" aria-hidden="true">
      <span className={`placeholder rounded ${width}`} />
    </li>
  ));
}

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const grants = usePantallas().data;
  return (
    <Nav as="ul" className="flex-column gap-1 av-sidebar-nav">
      {grants === undefined ? (
        <EntryPlaceholders />
      ) : (
        SIDEBAR_ENTRIES.filter((e) => grants.has(e.pantalla)).map((e) => (
          <Nav.Item as="li" key={e.pantalla}>
            <NavLink
              to={PANTALLAS[e.pantalla].ruta}
              className="nav-link d-flex align-items-center gap-2"
              onClick={onNavigate}
            >
              <i className={`bi bi-${e.icon}`} aria-hidden="true" />
              {e.label}
            </NavLink>
          </Nav.Item>
        ))
      )}
      <Nav.Item as="li">
        <a className="nav-link d-flex align-items-center gap-2" href={`mailto:${mensajes.ui.correoContacto}`}>
          <i className="bi bi-envelope" aria-hidden="true" />
          {t.contacto}
        </a>
      </Nav.Item>
    </Nav>
  );
}
