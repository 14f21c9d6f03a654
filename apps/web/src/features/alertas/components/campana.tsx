// The bell in the top bar (issue 19): the signed-in user's unread alerts as a count, asked every minute. Its panel
// (campana-menu.tsx) loads on first use, with the dropdown's code (components/menu-diferido.tsx).
import { NO_LEIDAS_TOPE } from '@aguavend/contract/alertas';
import { mensajes } from '@aguavend/contract/messages';
import { lazy } from 'react';
import { MenuDiferido } from '../../../components/menu-diferido.tsx';
import { useCampana } from '../api/alertas.ts';

const m = mensajes.alertas;
/** The server counts up to NO_LEIDAS_TOPE: past this the badge says '99+', and so do the labels. */
const MAXIMO_VISIBLE = NO_LEIDAS_TOPE - 1;

const cargarMenu = () => import('./campana-menu.tsx');
const CampanaMenu = lazy(cargarMenu);

export function Campana({ verTodas }: { verTodas: string | null }) {
  const campana = useCampana();
  const noLeidas = campana.data?.no_leidas ?? 0;
  const toggle = {
    className: 'position-relative av-no-caret',
    'aria-label': campana.data ? mensajes.marco.notificacionesCuenta(noLeidas) : m.campana,
    children: (
      <>
        <i className={`bi ${noLeidas > 0 ? 'bi-bell-fill' : 'bi-bell'}`} aria-hidden="true" />
        {noLeidas > 0 && (
          <span
            className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-danger"
            aria-hidden="true"
          >
            {noLeidas > MAXIMO_VISIBLE ? `${MAXIMO_VISIBLE}+` : noLeidas}
          </span>
        )}
      </>
    ),
  };
  return (
    <MenuDiferido toggle={toggle} precargar={cargarMenu}>
      <CampanaMenu toggle={toggle} verTodas={verTodas} noLeidas={campana.data ? noLeidas : null} />
    </MenuDiferido>
  );
}
