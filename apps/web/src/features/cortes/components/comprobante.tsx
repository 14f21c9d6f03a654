// The comprobante de corte: one printable page with the machine, the store, the readings, the liters, the expected
// cash, the cash counted by denomination, the difference, the collector and the signature lines of the collector
// and the store. Its print stylesheet (cortes.css) leaves only this page on the sheet.
import { DENOMINACIONES, NOMBRES_MOTIVOS } from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { IdentidadNegocio } from '../../../components/identidad-negocio.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { formatDateTime, formatPesos, formatQuantity, formatTasa } from '../../../lib/format.ts';
import { type CorteRow, useCorte } from '../api/cortes.ts';
import { ComparacionVentas } from './corte-guardado.tsx';
import { EstadoBadge } from './cortes-card.tsx';
import { Cuadre } from './cuadre.tsx';
import { Diferencia } from './diferencia.tsx';
import { etiquetaDenominacion, nombreDenominacion } from './efectivo-fields.tsx';
import './cortes.css';

const ui = mensajes.uiCortes;

function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="col-6 col-md-4">
      <dt className="small fw-normal text-body-secondary">{label}</dt>
      <dd className="mb-2 fw-semibold text-break">{children}</dd>
    </div>
  );
}

function Hoja({ corte }: { corte: CorteRow }) {
  const motivo = corte.motivo
    ? [NOMBRES_MOTIVOS[corte.motivo], corte.motivo_texto].filter(Boolean).join(': ')
    : '—';
  return (
    <article className="card shadow-sm av-comprobante" aria-labelledby="comprobante-titulo">
      <div className="card-body">
        <header className="d-flex justify-content-between align-items-start gap-2 border-bottom pb-2 mb-3">
          <div>
            <IdentidadNegocio />
            <h2 id="comprobante-titulo" className="h5 mb-0">
              {ui.comprobanteDe(corte.id_corte)}
            </h2>
          </div>
          <EstadoBadge estado={corte.estado} />
        </header>
        <dl className="row g-0 mb-2">
          <Dato label={ui.numero}>#{corte.id_corte}</Dato>
          <Dato label={ui.colMaquina}>{corte.maquina}</Dato>
          <Dato label={ui.tienda}>—</Dato>
          <Dato label={ui.fechaHora}>{formatDateTime(corte.fecha)}</Dato>
          <Dato label={ui.colector}>{corte.colector}</Dato>
          <Dato label={ui.estado}>{ui.estados[corte.estado]}</Dato>
          <Dato label={ui.lecturaAnterior}>
            {formatQuantity(corte.lectura_anterior)} L
            {corte.lectura_base && <span className="d-block small fw-normal">{ui.lecturaBase}</span>}
          </Dato>
          <Dato label={ui.lectura.replace(' (L)', '')}>{formatQuantity(corte.lectura)} L</Dato>
          {corte.lectura_final_anterior !== null && (
            <Dato label={ui.lecturaFinalAnterior.replace(' (L)', '')}>
              {formatQuantity(corte.lectura_final_anterior)} L
            </Dato>
          )}
          <Dato label={ui.litrosDespachados}>{formatQuantity(corte.litros)} L</Dato>
          <Dato label={ui.precioLitro}>{formatTasa(corte.precio_litro)}</Dato>
          <Dato label={ui.esperado}>{formatPesos(corte.esperado)}</Dato>
          <Dato label={ui.cuadre}>
            <Cuadre corte={corte} />
          </Dato>
        </dl>
        <table className="table table-sm mb-2 av-comprobante-efectivo">
          <caption className="caption-top fw-semibold text-body">{ui.efectivo}</caption>
          <thead>
            <tr>
              <th scope="col">{ui.valor}</th>
              <th scope="col" className="text-end">
                {ui.piezas}
              </th>
              <th scope="col" className="text-end">
                {ui.subtotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {DENOMINACIONES.map((d) => {
              const piezas = corte.efectivo[d.clave] ?? 0;
              return (
                <tr key={d.clave}>
                  <th scope="row" className="fw-normal">
                    <span className="visually-hidden">{etiquetaDenominacion(d)}</span>
                    <span aria-hidden="true">
                      {d.tipo === 'moneda' ? ui.monedas : ui.billetes} {nombreDenominacion(d.valor)}
                    </span>
                  </th>
                  <td className="text-end">
                    {formatQuantity(piezas)} × {nombreDenominacion(d.valor)}
                  </td>
                  <td className="text-end">{formatPesos(piezas * d.valor)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <th scope="row" colSpan={2}>
                {ui.total}
              </th>
              <td className="text-end">{formatPesos(corte.contado)}</td>
            </tr>
            <tr className="fw-semibold">
              <th scope="row" colSpan={2}>
                {ui.diferencia}
              </th>
              <td className="text-end">
                <Diferencia valor={corte.diferencia} />
              </td>
            </tr>
            {corte.pagado_tiendas > 0 && (
              <>
                <tr>
                  <th scope="row" colSpan={2}>
                    {ui.pagadoTiendas}
                  </th>
                  <td className="text-end">{formatPesos(-corte.pagado_tiendas)}</td>
                </tr>
                <tr className="fw-semibold">
                  <th scope="row" colSpan={2}>
                    {ui.aDepositar}
                  </th>
                  <td className="text-end">{formatPesos(corte.a_depositar)}</td>
                </tr>
              </>
            )}
          </tfoot>
        </table>
        <dl className="row g-0 mb-2">
          <Dato label={ui.motivo}>{motivo}</Dato>
          <Dato label={ui.notas.replace(' (opcional)', '')}>{corte.notas ?? '—'}</Dato>
          {corte.motivo_rechazo && <Dato label={ui.motivoRechazo}>{corte.motivo_rechazo}</Dato>}
          {corte.precio_litro_nuevo !== null && (
            <Dato label={ui.precioLitroNuevo.replace(' (opcional)', '')}>
              {formatTasa(corte.precio_litro_nuevo)}
            </Dato>
          )}
        </dl>
        <ComparacionVentas corte={corte} />
        <div className="row g-5 mt-2 av-firmas">
          <div className="col-6 text-center">
            <div className="border-top border-dark-subtle pt-1 small">{ui.firmaColector}</div>
          </div>
          <div className="col-6 text-center">
            <div className="border-top border-dark-subtle pt-1 small">{ui.firmaTienda}</div>
          </div>
        </div>
      </div>
    </article>
  );
}

export function Comprobante({ id_corte, volverHref }: { id_corte: number; volverHref: string }) {
  const corte = useCorte(id_corte);
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()} disabled={!corte.data}>
          <i className="bi bi-printer me-2" aria-hidden="true" />
          {ui.imprimir}
        </Button>
        <Link to={volverHref} className="btn btn-secondary">
          <i className="bi bi-arrow-left me-2" aria-hidden="true" />
          {ui.volver}
        </Link>
      </div>
      {corte.isLoading ? (
        <Loading />
      ) : corte.isError ? (
        <LoadError onRetry={() => void corte.refetch()} />
      ) : corte.data ? (
        <Hoja corte={corte.data} />
      ) : (
        <EmptyState text={mensajes.cortes.noExiste} />
      )}
    </>
  );
}
