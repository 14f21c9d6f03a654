// The bell's panel (issue 19; loaded on first use, see campana.tsx): the user's open alerts, newest first. Each one
// links to the screen that resolves it (opening it marks it read); each unread one can be marked read alone, or all at
// once. The server decides which alerts the user sees and when they close.
import { mensajes } from '@aguavend/contract/messages';
import { useState } from 'react';
import { Button, Dropdown } from 'react-bootstrap';
import { Link } from 'react-router';
import { type ToggleLook, useFocoInicial } from '../../../components/menu-diferido.tsx';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { runWithNotice } from '../../../lib/notice-rule.ts';
import { type AlertaRow, useLeerAlertas, useRecientes } from '../api/alertas.ts';
import './campana.css';

const m = mensajes.alertas;

function Alerta({ alerta, onOpen, onRead }: { alerta: AlertaRow; onOpen: () => void; onRead: () => void }) {
  return (
    <li className="d-flex align-items-start av-alerta">
      <Dropdown.Item as={Link} to={alerta.enlace} onClick={onOpen} className="d-flex gap-2 text-wrap py-2">
        <span className={`av-alerta-punto ${alerta.leida ? 'invisible' : ''}`} aria-hidden="true" />
        <span className="flex-grow-1">
          {!alerta.leida && <span className="visually-hidden">{m.noLeida}: </span>}
          <span className={alerta.leida ? '' : 'fw-semibold'}>{alerta.mensaje}</span>
          {/* Since when its condition holds (the machine's last sale, the corte…), not when it was noticed. */}
          <small className="d-block text-body-secondary" title={m.desdeEl(formatDateTime(alerta.inicio))}>
            {formatRelative(alerta.inicio)}
          </small>
        </span>
      </Dropdown.Item>
      {!alerta.leida && (
        <Button
          variant="link"
          size="sm"
          className="text-body-secondary mt-1 me-1 av-alerta-leer"
          title={m.marcarLeida}
          aria-label={m.marcarLeidaDe(alerta.mensaje)}
          onClick={onRead}
        >
          <i className="bi bi-check2" aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

export default function CampanaMenu({
  toggle,
  verTodas,
  noLeidas,
}: {
  toggle: ToggleLook;
  verTodas: string | null;
  /** The unread count, null until the server has answered. */
  noLeidas: number | null;
}) {
  // Rendered on the first click, already open.
  const [abierta, setAbierta] = useState(true);
  const recientes = useRecientes(abierta);
  const leer = useLeerAlertas();
  const alertas = recientes.data ?? [];
  const foco = useFocoInicial<HTMLButtonElement>();
  const marcar = (id_alerta?: number) => void runWithNotice(() => leer.mutateAsync(id_alerta));

  return (
    // Choosing an alert (a link) closes the panel; a read mark (a button) leaves it open. A responsive alignment
    // places the panel with Bootstrap's CSS instead of Popper's inline styles, so that on a phone campana.css can
    // give it the screen's width.
    <Dropdown align={{ sm: 'end' }} defaultShow onToggle={setAbierta}>
      <Dropdown.Toggle ref={foco} variant="light" {...toggle} />
      <Dropdown.Menu className="av-campana-menu py-0">
        <div className="d-flex align-items-center justify-content-between gap-2 px-3 py-2 border-bottom">
          <div>
            <h2 className="h6 mb-0">{m.campana}</h2>
            {noLeidas !== null && <small className="text-body-secondary">{m.sinLeer(noLeidas)}</small>}
          </div>
          {(noLeidas ?? 0) > 0 && (
            <Button variant="link" size="sm" className="p-0" onClick={() => marcar()}>
              {m.marcarTodas}
            </Button>
          )}
        </div>
        {recientes.isError && !recientes.data ? (
          <p className="small text-danger-emphasis px-3 py-3 mb-0">{m.errorCampana}</p>
        ) : !recientes.data ? (
          <p className="small text-body-secondary px-3 py-3 mb-0">{m.cargando}</p>
        ) : alertas.length === 0 ? (
          <p className="small text-body-secondary px-3 py-3 mb-0">{m.sinNotificaciones}</p>
        ) : (
          <ul className="list-unstyled mb-0 av-campana-lista">
            {alertas.map((a) => (
              <Alerta
                key={a.id_alerta}
                alerta={a}
                onOpen={() => {
                  if (!a.leida) marcar(a.id_alerta);
                }}
                onRead={() => marcar(a.id_alerta)}
              />
            ))}
          </ul>
        )}
        {verTodas && (
          <div className="border-top">
            <Dropdown.Item as={Link} to={verTodas} className="py-2 text-center">
              {m.verTodas}
            </Dropdown.Item>
          </div>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
