// The machine's sales: active/deleted tabs, day filter, pages of 10 read from the server, edit,
// delete and restore.
import { mensajes } from '@aguavend/contract/messages';
import { RecordsCard, RowActions, useRecords } from '../../../components/records-card.tsx';
import { formatDateTime, formatMoney, formatPesos } from '../../../lib/format.ts';
import { useDeleteVenta, useRestoreVenta, useVentas, type VentaRow } from '../api/ventas.ts';
import { VentaEditDialog } from './venta-edit-dialog.tsx';

const ui = mensajes.uiVentas;

const COLUMNAS = [
  ui.colId,
  ui.colMaquina,
  ui.colProducto,
  ui.colCantidad,
  ui.colPrecio,
  ui.colMonto,
  ui.colDescripcion,
  ui.colFecha,
  ui.colAcciones,
];

export function VentasCard({ id_maquina }: { id_maquina: number }) {
  const r = useRecords<VentaRow>();
  const lista = useVentas(r.deleted ? 'eliminadas' : 'activas', id_maquina, r.page, r.day);
  const eliminar = useDeleteVenta();
  const restaurar = useRestoreVenta();

  return (
    <RecordsCard
      {...r.card}
      title={ui.ventasDe}
      filterId="ventas-fecha"
      tabs={[ui.activas, ui.eliminadas]}
      hint={id_maquina ? null : ui.elijaMaquina}
      query={lista}
      columns={COLUMNAS}
      row={(v) => (
        <tr key={v.id_venta_maquina}>
          <td>{v.id_venta_maquina}</td>
          <td>{v.maquina}</td>
          <td>{v.producto}</td>
          <td>{v.cantidad}</td>
          <td className="text-nowrap">{formatMoney(v.precio_unitario)}</td>
          <td className="text-nowrap">{formatMoney(v.monto)}</td>
          <td>{v.descripcion}</td>
          <td className="text-nowrap">{formatDateTime(v.fecha_transaccion)}</td>
          <td className="text-nowrap">
            <RowActions
              id={v.id_venta_maquina}
              deleted={r.deleted}
              confirmDelete={mensajes.confirmarEliminar.venta(
                v.id_venta_maquina,
                v.maquina,
                formatPesos(v.monto),
              )}
              onEdit={() => r.edit(v)}
              onDelete={() =>
                r.act(() => eliminar.mutateAsync(v.id_venta_maquina), mensajes.ventas.eliminada)
              }
              onRestore={() =>
                r.act(() => restaurar.mutateAsync(v.id_venta_maquina), mensajes.ventas.restaurada)
              }
            />
          </td>
        </tr>
      )}
    >
      {r.editing && (
        <VentaEditDialog
          key={r.editing.id_venta_maquina}
          venta={r.editing}
          onCancel={() => r.closeEdit()}
          onSaved={() => r.closeEdit(mensajes.ventas.actualizada)}
        />
      )}
    </RecordsCard>
  );
}
