// What needs attention (issue 43), the first thing Inicio shows on a phone: the open alerts (how many, the newest,
// each naming its machine and since when its condition holds), the cortes waiting for approval and the machines
// without sales or cortes. Each figure links to the screen that shows the same figure.
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { LoadError, Loading } from '../../../components/states.tsx';
import { formatDateTime, formatQuantity } from '../../../lib/format.ts';
import { type AlertaInicio, useAtencion } from '../api/atencion.ts';

const ui = mensajes.inicio;

/** The Alertas screen's open alerts; the Cortes list's pending ones. */
const ALERTAS_ABIERTAS = `${PANTALLAS.alertas.ruta}?estado=ABIERTA`;
const CORTES_POR_APROBAR = `${PANTALLAS.cortes.ruta}?seccion=lista&estado=PENDIENTE`;

function Cifra({
  valor,
  titulo,
  href,
  enlace,
}: {
  valor: number;
  titulo: string;
  href?: string;
  enlace: string;
}) {
  return (
    <div className="d-flex align-items-baseline gap-2 flex-wrap">
      <span className={`fs-3 fw-semibold ${valor > 0 ? 'text-danger-emphasis' : ''}`}>
        {formatQuantity(valor)}
      </span>
      <span>{titulo}</span>
      {href && (
        <Link to={href} className="small ms-auto">
          {enlace}
        </Link>
      )}
    </div>
  );
}

function Alertas({ alertas, vacia }: { alertas: AlertaInicio[]; vacia: string }) {
  if (alertas.length === 0) return <p className="small text-body-secondary mb-0">{vacia}</p>;
  return (
    <ul className="list-unstyled mb-0 small">
      {alertas.map((a) => (
        <li key={a.id_alerta} className="py-1 border-top">
          <Link to={a.enlace}>{a.mensaje}</Link>
          <span className="d-block text-body-secondary">{ui.desdeEl(formatDateTime(a.inicio))}</span>
        </li>
      ))}
    </ul>
  );
}

export function AtencionNegocio({
  alertas: verAlertas,
}: {
  /** Whether the role grants Alertas. */ alertas: boolean;
}) {
  const atencion = useAtencion();
  const a = atencion.data;
  return (
    <Card as="section" className="shadow-sm mb-4 border-warning-subtle" aria-labelledby="inicio-atencion">
      <Card.Header as="h2" className="h6" id="inicio-atencion">
        <i className="bi bi-exclamation-triangle me-2 text-warning" aria-hidden="true" />
        {ui.atencion}
      </Card.Header>
      <Card.Body>
        {!a ? (
          atencion.isError ? (
            <LoadError onRetry={() => void atencion.refetch()} />
          ) : (
            <Loading />
          )
        ) : (
          <Row className="g-3">
            <Col xs={12} lg={5} data-testid="atencion-alertas">
              <Cifra
                valor={a.alertas_abiertas}
                titulo={ui.alertasAbiertas}
                {...(verAlertas && { href: ALERTAS_ABIERTAS })}
                enlace={ui.verAlertas}
              />
              <Alertas alertas={a.alertas} vacia={ui.sinAlertas} />
            </Col>
            {a.cortes_pendientes !== null && (
              <Col xs={12} lg={3} data-testid="atencion-cortes">
                <Cifra
                  valor={a.cortes_pendientes}
                  titulo={ui.cortesPorAprobar}
                  href={CORTES_POR_APROBAR}
                  enlace={ui.verCortesPorAprobar}
                />
              </Col>
            )}
            <Col xs={12} lg={a.cortes_pendientes !== null ? 4 : 7} data-testid="atencion-sin-reportar">
              <Cifra valor={a.sin_reportar.length} titulo={ui.sinReportar} enlace="" />
              <Alertas alertas={a.sin_reportar} vacia={ui.todasReportan} />
            </Col>
          </Row>
        )}
      </Card.Body>
    </Card>
  );
}
