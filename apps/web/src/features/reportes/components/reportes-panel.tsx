// Reportes (issue 16): the business's sales and expenses for a period against the previous one, a row per machine,
// store, product, category, user, day, week, month or year, optionally for one machine, one store (its machines on
// the days they stood there) or one product. The choices live in
// the URL (use-reporte-solicitud.ts); the report comes whole from the server, sorted and totalled, and exports as
// CSV or .xlsx or prints as it is shown.
import { mensajes } from '@aguavend/contract/messages';
import { DIMENSIONES_REPORTE, type DimensionReporte } from '@aguavend/contract/negocio';
import { Fragment, type ReactNode } from 'react';
import { Button, Card, Col, Form } from 'react-bootstrap';
import { SelectInput } from '../../../components/form/select-input.tsx';
import { IdentidadNegocio } from '../../../components/identidad-negocio.tsx';
import { ExportMenu } from '../../../components/list/export-menu.tsx';
import { PeriodFilter } from '../../../components/period-filter.tsx';
import { MaquinaSelect, ProductoSelect, useTiendaChoices } from '../../../components/selects.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { useMaquinas, useProductos, useTiendas } from '../../../lib/reference-data.ts';
import { type RespuestaReporte, RUTA_REPORTE, useReporte } from '../api/get-reporte.ts';
import { columnasDe, ReporteTabla } from './reporte-tabla.tsx';
import { type ReporteSolicitudState, useReporteSolicitud } from './use-reporte-solicitud.ts';

const r = mensajes.reportes;
const l = mensajes.listas;

/** Nothing happened in the period nor in the one before: no rows, or only rows of zeros (every day of a month). */
export function sinMovimientos({ resultados, totales: t }: RespuestaReporte) {
  return (
    resultados.length === 0 ||
    (t.numero_ventas === 0 && t.unidades === 0 && t.ventas === 0 && !t.egresos && t.ventas_anterior === 0)
  );
}

/** The chosen store's name, read from the stores' list. */
function NombreTienda({ id_tienda }: { id_tienda: number }) {
  const tienda = useTiendas().data?.find((t) => t.id_tienda === id_tienda)?.nombre_comercial;
  return `${mensajes.ui.tienda}: ${tienda ?? `#${id_tienda}`}`;
}

/**
 * The report's choices in words, above the table and on the printed page: period, machine, store, product, the currency
 * the table leaves out, and on paper the order.
 */
function Filtros({ s }: { s: ReporteSolicitudState }) {
  const maquina = useMaquinas().data?.find((m) => m.id_maquina === s.id_maquina)?.nombre;
  const producto = useProductos().data?.find((p) => p.id_producto === s.id_producto)?.nombre;
  const { desde, hasta } = s.solicitud ?? { desde: '', hasta: '' };
  const partes: ReactNode[] = [
    `${l.periodo}: ${formatCalendarDay(desde)} – ${formatCalendarDay(hasta)}`,
    `${mensajes.ui.maquina}: ${s.id_maquina ? (maquina ?? `#${s.id_maquina}`) : r.todasLasMaquinas}`,
    s.id_tienda ? (
      <NombreTienda key="tienda" id_tienda={s.id_tienda} />
    ) : (
      `${mensajes.ui.tienda}: ${r.todasLasTiendas}`
    ),
    `${mensajes.ui.producto}: ${s.id_producto ? (producto ?? `#${s.id_producto}`) : r.todosLosProductos}`,
    r.importes,
  ];
  const campo = s.orden?.replace(/^-/, '');
  const columna = campo && columnasDe(s.por).find((c) => c.sort === campo);
  return (
    <p className="small text-secondary mb-3" data-testid="reporte-filtros">
      {partes.map((parte, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move.
        <Fragment key={i}>
          {i > 0 && ' · '}
          {parte}
        </Fragment>
      ))}
      {columna && (
        <span className="d-none d-print-inline">
          {` · ${l.ordenarPor}: ${columna.header}, ${s.orden?.startsWith('-') ? l.descendente : l.ascendente}`}
        </span>
      )}
    </p>
  );
}

