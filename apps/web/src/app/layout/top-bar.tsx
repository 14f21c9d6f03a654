// The top bar: brand, the notifications bell (the user's alerts, issue 19), the user menu with the color mode and
// Cerrar Sesión.
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { lazy } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { MenuDiferido } from '../../components/menu-diferido.tsx';
import { Campana } from '../../features/alertas/components/campana.tsx';
import { useSession } from '../../lib/use-session.ts';
import { usePantallas } from '../use-pantallas.ts';
import { CLASES_BARRA, CLASES_BOTON_MENU, Marca } from './marca.tsx';

const ui = mensajes.ui;
const cargarMenu = () => import('./menu-usuario.tsx');
const MenuUsuario = lazy(cargarMenu);

export function TopBar({ onToggleMenu }: { onToggleMenu: () => void }) {
  const session = useSession();
  const alertas = usePantallas().data?.has('alertas') ? PANTALLAS.alertas.ruta : null;
  // On a phone the name is hidden; the label keeps the button named for screen readers.
  const usuario = {
    className: 'd-flex align-items-center gap-2',
    'aria-label': session?.user.nombre ?? ui.perfil,
    children: (
      <>
        <i className="bi bi-person-circle" aria-hidden="true" />
        <span className="d-none d-sm-inline">{session?.user.nombre ?? ''}</span>
      </>
    ),
  };
  return (
    <header className={CLASES_BARRA}>
      <Button
        variant="outline-secondary"
        size="sm"
        className={CLASES_BOTON_MENU}
        onClick={onToggleMenu}
        aria-label={ui.abrirMenu}
      >
        <i className="bi bi-list" aria-hidden="true" />
      </Button>
      <Link to="/dashboard" className="navbar-brand fw-semibold text-primary d-flex align-items-center gap-2">
        <Marca />
      </Link>
      <div className="ms-auto d-flex align-items-center gap-2">
        <Campana verTodas={alertas} />
        <MenuDiferido toggle={usuario} precargar={cargarMenu}>
          <MenuUsuario toggle={usuario} />
        </MenuDiferido>
      </div>
    </header>
  );
}
