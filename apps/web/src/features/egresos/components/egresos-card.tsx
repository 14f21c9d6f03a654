// A machine's expenses: active/deleted tabs, day filter, pages of 10 read from the server, edit, delete, restore.
import { mensajes } from '@aguavend/contract/messages';
import { RecordsCard, RowActions, useRecords } from '../../../components/records-card.tsx';
import { formatDateTime, formatMoney, formatPesos } from '../../../lib/format.ts';
import { type EgresoRow, useDeleteEgreso, useEgresos, useRestoreEgreso } from '../api/egresos.ts';
import { EgresoEditDialog } from './egreso-edit-dialog.tsx';

const ui = mensajes.uiEgresos;
const uv = mensajes.uiVentas;
const COLUMNAS = [uv.colId, ui.colCategoria, ui.descripcion, ui.monto, ui.fecha, uv.colAcciones];

export function EgresosCard({ id_maquina }: { id_maquina: number }) {
  const r = useRecords<EgresoRow>();
  const lista = useEgresos(r.deleted ? 'eliminados' : 'activos', id_maquina, r.page, r.day);
  const eliminar = useDeleteEgreso();
  const restaurar = useRestoreEgreso();

  return (
    <RecordsCard
      {...r.card}
      title={ui.titulo}
      filterId="egresos-fecha"
      tabs={[ui.activos, ui.eliminados]}
      hint={id_maquina ? null : ui.elijaMaquina}
      query={lista}
      columns={COLUMNAS}
      row={(e) => (
        <tr key={e.id_egreso}>
          <td>{e.id_egreso}</td>
          <td>{e.categoria}</td>
          <td>{e.descripcion}</td>
          <td className="text-nowrap">{formatMoney(e.monto)}</td>
          <td className="text-nowrap">{formatDateTime(e.fecha_transaccion)}</td>
          <td className="text-nowrap">
            <RowActions
              id={e.id_egreso}
              deleted={r.deleted}
              confirmDelete={mensajes.confirmarEliminar.egreso(
                e.id_egreso,
                e.categoria,
                formatPesos(e.monto),
              )}
              onEdit={() => r.edit(e)}
              onDelete={() => r.act(() => eliminar.mutateAsync(e.id_egreso), mensajes.egresos.eliminado)}
              onRestore={() => r.act(() => restaurar.mutateAsync(e.id_egreso), mensajes.egresos.restaurado)}
            />
          </td>
        </tr>
      )}
    >
      {r.editing && (
        <EgresoEditDialog
          key={r.editing.id_egreso}
          egreso={r.editing}
          onCancel={() => r.closeEdit()}
          onSaved={() => r.closeEdit(mensajes.egresos.actualizado)}
        />
      )}
    </RecordsCard>
  );
}