function ReporteCard({
  s,
  maquinaHref,
  tiendaHref,
}: {
  s: ReporteSolicitudState;
  maquinaHref: ((id_maquina: number, mes: string) => string) | undefined;
  tiendaHref: ((id_tienda: number) => string) | undefined;
}) {
  const consulta = useReporte(s.solicitud);
  const datos = consulta.data;
  const titulo = r.archivo(r.dimensiones[s.por]);
  const vacio = datos !== undefined && sinMovimientos(datos);
  const mes = s.solicitud?.hasta.slice(0, 7) ?? '';
  let cuerpo: ReactNode;
  if (datos === undefined) {
    cuerpo = consulta.isError ? <LoadError onRetry={() => void consulta.refetch()} /> : <Loading />;
  } else if (vacio) {
    cuerpo = <EmptyState text={r.vacio} />;
  } else {
    cuerpo = (
      <div
        className={consulta.isPlaceholderData ? 'av-actualizando' : undefined}
        aria-busy={consulta.isPlaceholderData || undefined}
      >
        <ReporteTabla
          titulo={titulo}
          por={s.por}
          filas={datos.resultados}
          totales={datos.totales}
          orden={s.orden}
          onOrden={s.setOrden}
          maquinaHref={maquinaHref && ((id) => maquinaHref(id, mes))}
          tiendaHref={tiendaHref}
        />
      </div>
    );
  }
  return (
    <Card className="shadow-sm av-lista-impresa">
      {/* On paper the report is the business's document: its identity heads the page. */}
      <div className="d-none d-print-block px-3 pt-3">
        <IdentidadNegocio />
      </div>
      <Card.Header className="d-flex align-items-center justify-content-between flex-wrap gap-2">
        <h2 className="h5 mb-0">{titulo}</h2>
        {s.solicitud && datos && !vacio && (
          <div className="d-flex gap-2 d-print-none">
            <ExportMenu source={{ path: RUTA_REPORTE, body: s.solicitud }} />
            <Button size="sm" variant="secondary" onClick={() => window.print()}>
              <i className="bi bi-printer me-1" aria-hidden="true" />
              {r.imprimir}
            </Button>
          </div>
        )}
      </Card.Header>
      <Card.Body>
        <Filtros s={s} />
        {cuerpo}
      </Card.Body>
    </Card>
  );
}

/** The store filter: 'Todas las tiendas' and the stores the user may see. */
function FiltroTienda({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  return (
    <SelectInput
      id="reporte-tienda"
      className="mb-0"
      label={mensajes.ui.tienda}
      choices={useTiendaChoices()}
      value={value}
      placeholder={r.todasLasTiendas}
      onChange={onChange}
    />
  );
}

export function ReportesPanel({
  maquinaHref,
  tiendaHref,
}: {
  /** Where a machine's panel opens, on a month; without it (a role without Inicio) machines are plain text. */
  maquinaHref?: (id_maquina: number, mes: string) => string;
  /** Where a store's page opens; without it (a role without Tiendas) stores are plain text. */
  tiendaHref?: (id_tienda: number) => string;
}) {
  const s = useReporteSolicitud();
  return (
    <>
      <PeriodFilter estado={s.periodo}>
        <Col xs={12} sm={6} lg={3}>
          <Form.Label htmlFor="reporte-por">{r.filas}</Form.Label>
          <Form.Select
            id="reporte-por"
            value={s.por}
            onChange={(e) => s.setPor(e.target.value as DimensionReporte)}
          >
            {DIMENSIONES_REPORTE.map((d) => (
              <option key={d} value={d}>
                {r.dimensiones[d]}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col xs={12} sm={6} lg={3}>
          <MaquinaSelect
            id="reporte-maquina"
            className="mb-0"
            value={s.id_maquina}
            placeholder={r.todasLasMaquinas}
            onChange={s.setMaquina}
          />
        </Col>
        <Col xs={12} sm={6} lg={3}>
          <FiltroTienda value={s.id_tienda} onChange={s.setTienda} />
        </Col>
        <Col xs={12} sm={6} lg={3}>
          <ProductoSelect
            id="reporte-producto"
            className="mb-0"
            value={s.id_producto}
            placeholder={r.todosLosProductos}
            onChange={s.setProducto}
          />
        </Col>
      </PeriodFilter>
      {s.solicitud && <ReporteCard s={s} maquinaHref={maquinaHref} tiendaHref={tiendaHref} />}
    </>
  );
}
