// What a store's own user sees of it (read-only): the machines standing there now, and the period's sales by day (a
// chart and its table) and by month.
import type { MiTienda } from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import { Card, Col, ListGroup, Row } from 'react-bootstrap';
import { GraficaVertical, usePaleta } from '../../../components/grafica.tsx';
import { type Column, RecordsTable } from '../../../components/records-card.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { formatCalendarDay, formatMoney, formatQuantity } from '../../../lib/format.ts';

const ut = mensajes.estadosCuenta.uiTienda;

type Dia = MiTienda['por_dia'][number];
type Mes = MiTienda['por_mes'][number];

const mesLargo = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const nombreMes = (mes: string) => mesLargo.format(new Date(`${mes}-01T00:00:00Z`));
const dinero = (n: number) => <span className="text-nowrap">{formatMoney(n)}</span>;

const POR_DIA: Column<Dia>[] = [
  { header: ut.colDia, cell: (d) => formatCalendarDay(d.dia), className: 'text-nowrap' },
  { header: ut.colUnidades, cell: (d) => formatQuantity(d.unidades) },
  { header: ut.colVentas, cell: (d) => dinero(d.ventas) },
];
const POR_MES: Column<Mes>[] = [
  { header: ut.colMes, cell: (m) => nombreMes(m.mes) },
  { header: ut.colUnidades, cell: (m) => formatQuantity(m.unidades) },
  { header: ut.colVentas, cell: (m) => dinero(m.ventas) },
];

function Tabla<R>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (r: R) => string;
}) {
  return rows.length === 0 ? (
    <EmptyState text={ut.sinVentas} />
  ) : (
    <RecordsTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      orden={undefined}
      onOrden={() => {}}
      className="mb-0"
    />
  );
}

export function MaquinasAhora({ tienda }: { tienda: MiTienda }) {
  return (
    <Card className="shadow-sm h-100">
      <Card.Header as="h2" className="h5">
        {ut.maquinasAhora}
      </Card.Header>
      <Card.Body>
        {tienda.maquinas.length === 0 ? (
          <EmptyState text={ut.sinMaquinas} />
        ) : (
          <ListGroup variant="flush" aria-label={ut.maquinasAhora}>
            {tienda.maquinas.map((m) => (
              <ListGroup.Item key={m.id_maquina} className="px-0 text-break">
                <div className="fw-semibold">{m.maquina}</div>
                <div className="small">{m.domicilio}</div>
                <div className="small text-body-secondary">{`${ut.desde} ${formatCalendarDay(m.desde)}`}</div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card.Body>
    </Card>
  );
}

export function VentasTienda({ tienda }: { tienda: MiTienda }) {
  const c = usePaleta();
  return (
    <Row className="g-4">
      <Col xs={12} xl={8}>
        <Card className="shadow-sm h-100">
          <Card.Header as="h2" className="h5">
            {ut.ventasPorDia}
          </Card.Header>
          <Card.Body>
            {tienda.por_dia.length > 0 && (
              <div className="mb-3">
                <GraficaVertical
                  etiqueta={ut.grafica}
                  tipo="barras"
                  categorias={tienda.por_dia.map((d) => formatCalendarDay(d.dia).slice(0, 5))}
                  titulos={tienda.por_dia.map((d) => formatCalendarDay(d.dia))}
                  series={[
                    { nombre: ut.serieVentas, color: c.ventas, valores: tienda.por_dia.map((d) => d.ventas) },
                  ]}
                />
              </div>
            )}
            <Tabla label={ut.ventasPorDia} columns={POR_DIA} rows={tienda.por_dia} rowKey={(d) => d.dia} />
          </Card.Body>
        </Card>
      </Col>
      <Col xs={12} xl={4}>
        <Card className="shadow-sm h-100">
          <Card.Header as="h2" className="h5">
            {ut.ventasPorMes}
          </Card.Header>
          <Card.Body>
            <Tabla label={ut.ventasPorMes} columns={POR_MES} rows={tienda.por_mes} rowKey={(m) => m.mes} />
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
