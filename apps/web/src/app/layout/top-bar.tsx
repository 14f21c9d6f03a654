// The top bar: brand, the notifications bell (the user's alerts, issue 19), the user menu with the color mode and
// Cerrar Sesión.
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { Button, Dropdown } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { Campana } from '../../features/alertas/components/campana.tsx';
import { ApiError, api, saveDownload } from '../../lib/api-client.ts';
import { runWithNotice } from '../../lib/notice-rule.ts';
import { clearSession, getToken } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { usePantallas } from '../use-pantallas.ts';
import { ColorModeItems } from './color-mode-items.tsx';

const ui = mensajes.ui;

/** A consistent backup of the whole database, taken by the running server (ADMIN). */
async function downloadBackup() {
  const dia = new Intl.DateTimeFormat('en-CA').format(new Date());
  await runWithNotice(() => saveDownload('/respaldo', `aguavend-respaldo-${dia}.json`, 'POST'), {
    fallback: ui.errorRespaldo,
  });
}

const ignoreUnauthorized = (err: unknown) => {
  if (!(err instanceof ApiError && err.status === 401)) throw err;
};

/** Clear the stored session, send the logout call with the token, then go to the login at /. */
export async function logout(navigate: (to: string) => void) {
  const token = getToken();
  clearSession();
  try {
    // The session is already cleared, so the call carries the token itself; a 401 means it had ended anyway.
    if (token) await api.post('/users/salir', undefined, { token }).catch(ignoreUnauthorized);
    navigate('/');
  } catch {
    window.alert(mensajes.sesion.errorCerrarSesion);
    window.location.reload();
  }
}

export function TopBar({ onToggleMenu }: { onToggleMenu: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const alertas = usePantallas().data?.has('alertas') ? PANTALLAS.alertas.ruta : null;
  return (
    // Bootstrap's navbar classes on a plain header: react-bootstrap's Navbar carries its offcanvas (the modal
    // machinery, about 4 KB compressed) into every screen's first load (issue 16's budget for Inicio).
    <header className="navbar navbar-expand bg-body border-bottom px-3 py-2 sticky-top shadow-sm av-topbar">
      <Button
        variant="outline-secondary"
        size="sm"
        className="d-lg-none me-2"
        onClick={onToggleMenu}
        aria-label={ui.abrirMenu}
      >
        <i className="bi bi-list" aria-hidden="true" />
      </Button>
      <Link to="/dashboard" className="navbar-brand fw-semibold text-primary d-flex align-items-center gap-2">
        <i className="bi bi-droplet-fill" aria-hidden="true" />
        {ui.marca}
      </Link>
      <div className="ms-auto d-flex align-items-center gap-2">
        <Campana verTodas={alertas} />
        <Dropdown align="end">
          {/* On a phone the name is hidden; the label keeps the button named for screen readers. */}
          <Dropdown.Toggle
            variant="light"
            className="d-flex align-items-center gap-2"
            aria-label={session?.user.nombre ?? ui.perfil}
          >
            <i className="bi bi-person-circle" aria-hidden="true" />
            <span className="d-none d-sm-inline">{session?.user.nombre ?? ''}</span>
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Dropdown.Item as={Link} to="/dashboard/perfil">
              <i className="bi bi-person me-2" aria-hidden="true" />
              {ui.perfil}
            </Dropdown.Item>
            {session?.rol === ROL_ADMIN && (
              <Dropdown.Item as="button" onClick={() => void downloadBackup()}>
                <i className="bi bi-download me-2" aria-hidden="true" />
                {ui.descargarRespaldo}
              </Dropdown.Item>
            )}
            <Dropdown.Item disabled title={ui.proximamente}>
              <i className="bi bi-gear me-2" aria-hidden="true" />
              {ui.configuraciones}
            </Dropdown.Item>
            <Dropdown.Divider />
            <ColorModeItems />
            <Dropdown.Divider />
            <Dropdown.Item as="button" onClick={() => void logout(navigate)}>
              <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
              {ui.cerrarSesion}
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      </div>
    </header>
  );
}
