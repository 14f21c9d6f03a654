// The machine's sales as a list: active/deleted tabs, search, period, sort, totals and pages read from the server;
// edit, delete and restore.
import { mensajes } from '@aguavend/contract/messages';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { formatDateTime, formatMoney, formatPesos, formatQuantity } from '../../../lib/format.ts';
import { rutaVentas, useDeleteVenta, useRestoreVenta, useVentas, type VentaRow } from '../api/ventas.ts';
import { VentaEditDialog } from './venta-edit-dialog.tsx';

const ui = mensajes.uiVentas;

export function VentasCard({ id_maquina }: { id_maquina: number }) {
  const r = useRecords<VentaRow>();
  const estado = r.deleted ? 'eliminadas' : 'activas';
  const lista = useVentas(estado, id_maquina, r.list.consulta);
  const eliminar = useDeleteVenta();
  const restaurar = useRestoreVenta();

  const columnas: Column<VentaRow>[] = [
    { header: ui.colId, cell: (v) => v.id_venta_maquina, sort: 'id_venta_maquina' },
    { header: ui.colMaquina, cell: (v) => v.maquina },
    { header: ui.colProducto, cell: (v) => v.producto },
    {
      header: ui.colCantidad,
      cell: (v) => formatQuantity(v.cantidad),
      sort: 'cantidad',
      total: { key: 'cantidad', format: formatQuantity },
    },
    {
      header: ui.colPrecio,
      cell: (v) => formatMoney(v.precio_unitario),
      sort: 'precio_unitario',
      className: 'text-nowrap',
    },
    {
      header: ui.colMonto,
      cell: (v) => formatMoney(v.monto),
      sort: 'monto',
      total: { key: 'monto', format: formatMoney },
      className: 'text-nowrap',
    },
    { header: ui.colDescripcion, cell: (v) => v.descripcion },
    {
      header: ui.colFecha,
      cell: (v) => formatDateTime(v.fecha_transaccion),
      sort: 'fecha_transaccion',
      className: 'text-nowrap',
    },
    r.actions({
      id: (v) => v.id_venta_maquina,
      remove: {
        confirm: (v) => mensajes.confirmarEliminar.venta(v.id_venta_maquina, v.maquina, formatPesos(v.monto)),
        run: eliminar.mutateAsync,
        done: mensajes.ventas.eliminada,
      },
      restore: { run: restaurar.mutateAsync, done: mensajes.ventas.restaurada },
    }),
  ];

  return (
    <RecordsCard
      {...r.card}
      title={ui.ventasDe}
      tabs={[ui.activas, ui.eliminadas]}
      hint={id_maquina ? null : ui.elijaMaquina}
      query={lista}
      columns={columnas}
      exportSource={{
        path: rutaVentas(estado),
        body: { id_maquina, ...r.list.consulta },
      }}
      rowKey={(v) => v.id_venta_maquina}
    >
      {r.editor(
        (v, close) => (
          <VentaEditDialog key={v.id_venta_maquina} venta={v} {...close} />
        ),
        mensajes.ventas.actualizada,
      )}
    </RecordsCard>
  );
}
