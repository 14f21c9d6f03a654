// The period's six figures as cards (two per row on a phone, three on wider screens): the figure, its change
// against the previous period and that period's figure and days in small text.
import { mensajes } from '@aguavend/contract/messages';
import type { Cifras, ResumenNegocio } from '@aguavend/contract/negocio';
import { Card, Col, Row } from 'react-bootstrap';
import { Cambio } from '../../../components/cambio.tsx';
import { formatCalendarDay, formatMoney } from '../../../lib/format.ts';

const ui = mensajes.inicio;
const entero = (n: number) => n.toLocaleString('es-MX');

type Cifra = {
  clave: keyof Cifras;
  titulo: string;
  icono: string;
  color: string;
  formato: (n: number) => string;
  subirEsBueno: boolean;
};

export const CIFRAS: Cifra[] = [
  {
    clave: 'ventas',
    titulo: ui.ventas,
    icono: 'graph-up-arrow',
    color: 'primary',
    formato: formatMoney,
    subirEsBueno: true,
  },
  {
    clave: 'unidades',
    titulo: ui.unidades,
    icono: 'box-seam',
    color: 'info',
    formato: entero,
    subirEsBueno: true,
  },
  {
    clave: 'numero_ventas',
    titulo: ui.numeroVentas,
    icono: 'receipt-cutoff',
    color: 'primary',
    formato: entero,
    subirEsBueno: true,
  },
  {
    clave: 'ticket_promedio',
    titulo: ui.ticketPromedio,
    icono: 'cart-check',
    color: 'info',
    formato: formatMoney,
    subirEsBueno: true,
  },
  {
    clave: 'egresos',
    titulo: ui.egresos,
    icono: 'receipt',
    color: 'danger',
    formato: formatMoney,
    subirEsBueno: false,
  },
  {
    clave: 'neto',
    titulo: ui.neto,
    icono: 'wallet2',
    color: 'success',
    formato: formatMoney,
    subirEsBueno: true,
  },
];

export function CifrasNegocio({ resumen }: { resumen: ResumenNegocio }) {
  const anterior = ui.periodoAnterior(
    formatCalendarDay(resumen.anterior_desde),
    formatCalendarDay(resumen.anterior_hasta),
  );
  return (
    <Row as="ul" className="g-3 list-unstyled mb-0" aria-label={ui.cifras}>
      {CIFRAS.map((c) => (
        <Col as="li" key={c.clave} xs={6} md={4}>
          <Card className="shadow-sm h-100">
            <Card.Body className="p-3">
              <div className="d-flex align-items-center gap-2 text-secondary small">
                <i className={`bi bi-${c.icono} text-${c.color} av-icono-cifra`} aria-hidden="true" />
                <h2 className="h6 small mb-0 fw-normal text-secondary">{c.titulo}</h2>
              </div>
              <div className="av-cifra fw-semibold my-1" data-testid={`cifra-${c.clave}`}>
                {c.formato(resumen.actual[c.clave])}
              </div>
              <div className="d-flex flex-wrap align-items-center column-gap-2 small">
                <Cambio
                  actual={resumen.actual[c.clave]}
                  anterior={resumen.anterior[c.clave]}
                  subirEsBueno={c.subirEsBueno}
                />
                <span className="text-secondary" data-testid={`anterior-${c.clave}`}>
                  {ui.antes(c.formato(resumen.anterior[c.clave]))}
                </span>
              </div>
              <div className="text-secondary av-nota mt-1">{anterior}</div>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
