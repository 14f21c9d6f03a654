// After a corte is saved: its number, 'Ver comprobante', and for a machine whose sales are recorded one by one the
// three-way comparison of the meter, the cash and the sales recorded in the period, with each pair's verdict.
import { mensajes } from '@aguavend/contract/messages';
import { type ReactNode, useEffect, useRef } from 'react';
import { Alert, Button, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatPesos, formatQuantity } from '../../../lib/format.ts';
import type { CorteRow } from '../api/cortes.ts';
import { Cuadre } from './cuadre.tsx';
import { Diferencia } from './diferencia.tsx';

const ui = mensajes.uiCortes;

/** One pair's verdict: its difference, its tolerance, and 'Cuadra' or 'No cuadra'. */
function Par({ nombre, fuera, children }: { nombre: string; fuera: boolean; children: ReactNode }) {
  return (
    <tr data-testid="corte-par">
      <th scope="row">{nombre}</th>
      <td className="text-end">{children}</td>
      <td className="text-end">
        <span
          className={`badge ${fuera ? 'bg-danger-subtle text-danger-emphasis' : 'bg-success-subtle text-success-emphasis'}`}
        >
          {fuera ? ui.noCuadra : ui.cuadra}
        </span>
      </td>
    </tr>
  );
}

export function ComparacionVentas({ corte }: { corte: CorteRow }) {
  if (corte.modo_venta !== 'POR_VENTA') return null;
  const litros = (n: number | null) => (n === null ? '—' : `${formatQuantity(n)} L`);
  const pesos = (n: number | null) => (n === null ? '—' : formatPesos(n));
  const signo = (n: number) => (n > 0 ? '+' : n < 0 ? '−' : '');
  return (
    <section aria-labelledby={`comparacion-${corte.id_corte}`} className="mt-2">
      <h3 id={`comparacion-${corte.id_corte}`} className="h6 mb-1">
        {ui.comparacion}
      </h3>
      <p className="small text-body-secondary mb-2">{ui.comparacionAyuda}</p>
      <Table size="sm" className="mb-2 small">
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
            <td className="text-end">—</td>
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
      <Table size="sm" className="mb-0 small">
        <caption className="caption-top fw-semibold text-body py-0">{ui.cuadre}</caption>
        <tbody>
          <Par nombre={ui.pares.EFECTIVO_VENTAS} fuera={corte.fuera_de_tolerancia}>
            <Diferencia valor={corte.diferencia} />
            <span className="d-block text-body-secondary">
              {ui.tolerancia(formatPesos(corte.tolerancia))}
            </span>
          </Par>
          {corte.lectura_base ? (
            <tr>
              <th scope="row">{ui.pares.CONTADOR_VENTAS}</th>
              <td className="text-end" colSpan={2}>
                {ui.contadorSinComparar}
              </td>
            </tr>
          ) : (
            <Par nombre={ui.pares.CONTADOR_VENTAS} fuera={corte.litros_fuera_de_tolerancia}>
              {corte.diferencia_litros === null
                ? '—'
                : `${signo(corte.diferencia_litros)}${formatQuantity(Math.abs(corte.diferencia_litros))} L`}
              {corte.tolerancia_litros !== null && (
                <span className="d-block text-body-secondary">
                  {ui.toleranciaLitros(formatQuantity(corte.tolerancia_litros))}
                </span>
              )}
            </Par>
          )}
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
  // On a phone the save button is a screen below: the confirmation comes into view and takes the focus.
  const caja = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each corte saved while this one shows comes into view again.
  useEffect(() => {
    caja.current?.scrollIntoView({ block: 'start' });
    caja.current?.focus({ preventScroll: true });
  }, [corte.id_corte]);
  return (
    <div ref={caja} tabIndex={-1} className="av-corte-guardado" data-testid="corte-guardado">
      <Alert variant="success" role="status" onClose={onOtro} dismissible closeLabel={mensajes.ui.cerrar}>
        <p className="fw-semibold mb-1">
          <i className="bi bi-check-circle me-2" aria-hidden="true" />
          {ui.guardado(corte.id_corte)}
        </p>
        <p className="mb-2">
          {ui.diferencia}: <Diferencia valor={corte.diferencia} className="fw-semibold" />
        </p>
        <Cuadre corte={corte} className="mb-2" />
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
    </div>
  );
}
