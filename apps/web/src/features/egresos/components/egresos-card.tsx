// A machine's expenses: active/deleted tabs, day filter, pages of 10 read from the server, edit, delete, restore.
import { mensajes } from '@aguavend/contract/messages';
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
import { useCategorias } from '../../../lib/reference-data.ts';
import {
  type EgresoRow,
  type EgresosEstado,
  POR_PAGINA,
  useDeleteEgreso,
  useEgresos,
  useRestoreEgreso,
  useUpdateEgreso,
} from '../api/egresos.ts';

const ui = mensajes.uiEgresos;
const uv = mensajes.uiVentas;

export function EgresosCard({ id_maquina }: { id_maquina: number }) {
  const [estado, setEstado] = useState<EgresosEstado>('activos');
  const [pagina, setPagina] = useState(1);
  const [fecha, setFecha] = useState('');
  const [editando, setEditando] = useState<EgresoRow | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const lista = useEgresos(estado, id_maquina, pagina, fecha);
  const categorias = useCategorias();
  const editar = useUpdateEgreso();
  const eliminar = useDeleteEgreso();
  const restaurar = useRestoreEgreso();

  const total = lista.data?.total ?? 0;
  const paginas = Math.max(1, Math.ceil(total / POR_PAGINA));
  if (pagina > paginas && !lista.isFetching) setPagina(1);

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

  const filas = lista.data?.resultados ?? [];
  return (
    <Card className="shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-end justify-content-between gap-2">
        <h2 className="h5 mb-2">{ui.titulo}</h2>
        <DateFilter
          id="egresos-fecha"
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
          {(['activos', 'eliminados'] as const).map((e) => (
            <Nav.Item key={e}>
              <Nav.Link
                eventKey={e}
                onClick={() => {
                  setEstado(e);
                  setPagina(1);
                }}
              >
                {e === 'activos' ? ui.activos : ui.eliminados}
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
                  {[uv.colId, ui.colCategoria, ui.descripcion, ui.monto, ui.fecha, uv.colAcciones].map(
                    (c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {filas.map((r) => (
                  <tr key={r.id_egreso}>
                    <td>{r.id_egreso}</td>
                    <td>{r.categoria}</td>
                    <td>{r.descripcion}</td>
                    <td className="text-nowrap">{formatMoney(r.monto)}</td>
                    <td className="text-nowrap">{formatDateTime(r.fecha_transaccion)}</td>
                    <td className="text-nowrap">
                      {estado === 'activos' ? (
                        <>
                          <Button
                            size="sm"
                            variant="outline-primary"
                            className="me-1"
                            onClick={() => setEditando(r)}
                            aria-label={`${uv.editar} ${r.id_egreso}`}
                          >
                            <i className="bi bi-pencil" aria-hidden="true" />
                          </Button>
                          <Button
                            size="sm"
                            variant="outline-danger"
                            aria-label={`${uv.eliminar} ${r.id_egreso}`}
                            onClick={async () => {
                              if (await confirmAction(mensajes.general.confirmarEliminar, uv.eliminar)) {
                                await accion(
                                  () => eliminar.mutateAsync(r.id_egreso),
                                  mensajes.egresos.eliminado,
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
                            accion(() => restaurar.mutateAsync(r.id_egreso), mensajes.egresos.restaurado)
                          }
                        >
                          {uv.restaurar}
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
        fields={campos}
        initial={editando ? { ...editando, fecha: toLocalInput(editando.fecha_transaccion) } : {}}
        onCancel={() => setEditando(null)}
        onSave={guardar}
      />
    </Card>
  );
}
