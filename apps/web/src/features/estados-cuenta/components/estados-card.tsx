// A month's statements (the one list component): store, sales, and the statement's identity (saldo anterior +
// cargos del mes − pagos recibidos en el mes = saldo al cierre) with what the month still owes today, sorted,
// searched and totalled by the server, exported whole ("all statements of a month"). Each store opens its statement.
import type { ORDEN_ESTADOS } from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import { Link } from 'react-router';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { formatPesos } from '../../../lib/format.ts';
import { useEstados } from '../api/estados.ts';
import type { EstadoRow } from '../api/keys.ts';
import { nombreMes } from './mes.ts';

const ui = mensajes.estadosCuenta.ui;
type Orden = (typeof ORDEN_ESTADOS)[number];
type Clave = 'ventas' | 'saldo_anterior' | 'total' | 'pagos_mes' | 'saldo' | 'pendiente';

const dinero = (header: string, key: Clave, sort?: Orden): Column<EstadoRow> => ({
  header,
  cell: (e) => formatPesos(e[key]),
  total: { key, format: formatPesos },
  className: 'text-nowrap text-sm-end',
  ...(sort ? { sort } : {}),
});

export function EstadosCard({
  mes,
  verHref,
}: {
  mes: string;
  verHref: (id_tienda: number, mes: string) => string;
}) {
  const r = useRecords<EstadoRow>();
  const lista = useEstados(mes, r.list.consulta);
  const columnas: Column<EstadoRow>[] = [
    {
      header: ui.colTienda,
      sort: 'tienda' satisfies Orden,
      cell: (e) => (
        <Link to={verHref(e.id_tienda, e.mes)} title={ui.ver}>
          {e.tienda}
        </Link>
      ),
    },
    dinero(ui.colVentas, 'ventas', 'ventas'),
    dinero(ui.colSaldoAnterior, 'saldo_anterior'),
    dinero(ui.colTotal, 'total', 'total'),
    dinero(ui.colPagosMes, 'pagos_mes'),
    dinero(ui.colSaldo, 'saldo'),
    dinero(ui.colPendiente, 'pendiente', 'pendiente'),
  ];
  return (
    <RecordsCard
      {...r.card}
      title={ui.estadosDelMes(nombreMes(mes))}
      dates={false}
      hint={null}
      query={lista}
      columns={columnas}
      exportSource={{ path: '/estado-cuenta', body: { ...r.list.consulta, mes } }}
      rowKey={(e) => e.id_estado}
    />
  );
}
