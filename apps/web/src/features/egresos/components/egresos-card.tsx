// A machine's expenses as a list: active/deleted tabs, search, period, sort, totals and pages read from the server;
// edit, delete, restore.
import { mensajes } from '@aguavend/contract/messages';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { formatDateTime, formatMoney, formatPesos } from '../../../lib/format.ts';
import {
  type EgresoRow,
  rutaEgresos,
  useDeleteEgreso,
  useEgresos,
  useRestoreEgreso,
} from '../api/egresos.ts';
import { EgresoEditDialog } from './egreso-edit-dialog.tsx';

const ui = mensajes.uiEgresos;
const uv = mensajes.uiVentas;

export function EgresosCard({ id_maquina }: { id_maquina: number }) {
  const r = useRecords<EgresoRow>();
  const estado = r.deleted ? 'eliminados' : 'activos';
  const lista = useEgresos(estado, id_maquina, r.list.consulta);
  const eliminar = useDeleteEgreso();
  const restaurar = useRestoreEgreso();

  const columnas: Column<EgresoRow>[] = [
    { header: uv.colId, cell: (e) => e.id_egreso, sort: 'id_egreso' },
    { header: ui.colCategoria, cell: (e) => e.categoria },
    { header: ui.descripcion, cell: (e) => e.descripcion },
    {
      header: ui.monto,
      cell: (e) => formatMoney(e.monto),
      sort: 'monto',
      total: { key: 'monto', format: formatMoney },
      className: 'text-nowrap',
    },
    {
      header: ui.fecha,
      cell: (e) => formatDateTime(e.fecha_transaccion),
      sort: 'fecha_transaccion',
      className: 'text-nowrap',
    },
    r.actions({
      id: (e) => e.id_egreso,
      remove: {
        confirm: (e) => mensajes.confirmarEliminar.egreso(e.id_egreso, e.categoria, formatPesos(e.monto)),
        run: eliminar.mutateAsync,
        done: mensajes.egresos.eliminado,
      },
      restore: { run: restaurar.mutateAsync, done: mensajes.egresos.restaurado },
    }),
  ];

  return (
    <RecordsCard
      {...r.card}
      title={ui.titulo}
      tabs={[ui.activos, ui.eliminados]}
      hint={id_maquina ? null : ui.elijaMaquina}
      query={lista}
      columns={columnas}
      exportSource={{
        path: rutaEgresos(estado),
        body: { id_maquina, ...r.list.consulta },
      }}
      rowKey={(e) => e.id_egreso}
    >
      {r.editor(
        (e, close) => (
          <EgresoEditDialog key={e.id_egreso} egreso={e} {...close} />
        ),
        mensajes.egresos.actualizado,
      )}
    </RecordsCard>
  );
}
