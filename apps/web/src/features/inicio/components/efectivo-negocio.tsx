// The cash side of Inicio (issue 43): the period's sobrantes y faltantes by collector, with their totals, and the
// cash each collector still holds, as Sobrantes y faltantes and Depósitos show them (the server reads both with the
// screens' own code). A part the role does not grant is not shown.
import type { EfectivoNegocio } from '@aguavend/contract/atencion';
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { Col, Row } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatMoney, formatQuantity } from '../../../lib/format.ts';

const ui = mensajes.inicio;

/** Sobrantes y faltantes by collector, on the period Inicio shows (its keys in the URL are the period filter's). */
function useResumenHref() {
  const [params] = useSearchParams();
  const p = new URLSearchParams({ seccion: 'resumen', por: 'colector' });
  for (const k of ['periodo', 'desde', 'hasta']) {
    const v = params.get(k);
    if (v) p.set(k, v);
  }
  return `${PANTALLAS.cortes.ruta}?${p}`;
}

const Diferencia = ({ valor }: { valor: number }) => (
  <span className={valor < 0 ? 'text-danger-emphasis' : valor > 0 ? 'text-success-emphasis' : ''}>
    {formatMoney(valor)}
  </span>
);

export function EfectivoNegocioPanel({ efectivo }: { efectivo: EfectivoNegocio }) {
  const resumenHref = useResumenHref();
  const { sobrantes_faltantes: sf, efectivo_en_mano: enMano } = efectivo;
  return (
    <Row className="g-4">
      {sf && (
        <Col xs={12} xl={7} data-testid="inicio-sobrantes">
          <div className="d-flex flex-wrap gap-2 align-items-baseline mb-2">
            <h3 className="h6 mb-0">{ui.sobrantesFaltantes}</h3>
            <Link to={resumenHref} className="small ms-auto">
              {ui.verSobrantesFaltantes}
            </Link>
          </div>
          {sf.filas.length === 0 ? (
            <p className="small text-body-secondary mb-0">{ui.sinCortesPeriodo}</p>
          ) : (
            <ScrollTable label={ui.sobrantesFaltantes} size="sm" className="align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{ui.colColector}</th>
                  <th scope="col" className="text-end">
                    {ui.colSobrantes}
                  </th>
                  <th scope="col" className="text-end">
                    {ui.colFaltantes}
                  </th>
                  <th scope="col" className="text-end">
                    {ui.colDiferencia}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sf.filas.map((f) => (
                  <tr key={f.clave}>
                    <th scope="row" className="fw-normal">
                      {f.nombre}
                    </th>
                    <td className="text-end">{formatMoney(f.sobrantes)}</td>
                    <td className="text-end">{formatMoney(f.faltantes)}</td>
                    <td className="text-end">
                      <Diferencia valor={f.diferencia} />
                    </td>
                  </tr>
                ))}
              </tbody>
              {sf.totales && (
                <tfoot>
                  <tr className="fw-semibold">
                    <th scope="row">{ui.total}</th>
                    <td className="text-end">{formatMoney(sf.totales.sobrantes)}</td>
                    <td className="text-end">{formatMoney(sf.totales.faltantes)}</td>
                    <td className="text-end">
                      <Diferencia valor={sf.totales.diferencia} />
                    </td>
                  </tr>
                </tfoot>
              )}
            </ScrollTable>
          )}
        </Col>
      )}
      {enMano && (
        <Col xs={12} xl={5} data-testid="inicio-en-mano">
          <div className="d-flex flex-wrap gap-2 align-items-baseline mb-2">
            <h3 className="h6 mb-0">{ui.efectivoEnMano}</h3>
            <Link to={PANTALLAS.depositos.ruta} className="small ms-auto">
              {ui.verDepositos}
            </Link>
          </div>
          {enMano.every((f) => f.en_mano === 0) ? (
            <p className="small text-body-secondary mb-0">{ui.sinEfectivoEnMano}</p>
          ) : (
            <ScrollTable label={ui.efectivoEnMano} size="sm" className="align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{ui.colColector}</th>
                  <th scope="col" className="text-end">
                    {ui.colCortesSinDepositar}
                  </th>
                  <th scope="col" className="text-end">
                    {ui.colEnMano}
                  </th>
                </tr>
              </thead>
              <tbody>
                {enMano
                  .filter((f) => f.en_mano !== 0)
                  .map((f) => (
                    <tr key={f.id_colector}>
                      <th scope="row" className="fw-normal">
                        {f.colector}
                      </th>
                      <td className="text-end">{formatQuantity(f.cortes)}</td>
                      <td className="text-end">{formatMoney(f.en_mano)}</td>
                    </tr>
                  ))}
              </tbody>
            </ScrollTable>
          )}
        </Col>
      )}
    </Row>
  );
}
