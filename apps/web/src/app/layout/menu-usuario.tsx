// The user menu of the top bar (loaded on first use, see components/menu-diferido.tsx): profile, the backup
// (ADMIN), the color mode and Cerrar Sesión.
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { Dropdown } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { type ToggleLook, useFocoInicial } from '../../components/menu-diferido.tsx';
import { ApiError, api, saveDownload } from '../../lib/api-client.ts';
import { runWithNotice } from '../../lib/notice-rule.ts';
import { clearSession, getToken } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
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
async function logout(navigate: (to: string) => void) {
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

export default function MenuUsuario({ toggle }: { toggle: ToggleLook }) {
  const session = useSession();
  const navigate = useNavigate();
  const foco = useFocoInicial<HTMLButtonElement>();
  return (
    <Dropdown align="end" defaultShow>
      <Dropdown.Toggle ref={foco} variant="light" {...toggle} />
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
  );
}
