// After a corte is saved: its number, 'Ver comprobante', and for a machine whose sales are recorded one by one the
// three-way comparison of the meter, the cash and the sales recorded in the period.
import { mensajes } from '@aguavend/contract/messages';
import { Alert, Button, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatPesos, formatQuantity } from '../../../lib/format.ts';
import type { CorteRow } from '../api/cortes.ts';
import { Diferencia } from './diferencia.tsx';

const ui = mensajes.uiCortes;

export function ComparacionVentas({ corte }: { corte: CorteRow }) {
  if (corte.modo_venta !== 'POR_VENTA') return null;
  const litros = (n: number | null) => (n === null ? '—' : `${formatQuantity(n)} L`);
  const pesos = (n: number | null) => (n === null ? '—' : formatPesos(n));
  return (
    <section aria-labelledby={`comparacion-${corte.id_corte}`} className="mt-2">
      <h3 id={`comparacion-${corte.id_corte}`} className="h6 mb-1">
        {ui.comparacion}
      </h3>
      <p className="small text-body-secondary mb-2">{ui.comparacionAyuda}</p>
      <Table size="sm" className="mb-0 small">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col" className="text-end">
              {ui.litros}
            </th>
            <th scope="col" className="text-end">
              {ui.monto}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{ui.segunContador}</th>
            <td className="text-end">{litros(corte.litros)}</td>
            <td className="text-end">{pesos(corte.esperado)}</td>
          </tr>
          <tr>
            <th scope="row">{ui.segunVentas}</th>
            <td className="text-end">{litros(corte.ventas_litros)}</td>
            <td className="text-end">{pesos(corte.ventas_monto)}</td>
          </tr>
          <tr>
            <th scope="row">{ui.segunEfectivo}</th>
            <td className="text-end">—</td>
            <td className="text-end">{pesos(corte.contado)}</td>
          </tr>
        </tbody>
      </Table>
    </section>
  );
}

export function CorteGuardado({
  corte,
  comprobanteHref,
  onOtro,
}: {
  corte: CorteRow;
  comprobanteHref: string;
  onOtro: () => void;
}) {
  return (
    <Alert variant="success" role="status" onClose={onOtro} dismissible closeLabel={mensajes.ui.cerrar}>
      <p className="fw-semibold mb-1">
        <i className="bi bi-check-circle me-2" aria-hidden="true" />
        {ui.guardado(corte.id_corte)}
      </p>
      <p className="mb-2">
        {ui.diferencia}: <Diferencia valor={corte.diferencia} className="fw-semibold" />
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link to={comprobanteHref} className="btn btn-success">
          <i className="bi bi-receipt me-2" aria-hidden="true" />
          {ui.verComprobante}
        </Link>
        <Button variant="outline-success" onClick={onOtro}>
          {ui.nuevoCorte}
        </Button>
      </div>
      <ComparacionVentas corte={corte} />
    </Alert>
  );
}
