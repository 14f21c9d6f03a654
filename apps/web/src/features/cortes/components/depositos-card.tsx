// The deposits (the one list component): date, collector, reference, the cortes covered, the amount against the cash
// counted in them; delete frees the cortes for another deposit.
import type { ORDEN_DEPOSITOS } from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import { type Column, RecordsCard, RowActions, useRecords } from '../../../components/records-card.tsx';
import { formatCalendarDay, formatPesos } from '../../../lib/format.ts';
import { runWithNotice } from '../../../lib/notice-rule.ts';
import { type DepositoRow, useDeleteDeposito, useDepositos } from '../api/depositos.ts';

const ui = mensajes.uiCortes;
type Orden = (typeof ORDEN_DEPOSITOS)[number];

export function DepositosCard() {
  const r = useRecords<DepositoRow>();
  const lista = useDepositos(r.list.consulta);
  const eliminar = useDeleteDeposito();
  const columnas: Column<DepositoRow>[] = [
    { header: mensajes.uiVentas.colId, cell: (d) => d.id_deposito, sort: 'id_deposito' satisfies Orden },
    {
      header: ui.fecha,
      cell: (d) => formatCalendarDay(d.fecha),
      sort: 'fecha' satisfies Orden,
      className: 'text-nowrap',
    },
    { header: ui.colector, cell: (d) => d.colector },
    { header: ui.referencia, cell: (d) => d.referencia },
    { header: ui.colCortes, cell: (d) => d.cortes.map((id) => `#${id}`).join(', ') },
    {
      header: ui.contado,
      // What was paid to stores from those boxes (decision 040) under it: the deposit carries the rest.
      cell: (d) => (
        <div>
          {formatPesos(d.contado)}
          {d.pagado_tiendas > 0 && (
            <div className="small text-body-secondary">
              {ui.pagadoTiendas}: {formatPesos(d.pagado_tiendas)}
            </div>
          )}
        </div>
      ),
      total: { key: 'contado', format: formatPesos },
      className: 'text-nowrap text-sm-end',
    },
    {
      header: ui.monto,
      cell: (d) => formatPesos(d.monto),
      sort: 'monto' satisfies Orden,
      total: { key: 'monto', format: formatPesos },
      className: 'text-nowrap text-sm-end',
    },
    {
      header: mensajes.uiVentas.colAcciones,
      className: 'text-nowrap',
      cell: (d) => (
        <RowActions
          id={d.id_deposito}
          confirmDelete={ui.confirmarEliminarDeposito(d.id_deposito, d.referencia)}
          onDelete={async () => {
            if (await runWithNotice(() => eliminar.mutateAsync(d.id_deposito)))
              r.notify(mensajes.cortes.depositoEliminado);
          }}
        />
      ),
    },
  ];
  return (
    <RecordsCard
      {...r.card}
      title={ui.depositos}
      hint={null}
      query={lista}
      columns={columnas}
      exportSource={{ path: '/depositos', body: r.list.consulta }}
      rowKey={(d) => d.id_deposito}
    />
  );
}
