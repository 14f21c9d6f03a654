// Payments to the stores (the one list component): date, store, amount, method and reference, filtered by store
// and period, totalled and exported by the server; a payment can be deleted while its month is open.
import { NOMBRES_METODOS_PAGO, type ORDEN_PAGOS } from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import { Col } from 'react-bootstrap';
import { SelectInput } from '../../../components/form/select-input.tsx';
import { type Column, RecordsCard, RowActions, useRecords } from '../../../components/records-card.tsx';
import { useTiendaChoices } from '../../../components/selects.tsx';
import { formatCalendarDay, formatPesos } from '../../../lib/format.ts';
import { runWithNotice } from '../../../lib/notice-rule.ts';
import type { PagoRow } from '../api/keys.ts';
import { useDeletePago, usePagos } from '../api/pagos.ts';

const ui = mensajes.estadosCuenta.ui;
type Orden = (typeof ORDEN_PAGOS)[number];

export function PagosCard() {
  const r = useRecords<PagoRow>();
  const id_tienda = Math.trunc(Number(r.list.filtro('tienda'))) || 0;
  const lista = usePagos(id_tienda, r.list.consulta);
  const eliminar = useDeletePago();
  const tiendas = useTiendaChoices();
  const columnas: Column<PagoRow>[] = [
    {
      header: ui.fecha,
      cell: (p) => formatCalendarDay(p.fecha),
      sort: 'fecha' satisfies Orden,
      className: 'text-nowrap',
    },
    { header: ui.colTienda, cell: (p) => p.tienda },
    {
      header: ui.monto,
      cell: (p) => formatPesos(p.monto),
      sort: 'monto' satisfies Orden,
      total: { key: 'monto', format: formatPesos },
      className: 'text-nowrap text-sm-end',
    },
    {
      header: ui.metodo,
      // One element: on a phone the cell's value sits beside its label.
      cell: (p) => (
        <div>
          {NOMBRES_METODOS_PAGO[p.metodo]}
          {p.id_corte !== null && <div className="small text-body-secondary">{ui.delCorte(p.id_corte)}</div>}
        </div>
      ),
    },
    { header: ui.referencia, cell: (p) => p.referencia ?? '—' },
    {
      header: ui.colAcciones,
      className: 'text-nowrap',
      cell: (p) => (
        <RowActions
          id={p.id_pago}
          confirmDelete={ui.confirmarEliminarPago(formatPesos(p.monto), p.tienda, formatCalendarDay(p.fecha))}
          onDelete={async () => {
            if (await runWithNotice(() => eliminar.mutateAsync(p.id_pago)))
              r.notify(mensajes.estadosCuenta.pagoEliminado);
          }}
        />
      ),
    },
  ];
  const cuerpo = { ...r.list.consulta, ...(id_tienda > 0 ? { id_tienda } : {}) };
  return (
    <RecordsCard
      {...r.card}
      title={ui.pagos}
      hint={null}
      query={lista}
      columns={columnas}
      exportSource={{ path: '/pago', body: cuerpo }}
      rowKey={(p) => p.id_pago}
      filters={
        <Col xs={12} sm={6} lg={4}>
          <SelectInput
            id="pagos-tienda"
            className="mb-0"
            label={ui.colTienda}
            size="sm"
            placeholder={ui.todasLasTiendas}
            choices={tiendas}
            value={id_tienda}
            onChange={(id) => r.list.setFiltro('tienda', id > 0 ? id : undefined)}
          />
        </Col>
      }
    />
  );
}
