// The machine's sales (spec §2): active/deleted tabs, day filter, pages of 10 read from the server, edit,
// delete and restore.
import { mensajes } from '@aguavend/contract/messages';
import { calcularMonto } from '@aguavend/contract/ventas';
import { useState } from 'react';
import { EditDialog, type EditField } from '../../../components/edit-dialog.tsx';
import { RecordsCard, RowActions, withNotice } from '../../../components/records-card.tsx';
import { formatDateTime, formatMoney, fromLocalInput, toLocalInput } from '../../../lib/format.ts';
import {
  POR_PAGINA,
  useDeleteVenta,
  useRestoreVenta,
  useUpdateVenta,
  useVentas,
  type VentaRow,
} from '../api/ventas.ts';

const ui = mensajes.uiVentas;

const CAMPOS: EditField[] = [
  { name: 'cantidad', label: ui.cantidad, type: 'number', required: true, step: '1' },
  { name: 'fecha', label: ui.fecha, type: 'datetime-local', required: true },
  { name: 'descripcion', label: ui.descripcion, required: true },
  { name: 'precio_unitario', label: ui.precioUnitario, type: 'number', disabled: true },
];
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
  const [eliminadas, setEliminadas] = useState(false);
  const [pagina, setPagina] = useState(1);
  const [fecha, setFecha] = useState('');
  const [editando, setEditando] = useState<VentaRow | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const lista = useVentas(eliminadas ? 'eliminadas' : 'activas', id_maquina, pagina, fecha);
  const editar = useUpdateVenta();
  const eliminar = useDeleteVenta();
  const restaurar = useRestoreVenta();
  const total = lista.data?.total ?? 0;
  // The server's total may shrink below the page shown (a delete, a filter): stay within the pages.
  if (pagina > Math.max(1, Math.ceil(total / POR_PAGINA)) && !lista.isFetching) setPagina(1);

  async function guardar(values: Record<string, unknown>) {
    if (!editando) return;
    const cantidad = Number(values.cantidad);
    await editar.mutateAsync({
      id_venta_maquina: editando.id_venta_maquina,
      cantidad,
      fecha_venta: fromLocalInput(String(values.fecha)),
      descripcion: String(values.descripcion),
      // spec §5: the amount is recomputed from the sale's own price.
      monto: calcularMonto(cantidad, editando.precio_unitario),
    });
    setEditando(null);
    setAviso(mensajes.ventas.actualizada);
  }

  const accion = async (fn: () => Promise<unknown>, exito: string) => {
    if (await withNotice(fn)) setAviso(exito);
  };

  return (
    <RecordsCard
      title={ui.ventasDe}
      filterId="ventas-fecha"
      day={fecha}
      onDay={(d) => {
        setFecha(d);
        setPagina(1);
      }}
      tabs={[ui.activas, ui.eliminadas]}
      deleted={eliminadas}
      onDeleted={(d) => {
        setEliminadas(d);
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
        <tr key={r.id_venta_maquina}>
          <td>{r.id_venta_maquina}</td>
          <td>{r.maquina}</td>
          <td>{r.producto}</td>
          <td>{r.cantidad}</td>
          <td className="text-nowrap">{formatMoney(r.precio_unitario)}</td>
          <td className="text-nowrap">{formatMoney(r.monto)}</td>
          <td>{r.descripcion}</td>
          <td className="text-nowrap">{formatDateTime(r.fecha_transaccion)}</td>
          <td className="text-nowrap">
            <RowActions
              id={r.id_venta_maquina}
              deleted={eliminadas}
              onEdit={() => setEditando(r)}
              onDelete={() =>
                accion(() => eliminar.mutateAsync(r.id_venta_maquina), mensajes.ventas.eliminada)
              }
              onRestore={() =>
                accion(() => restaurar.mutateAsync(r.id_venta_maquina), mensajes.ventas.restaurada)
              }
            />
          </td>
        </tr>
      ))}
    >
      <EditDialog
        show={editando !== null}
        fields={CAMPOS}
        initial={editando ? { ...editando, fecha: toLocalInput(editando.fecha_transaccion) } : {}}
        onCancel={() => setEditando(null)}
        onSave={guardar}
      />
    </RecordsCard>
  );
}
