// The machine's sales (spec §2): active/deleted tabs, day filter, pages of 10 read from the server, edit,
// delete and restore. Failures show the server's message (docs/decisions/008-screens-feedback.md).
import { mensajes } from '@aguavend/contract/messages';
import { calcularMonto } from '@aguavend/contract/ventas';
import { useState } from 'react';
import { Alert, Button, Card, Nav, Table } from 'react-bootstrap';
import { DateFilter } from '../../../components/date-filter.tsx';
import { EditDialog, type EditField } from '../../../components/edit-dialog.tsx';
import { MessageBanner } from '../../../components/message-banner.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatMoney, fromLocalInput, toLocalInput } from '../../../lib/format.ts';
import { confirmAction, notify } from '../../../lib/notify.ts';
import {
  POR_PAGINA,
  useDeleteVenta,
  useRestoreVenta,
  useUpdateVenta,
  useVentas,
  type VentaRow,
  type VentasEstado,
} from '../api/ventas.ts';

const ui = mensajes.uiVentas;

const CAMPOS: EditField[] = [
  { name: 'cantidad', label: ui.cantidad, type: 'number', required: true, step: '1' },
  { name: 'fecha', label: ui.fecha, type: 'datetime-local', required: true },
  { name: 'descripcion', label: ui.descripcion, required: true },
  { name: 'precio_unitario', label: ui.precioUnitario, type: 'number', disabled: true },
];

export function VentasCard({ id_maquina }: { id_maquina: number }) {
  const [estado, setEstado] = useState<VentasEstado>('activas');
  const [pagina, setPagina] = useState(1);
  const [fecha, setFecha] = useState('');
  const [editando, setEditando] = useState<VentaRow | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const lista = useVentas(estado, id_maquina, pagina, fecha);
  const editar = useUpdateVenta();
  const eliminar = useDeleteVenta();
  const restaurar = useRestoreVenta();

  const total = lista.data?.total ?? 0;
  const paginas = Math.max(1, Math.ceil(total / POR_PAGINA));
  // The server's total may shrink below the page shown (a delete, a filter): stay within 1..paginas.
  if (pagina > paginas && !lista.isFetching) setPagina(1);

  async function accion(fn: () => Promise<unknown>, exito: string) {
    try {
      await fn();
      setAviso(exito);
    } catch (err) {
      await notify({
        title: mensajes.titulos.advertencia,
        text: err instanceof ApiError ? err.message : mensajes.general.errorOperacion,
        icon: 'warning',
      });
    }
  }

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

  const filas = lista.data?.resultados ?? [];
  return (
    <Card className="shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-end justify-content-between gap-2">
        <h2 className="h5 mb-2">{ui.ventasDe}</h2>
        <DateFilter
          id="ventas-fecha"
          value={fecha}
          onChange={(d) => {
            setFecha(d);
            setPagina(1);
          }}
        />
      </Card.Header>
      <Card.Body>
        <MessageBanner message={aviso} variant="success" onHide={() => setAviso(null)} />
        <Nav variant="tabs" className="mb-3" activeKey={estado}>
          {(['activas', 'eliminadas'] as const).map((e) => (
            <Nav.Item key={e}>
              <Nav.Link
                eventKey={e}
                onClick={() => {
                  setEstado(e);
                  setPagina(1);
                }}
              >
                {e === 'activas' ? ui.activas : ui.eliminadas}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        {!id_maquina ? (
          <Alert variant="light" className="mb-0">
            {ui.elijaMaquina}
          </Alert>
        ) : lista.isLoading ? (
          <Loading />
        ) : lista.isError ? (
          <LoadError onRetry={() => void lista.refetch()} />
        ) : filas.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <Table responsive hover size="sm" className="align-middle">
              <thead>
                <tr>
                  {[
                    ui.colId,
                    ui.colMaquina,
                    ui.colProducto,
                    ui.colCantidad,
                    ui.colPrecio,
                    ui.colMonto,
                    ui.colDescripcion,
                    ui.colFecha,
                    ui.colAcciones,
                  ].map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {filas.map((r) => (
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
                      {estado === 'activas' ? (
                        <>
                          <Button
                            size="sm"
                            variant="outline-primary"
                            className="me-1"
                            onClick={() => setEditando(r)}
                            aria-label={`${ui.editar} ${r.id_venta_maquina}`}
                          >
                            <i className="bi bi-pencil" aria-hidden="true" />
                          </Button>
                          <Button
                            size="sm"
                            variant="outline-danger"
                            aria-label={`${ui.eliminar} ${r.id_venta_maquina}`}
                            onClick={async () => {
                              if (await confirmAction(mensajes.general.confirmarEliminar, ui.eliminar)) {
                                await accion(
                                  () => eliminar.mutateAsync(r.id_venta_maquina),
                                  mensajes.ventas.eliminada,
                                );
                              }
                            }}
                          >
                            <i className="bi bi-trash" aria-hidden="true" />
                          </Button>
                        </>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline-success"
                          onClick={() =>
                            accion(
                              () => restaurar.mutateAsync(r.id_venta_maquina),
                              mensajes.ventas.restaurada,
                            )
                          }
                        >
                          {ui.restaurar}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <div className="d-flex justify-content-between align-items-center flex-wrap gap-2">
              <span className="text-secondary small">{mensajes.ui.registros(total)}</span>
              <Pager page={pagina} pageCount={paginas} onPageChange={setPagina} />
            </div>
          </>
        )}
      </Card.Body>
      <EditDialog
        show={editando !== null}
        fields={CAMPOS}
        initial={editando ? { ...editando, fecha: toLocalInput(editando.fecha_transaccion) } : {}}
        onCancel={() => setEditando(null)}
        onSave={guardar}
      />
    </Card>
  );
}
