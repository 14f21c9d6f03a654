// The sidebar: every entry for every user (the server decides what each may open), in the original panel's order,
// then the screens added since.
import { mensajes } from '@aguavend/contract/messages';
import { Nav } from 'react-bootstrap';
import { NavLink } from 'react-router';

const t = mensajes.ui.menu;

export const SIDEBAR_ENTRIES = [
  { to: '/dashboard/inicio', label: t.inicio, icon: 'speedometer2' },
  { to: '/dashboard/domicilio/crear', label: t.domicilio, icon: 'geo-alt' },
  { to: '/dashboard/tienda/crear', label: t.tienda, icon: 'shop' },
  { to: '/dashboard/maquina/ventas', label: t.ventas, icon: 'cash-coin' },
  { to: '/dashboard/usuarios', label: t.usuarios, icon: 'people' },
  { to: '/dashboard/rolModulos', label: t.rolModulos, icon: 'diagram-3' },
  { to: '/dashboard/administracion/egresos', label: t.egresos, icon: 'receipt' },
  { to: '/dashboard/catalogos', label: t.catalogos, icon: 'box-seam' },
  { to: '/dashboard/bitacora', label: t.bitacora, icon: 'journal-text' },
] as const;

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Nav as="ul" className="flex-column gap-1 av-sidebar-nav">
      {SIDEBAR_ENTRIES.map((e) => (
        <Nav.Item as="li" key={e.to}>
          <NavLink to={e.to} className="nav-link d-flex align-items-center gap-2" onClick={onNavigate}>
            <i className={`bi bi-${e.icon}`} aria-hidden="true" />
            {e.label}
          </NavLink>
        </Nav.Item>
      ))}
      <Nav.Item as="li">
        <a className="nav-link d-flex align-items-center gap-2" href={`mailto:${mensajes.ui.correoContacto}`}>
          <i className="bi bi-envelope" aria-hidden="true" />
          {t.contacto}
        </a>
      </Nav.Item>
    </Nav>
  );
}
