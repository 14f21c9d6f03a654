// Above the month's statements: the month (the one that just ended by default, kept in the URL), 'Generar estados
// de cuenta', 'Imprimir todos', and for an ADMIN 'Cerrar mes' after a confirmation that says what closing means. A
// closed month wears a badge. Who may generate or close is the server's rule; the buttons are a courtesy.
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { Badge, Button, Card, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { notifyFailure, successNotice } from '../../../lib/notice-rule.ts';
import { confirmAction, notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useCerrarMes, useGenerarEstados, useMesesCerrados } from '../api/estados.ts';
import { nombreMes } from './mes.ts';
import { MesSelect } from './mes-select.tsx';

const ui = mensajes.estadosCuenta.ui;
const m = mensajes.estadosCuenta;

/** Runs a month's write and says its answer's words, or the screen's own when the answer has none. */
async function conAviso(
  fn: () => Promise<{ mensaje_user?: string }>,
  exito: (r: { mensaje_user?: string }) => string,
) {
  try {
    const r = await fn();
    await notify(successNotice(exito(r)));
  } catch (err) {
    await notifyFailure(err);
  }
}

export function useMesCerrado(mes: string) {
  return (useMesesCerrados().data ?? []).some((c) => c.mes === mes);
}

export function MesControles({
  mes,
  onMes,
  imprimirTodosHref,
}: {
  mes: string;
  onMes: (mes: string) => void;
  imprimirTodosHref: string;
}) {
  const admin = useSession()?.rol === ROL_ADMIN;
  const cerrado = useMesCerrado(mes);
  const generar = useGenerarEstados();
  const cerrar = useCerrarMes();
  const ocupado = generar.isPending || cerrar.isPending;
  return (
    <Card className="shadow-sm mb-3 d-print-none">
      <Card.Body className="d-flex flex-wrap align-items-end gap-2">
        <div className="av-mes-elegido">
          <MesSelect id="estados-mes" label={ui.mes} value={mes} onChange={onMes} />
        </div>
        {cerrado && (
          <Badge bg="secondary" className="fs-6 fw-normal mb-1" data-testid="mes-cerrado">
            <i className="bi bi-lock-fill me-1" aria-hidden="true" />
            {ui.mesCerradoBadge}
          </Badge>
        )}
        <div className="d-flex flex-wrap gap-2 ms-md-auto">
          {!cerrado && (
            <Button
              disabled={ocupado}
              onClick={() =>
                void conAviso(
                  () => generar.mutateAsync(mes),
                  (r) => r.mensaje_user || m.generados(0),
                )
              }
            >
              {generar.isPending ? (
                <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              ) : (
                <i className="bi bi-arrow-repeat me-2" aria-hidden="true" />
              )}
              {ui.generar}
            </Button>
          )}
          <Link to={imprimirTodosHref} className="btn btn-outline-secondary">
            <i className="bi bi-printer me-2" aria-hidden="true" />
            {ui.imprimirTodos}
          </Link>
          {admin && !cerrado && (
            <Button
              variant="outline-danger"
              disabled={ocupado}
              onClick={async () => {
                if (await confirmAction(ui.confirmarCerrar(nombreMes(mes)), ui.cerrarMes))
                  await conAviso(
                    () => cerrar.mutateAsync(mes),
                    (r) => r.mensaje_user || m.mesCerradoOk(mes),
                  );
              }}
            >
              <i className="bi bi-lock me-2" aria-hidden="true" />
              {ui.cerrarMes}
            </Button>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
