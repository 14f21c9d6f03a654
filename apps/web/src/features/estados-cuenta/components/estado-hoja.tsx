// One store's statement of one month, on screen and on paper: the store, the month, its machines (days present,
// units, liters, sales), the commission lines in words, the adjustments, the payments received in the month and the
// months each one settled, the balance (saldo anterior + cargos del mes − pagos recibidos = saldo al cierre, the
// server's figures) and what each month still owed at the close. The statement view adds a delete to each
// adjustment; the printed pages show it as it is.
import { NOMBRES_METODOS_PAGO } from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import type { Key, ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { IdentidadNegocio } from '../../../components/identidad-negocio.tsx';
import { type Column, RecordsTable } from '../../../components/records-card.tsx';
import { formatCalendarDay, formatDay, formatPesos, formatQuantity } from '../../../lib/format.ts';
import type { Detalle } from '../api/keys.ts';
import { baseDeLinea, describirLinea } from './lineas.ts';
import { nombreMes } from './mes.ts';
import './estados-cuenta.css';

const ui = mensajes.estadosCuenta.ui;
type Maquina = Detalle['maquinas'][number];
type Linea = Detalle['lineas'][number];
type Ajuste = Detalle['ajustes'][number];
type PagoMes = Detalle['pagos'][number];
type Adeudo = Detalle['adeudos'][number] | { mes: null; pendiente: number };

const derecha = 'text-nowrap text-sm-end';

/** Two to a row (names alone on a phone): a store's name or razón social is often long, and an RFC must not break. */
function Dato({ label, ancho, children }: { label: string; ancho?: boolean; children: ReactNode }) {
  return (
    <div className={ancho ? 'av-dato-ancho' : undefined}>
      <dt className="small fw-normal text-body-secondary">{label}</dt>
      <dd className="mb-2 fw-semibold text-break">{children}</dd>
    </div>
  );
}

/** One of the statement's tables under its heading, or a line saying it is empty; amounts' headers over amounts. */
type TablaProps<R> = {
  titulo: string;
  vacio: string;
  /** The first column whose header is an amount's: 2 (all from the second on), 3 or 4 (only that one). */
  cifras: 2 | 3 | 4;
  filas: R[];
  columns: Column<R>[];
  rowKey: (row: R) => Key;
  totales?: Record<string, number>;
};

function Tabla<R>({ titulo, vacio, cifras, filas, ...tabla }: TablaProps<R>) {
  return (
    <section className="mb-3 av-estado-seccion">
      <h3 className="h6 fw-bold mb-1">{titulo}</h3>
      {filas.length === 0 ? (
        <p className="small text-body-secondary mb-0">{vacio}</p>
      ) : (
        <RecordsTable
          label={titulo}
          className={`av-cifras-${cifras}`}
          rows={filas}
          orden={undefined}
          onOrden={() => {}}
          {...tabla}
        />
      )}
    </section>
  );
}

export function HojaEstado({
  detalle,
  accionAjuste,
}: {
  detalle: Detalle;
  /** The statement view's delete of an adjustment; absent on paper. */
  accionAjuste?: (a: Ajuste) => ReactNode;
}) {
  const { estado, tienda } = detalle;
  const mes = nombreMes(estado.mes);
  const titulo = ui.estadoDe(tienda.nombre_comercial, mes);
  const maquinas: TablaProps<Maquina> = {
    titulo: ui.maquinas,
    vacio: ui.sinMaquinas,
    cifras: 2,
    filas: detalle.maquinas,
    rowKey: (m) => m.id_maquina,
    totales: { unidades: estado.unidades, litros: estado.litros, ventas: estado.ventas },
    columns: [
      { header: ui.colMaquina, cell: (m) => m.maquina },
      { header: ui.colDias, cell: (m) => formatQuantity(m.dias), className: 'text-sm-end' },
      {
        header: ui.colUnidades,
        cell: (m) => formatQuantity(m.unidades),
        total: { key: 'unidades', format: formatQuantity },
        className: 'text-sm-end',
      },
      {
        header: ui.colLitros,
        cell: (m) => `${formatQuantity(m.litros)} L`,
        total: { key: 'litros', format: (n) => `${formatQuantity(n)} L` },
        className: derecha,
      },
      {
        header: ui.colVentas,
        cell: (m) => formatPesos(m.ventas),
        total: { key: 'ventas', format: formatPesos },
        className: derecha,
      },
    ],
  };
  const lineas: TablaProps<Linea> = {
    titulo: ui.comisiones,
    vacio: ui.sinLineas,
    cifras: 2,
    filas: detalle.lineas,
    rowKey: (l) => `${l.id_convenio}-${l.concepto}-${l.maquina ?? ''}`,
    totales: { comision: estado.comision },
    columns: [
      { header: ui.colConcepto, cell: (l) => describirLinea(l, detalle.dias_mes) },
      { header: ui.colBase, cell: baseDeLinea, className: derecha },
      {
        header: ui.colImporte,
        cell: (l) => formatPesos(l.importe),
        total: { key: 'comision', format: formatPesos },
        className: derecha,
      },
    ],
  };
  const ajustes: TablaProps<Ajuste> = {
    titulo: ui.ajustes,
    vacio: ui.sinAjustes,
    cifras: 3,
    filas: detalle.ajustes,
    rowKey: (a) => a.id_ajuste,
    totales: { ajustes: estado.ajustes },
    columns: [
      { header: ui.motivo, cell: (a) => a.motivo },
      { header: ui.fecha, cell: (a) => formatDay(a.fecha_creacion), className: 'text-nowrap' },
      {
        header: ui.monto,
        cell: (a) => formatPesos(a.monto),
        total: { key: 'ajustes', format: formatPesos },
        className: derecha,
      },
      ...(accionAjuste
        ? [{ header: ui.colAcciones, cell: accionAjuste, className: 'text-nowrap d-print-none' }]
        : []),
    ],
  };
  const pagos: TablaProps<PagoMes> = {
    titulo: ui.pagosDelMes,
    vacio: ui.sinPagos,
    cifras: 4,
    filas: detalle.pagos,
    rowKey: (p) => p.id_pago,
    columns: [
      { header: ui.fecha, cell: (p) => formatCalendarDay(p.fecha), className: 'text-nowrap' },
      {
        header: ui.metodo,
        cell: (p) => NOMBRES_METODOS_PAGO[p.metodo as keyof typeof NOMBRES_METODOS_PAGO] ?? p.metodo,
      },
      { header: ui.referencia, cell: (p) => p.referencia ?? '—' },
      { header: ui.monto, cell: (p) => formatPesos(p.monto), className: derecha },
      {
        header: ui.colAplicadoA,
        cell: (p) => (
          <ul className="list-unstyled mb-0">
            {p.aplicado.map((a) => (
              <li key={a.mes}>{ui.aplicadoA(nombreMes(a.mes), formatPesos(a.monto))}</li>
            ))}
            {p.sin_aplicar !== 0 && <li>{ui.sinAplicar(formatPesos(p.sin_aplicar))}</li>}
          </ul>
        ),
      },
    ],
  };
  // Every month with something pending at the close (this one always), then an unapplied credit: the rows add up to
  // the closing balance, which the server gives as the footer.
  const adeudos: TablaProps<Adeudo> = {
    titulo: ui.adeudos(mes),
    vacio: '',
    cifras: 2,
    filas: [
      ...detalle.adeudos,
      ...(detalle.a_favor !== 0 ? [{ mes: null, pendiente: -detalle.a_favor }] : []),
    ],
    rowKey: (a) => a.mes ?? 'a-favor',
    totales: { saldo: detalle.saldo },
    columns: [
      { header: ui.mes, cell: (a) => (a.mes ? nombreMes(a.mes) : ui.aFavor) },
      { header: ui.colCargos, cell: (a) => (a.mes ? formatPesos(a.cargos) : ''), className: derecha },
      {
        header: ui.colAplicadoCierre,
        cell: (a) => (a.mes ? formatPesos(a.aplicado) : ''),
        className: derecha,
      },
      {
        header: ui.colPendienteCierre,
        cell: (a) => formatPesos(a.pendiente),
        total: { key: 'saldo', format: formatPesos },
        className: derecha,
      },
    ],
  };
  const resumen: [string, number, string, string?][] = [
    [ui.saldoAnterior, detalle.saldo_anterior, 'estado-saldo-anterior'],
    [ui.totalMes, estado.total, 'estado-cargos'],
    [ui.pagosRecibidos, estado.pagos_mes, 'estado-pagos-mes'],
    [ui.saldo, detalle.saldo, 'estado-saldo', 'fw-bold border-top'],
  ];
  return (
    <article className="card shadow-sm av-estado-hoja" aria-label={titulo}>
      <div className="card-body">
        <header className="d-flex justify-content-between align-items-start gap-2 border-bottom pb-2 mb-3">
          <div>
            <IdentidadNegocio />
            <h2 className="h5 mb-0">{titulo}</h2>
          </div>
          {estado.cerrado && (
            <Badge bg="secondary" className="av-estado-cerrado">
              {ui.mesCerradoBadge}
            </Badge>
          )}
        </header>
        <dl className="mb-2 av-estado-datos">
          <Dato label={ui.colTienda} ancho>
            {tienda.nombre_comercial}
          </Dato>
          <Dato label={ui.razonSocial} ancho>
            {tienda.razon_social ?? '—'}
          </Dato>
          <Dato label={ui.rfc}>{tienda.rfc}</Dato>
          <Dato label={ui.periodo}>{mes}</Dato>
        </dl>
        <Tabla {...maquinas} />
        <Tabla {...lineas} />
        <Tabla {...ajustes} />
        <Tabla {...pagos} />
        <div className="d-sm-flex gap-4 align-items-start av-estado-cierre">
          <section className="av-estado-resumen mb-3 flex-shrink-0" aria-label={ui.resumen}>
            <h3 className="h6 fw-bold mb-1">{ui.resumen}</h3>
            <dl className="mb-1">
              {resumen.map(([label, valor, testid, clase]) => (
                <div key={label} className={`d-flex justify-content-between gap-3 py-1 ${clase ?? ''}`}>
                  <dt className="fw-normal">{label}</dt>
                  <dd className="mb-0 text-nowrap" data-testid={testid}>
                    {formatPesos(valor)}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="small text-body-secondary mb-0">{ui.identidad}</p>
          </section>
          <div className="flex-fill">
            <Tabla {...adeudos} />
            <p className="small text-body-secondary mb-0">{ui.adeudosAyuda}</p>
          </div>
        </div>
        {/* Signed on paper only. */}
        <div className="d-none d-print-flex gap-5 mt-1 av-firmas-estado">
          <div className="flex-fill text-center">
            <div className="border-top border-dark-subtle pt-1 small">{ui.firmaTienda}</div>
          </div>
          <div className="flex-fill text-center">
            <div className="border-top border-dark-subtle pt-1 small">{ui.firmaNegocio}</div>
          </div>
        </div>
      </div>
    </article>
  );
}
