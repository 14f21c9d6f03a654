// The main menu as an offcanvas, for screens under 992 px where the sidebar is hidden (dashboard-layout.tsx).
import { mensajes } from '@aguavend/contract/messages';
import { Offcanvas } from 'react-bootstrap';
import { SidebarNav } from './sidebar.tsx';

export function MenuMovil({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Offcanvas show={show} onHide={onHide} className="av-offcanvas" aria-label={mensajes.ui.menuPrincipal}>
      <Offcanvas.Header closeButton closeLabel={mensajes.ui.cerrar}>
        <Offcanvas.Title>{mensajes.ui.marca}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label={mensajes.ui.menuPrincipal}>
          <SidebarNav onNavigate={onHide} />
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
