// A store's statements and payments, read-only, as two tabs of one section: only the chosen list is mounted, so the
// list keys of the URL are its own; another tab starts its view afresh and keeps the screen's other keys (Mi tienda's
// period). Each month links to its statement on the Estados de cuenta screen when the role grants it.
import { alUsar } from '@aguavend/contract/al-usar';
import type { Pago } from '@aguavend/contract/estados-cuenta';
import { NOMBRES_METODOS_PAGO } from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import { Badge, Card, Tab, Tabs } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { formatCalendarDay, formatMoney } from '../../../lib/format.ts';
import {
  cuerpoLista,
  type EstadoCuentaRow,
  RUTA_ESTADOS,
  RUTA_PAGOS,
  useEstadosTienda,
  usePagosTienda,
} from '../api/estados-cuenta.ts';

const ui = mensajes.estadosCuenta.ui;
const ut = mensajes.estadosCuenta.uiTienda;

const mesLargo = alUsar(
  () => new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
/** `noviembre de 2026` of `2026-11`. */
export const nombreMes = (mes: string) => mesLargo().format(new Date(`${mes}-01T00:00:00Z`));

const dinero = (n: number) => <span className="text-nowrap">{formatMoney(n)}</span>;
/** The sum of a money column over the whole list, as the server answers it in `totales`. */
const suma = (key: string) => ({ key, format: dinero });
const LISTA_KEYS = ['pagina', 'por_pagina', 'orden', 'buscar', 'vista'];

type Props = {
  id_tienda: number;
  /** Where a month's statement is shown, when the role grants that screen. */
  verEstado?: (mes: string) => string;
};

function EstadosLista({ id_tienda, verEstado }: Props) {
  const r = useRecords<EstadoCuentaRow>();
  const lista = useEstadosTienda(id_tienda, r.list.consulta);
  const columnas: Column<EstadoCuentaRow>[] = [
    {
      header: ui.mes,
      sort: 'mes',
      cell: (e) =>
        verEstado ? (
          <Link to={verEstado(e.mes)} aria-label={ut.verMes(nombreMes(e.mes))}>
            {nombreMes(e.mes)}
          </Link>
        ) : (
          nombreMes(e.mes)
        ),
    },
    // The statement's identity, month by month; balances of several months do not add up, charges and payments do.
    { header: ui.colSaldoAnterior, cell: (e) => dinero(e.saldo_anterior) },
    { header: ui.colTotal, cell: (e) => dinero(e.total), sort: 'total', total: suma('total') },
    { header: ui.colPagosMes, cell: (e) => dinero(e.pagos_mes), total: suma('pagos_mes') },
    { header: ui.colSaldo, cell: (e) => dinero(e.saldo) },
    {
      header: ui.colPendiente,
      cell: (e) => dinero(e.pendiente),
      sort: 'pendiente',
      total: suma('pendiente'),
    },
    {
      header: ut.colEstado,
      cell: (e) => (
        <Badge bg={e.cerrado ? 'secondary' : 'info'} text={e.cerrado ? undefined : 'dark'}>
          {e.cerrado ? ut.cerrado : ut.abierto}
        </Badge>
      ),
    },
  ];
  return (
    <RecordsCard
      {...r.card}
      title={ui.seccionEstados}
      dates={false}
      hint={null}
      query={lista}
      columns={columnas}
      rowKey={(e) => e.id_estado}
      exportSource={{ path: RUTA_ESTADOS, body: cuerpoLista(id_tienda, r.list.consulta) }}
    />
  );
}

function PagosLista({ id_tienda }: Props) {
  const r = useRecords<Pago>();
  const lista = usePagosTienda(id_tienda, r.list.consulta);
  const columnas: Column<Pago>[] = [
    { header: ui.fecha, cell: (p) => formatCalendarDay(p.fecha), sort: 'fecha', className: 'text-nowrap' },
    {
      header: ui.monto,
      cell: (p) => dinero(p.monto),
      sort: 'monto',
      total: suma('monto'),
    },
    { header: ui.metodo, cell: (p) => NOMBRES_METODOS_PAGO[p.metodo] },
    { header: ui.referencia, cell: (p) => p.referencia ?? '' },
  ];
  return (
    <RecordsCard
      {...r.card}
      title={ui.seccionPagos}
      dates={false}
      hint={null}
      query={lista}
      columns={columnas}
      rowKey={(p) => p.id_pago}
      exportSource={{ path: RUTA_PAGOS, body: cuerpoLista(id_tienda, r.list.consulta) }}
    />
  );
}

export function EstadosCuentaTienda(props: Props) {
  const [params, setParams] = useSearchParams();
  const activa = params.get('lista') === 'pagos' ? 'pagos' : 'estados';
  const elegir = (k: string | null) => {
    const p = new URLSearchParams(params);
    for (const key of LISTA_KEYS) p.delete(key);
    if (k === 'pagos') p.set('lista', 'pagos');
    else p.delete('lista');
    setParams(p, { replace: true });
  };
  return (
    // Inside a card, as the catalogs' tabs are: the tabs read on its white, not on the page's grey. The tabs and the
    // list's own title name the section.
    <Card className="shadow-sm" as="section" aria-label={ut.listas}>
      <Card.Body>
        <Tabs
          id={`estados-tienda-${props.id_tienda}`}
          activeKey={activa}
          onSelect={elegir}
          className="mb-3 d-print-none"
          mountOnEnter
          unmountOnExit
          transition={false}
        >
          <Tab eventKey="estados" title={ui.seccionEstados}>
            <EstadosLista {...props} />
          </Tab>
          <Tab eventKey="pagos" title={ui.seccionPagos}>
            <PagosLista {...props} />
          </Tab>
        </Tabs>
      </Card.Body>
    </Card>
  );
}
