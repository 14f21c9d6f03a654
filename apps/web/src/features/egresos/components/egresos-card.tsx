// A machine's expenses: active/deleted tabs, day filter, pages of 10 read from the server, edit, delete, restore.
import { mensajes } from '@aguavend/contract/messages';
import { useState } from 'react';
import { EditDialog, type EditField } from '../../../components/edit-dialog.tsx';
import { RecordsCard, RowActions, withNotice } from '../../../components/records-card.tsx';
import { formatDateTime, formatMoney, fromLocalInput, toLocalInput } from '../../../lib/format.ts';
import { useCategorias } from '../../../lib/reference-data.ts';
import {
  type EgresoRow,
  POR_PAGINA,
  useDeleteEgreso,
  useEgresos,
  useRestoreEgreso,
  useUpdateEgreso,
} from '../api/egresos.ts';

const ui = mensajes.uiEgresos;
const uv = mensajes.uiVentas;
const COLUMNAS = [uv.colId, ui.colCategoria, ui.descripcion, ui.monto, ui.fecha, uv.colAcciones];

export function EgresosCard({ id_maquina }: { id_maquina: number }) {
  const [eliminados, setEliminados] = useState(false);
  const [pagina, setPagina] = useState(1);
  const [fecha, setFecha] = useState('');
  const [editando, setEditando] = useState<EgresoRow | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const lista = useEgresos(eliminados ? 'eliminados' : 'activos', id_maquina, pagina, fecha);
  const categorias = useCategorias();
  const editar = useUpdateEgreso();
  const eliminar = useDeleteEgreso();
  const restaurar = useRestoreEgreso();
  const total = lista.data?.total ?? 0;
  if (pagina > Math.max(1, Math.ceil(total / POR_PAGINA)) && !lista.isFetching) setPagina(1);

  const campos: EditField[] = [
    {
      name: 'id_categoria_transaccion',
      label: mensajes.ui.categoria,
      type: 'select',
      required: true,
      options: (categorias.data ?? []).map((c) => ({ value: c.id_categoria_transaccion, label: c.tipo })),
    },
    { name: 'descripcion', label: ui.descripcion, required: true },
    { name: 'monto', label: ui.monto, type: 'number', required: true, step: '0.01' },
    { name: 'fecha', label: ui.fecha, type: 'datetime-local', required: true },
  ];

  async function guardar(v: Record<string, unknown>) {
    if (!editando) return;
    await editar.mutateAsync({
      id_egreso: editando.id_egreso,
      id_categoria_transaccion: Number(v.id_categoria_transaccion),
      descripcion: String(v.descripcion),
      monto: Number(v.monto),
      fecha_transaccion: fromLocalInput(String(v.fecha)),
    });
    setEditando(null);
    setAviso(mensajes.egresos.actualizado);
  }

  const accion = async (fn: () => Promise<unknown>, exito: string) => {
    if (await withNotice(fn)) setAviso(exito);
  };

  return (
    <RecordsCard
      title={ui.titulo}
      filterId="egresos-fecha"
      day={fecha}
      onDay={(d) => {
        setFecha(d);
        setPagina(1);
      }}
      tabs={[ui.activos, ui.eliminados]}
      deleted={eliminados}
      onDeleted={(d) => {
        setEliminados(d);
        setPagina(1);
      }}
      notice={aviso}
      onNoticeHide={() => setAviso(null)}
      hint={id_maquina ? null : ui.elijaMaquina}
      query={lista}
      columns={COLUMNAS}
      total={total}
      page={pagina}
      pageSize={POR_PAGINA}
      onPage={setPagina}
      rows={(lista.data?.resultados ?? []).map((r) => (
        <tr key={r.id_egreso}>
          <td>{r.id_egreso}</td>
          <td>{r.categoria}</td>
          <td>{r.descripcion}</td>
          <td className="text-nowrap">{formatMoney(r.monto)}</td>
          <td className="text-nowrap">{formatDateTime(r.fecha_transaccion)}</td>
          <td className="text-nowrap">
            <RowActions
              id={r.id_egreso}
              deleted={eliminados}
              onEdit={() => setEditando(r)}
              onDelete={() => accion(() => eliminar.mutateAsync(r.id_egreso), mensajes.egresos.eliminado)}
              onRestore={() => accion(() => restaurar.mutateAsync(r.id_egreso), mensajes.egresos.restaurado)}
            />
          </td>
        </tr>
      ))}
    >
      <EditDialog
        show={editando !== null}
        fields={campos}
        initial={editando ? { ...editando, fecha: toLocalInput(editando.fecha_transaccion) } : {}}
        onCancel={() => setEditando(null)}
        onSave={guardar}
      />
    </RecordsCard>
  );
}
