// What a store's own user sees of it (read-only): the machines standing there now, and the period's sales by day (a
// chart and its table) and by month.
import { alUsar } from '@aguavend/contract/al-usar';
import type { MiTienda } from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import { Card, ListGroup } from 'react-bootstrap';
import { GraficaVertical, usePaleta } from '../../../components/grafica.tsx';
import type { Column } from '../../../components/records-card.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { WholeList } from '../../../components/whole-list.tsx';
import { formatCalendarDay, formatMoney, formatQuantity } from '../../../lib/format.ts';

const ut = mensajes.estadosCuenta.uiTienda;

type Dia = MiTienda['por_dia'][number];
type Mes = MiTienda['por_mes'][number];

const mesLargo = alUsar(
  () => new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const nombreMes = (mes: string) => mesLargo().format(new Date(`${mes}-01T00:00:00Z`));
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
          <ListGroup as="ul" variant="flush" aria-label={ut.maquinasAhora}>
            {tienda.maquinas.map((m) => (
              <ListGroup.Item as="li" key={m.id_maquina} className="px-0 text-break">
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

/** Every day from `desde` to `hasta`, `YYYY-MM-DD`, counted in UTC so no zone moves a day. */
export function diasDe(desde: string, hasta: string): string[] {
  const dias: string[] = [];
  const d = new Date(`${desde}T00:00:00Z`);
  const fin = new Date(`${hasta}T00:00:00Z`);
  while (d <= fin) {
    dias.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return dias;
}

/**
 * The period's sales per day: a chart over every day of the period (a day without sales reads 0) and the table of
 * the days with sales.
 */
export function VentasPorDia({ tienda, desde, hasta }: { tienda: MiTienda; desde: string; hasta: string }) {
  const c = usePaleta();
  const porDia = new Map(tienda.por_dia.map((d) => [d.dia, d.ventas]));
  const dias = diasDe(desde, hasta);
  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ut.ventasPorDia}
      </Card.Header>
      <Card.Body>
        {tienda.por_dia.length > 0 && (
          <div className="mb-3">
            <GraficaVertical
              etiqueta={ut.grafica}
              tipo="barras"
              categorias={dias.map((d) => formatCalendarDay(d).slice(0, 5))}
              titulos={dias.map(formatCalendarDay)}
              series={[
                { nombre: ut.serieVentas, color: c.ventas, valores: dias.map((d) => porDia.get(d) ?? 0) },
              ]}
            />
          </div>
        )}
        <WholeList
          label={ut.ventasPorDia}
          columns={POR_DIA}
          rows={tienda.por_dia}
          rowKey={(d) => d.dia}
          empty={ut.sinVentas}
        />
      </Card.Body>
    </Card>
  );
}

/** The period's sales per month. */
export function VentasPorMes({ tienda }: { tienda: MiTienda }) {
  return (
    <Card className="shadow-sm h-100">
      <Card.Header as="h2" className="h5">
        {ut.ventasPorMes}
      </Card.Header>
      <Card.Body>
        <WholeList
          label={ut.ventasPorMes}
          columns={POR_MES}
          rows={tienda.por_mes}
          rowKey={(m) => m.mes}
          empty={ut.sinVentas}
        />
      </Card.Body>
    </Card>
  );
}
