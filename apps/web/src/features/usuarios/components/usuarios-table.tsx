// One users list (active or deleted) of a machine, filtered by day and paged on the server.

import { MASCARA_CLAVE } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import { useEffect, useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { EditDialog, type EditField } from '../../../components/edit-dialog.tsx';
import { PAGE_SIZE, Pager } from '../../../components/pager.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { confirmAction, notify } from '../../../lib/notify.ts';
import { useRoles } from '../../../lib/reference-data.ts';
import { useDeleteUsuario } from '../api/delete-usuario.ts';
import { type UsuarioRow, type UsuariosEstado, useUsuarios } from '../api/get-usuarios.ts';
import { useRestoreUsuario } from '../api/restore-usuario.ts';
import { useUpdateUsuario } from '../api/update-usuario.ts';
import { toUsuarioEditar } from './to-usuario-editar.ts';

const m = mensajes.usuarios;
const ui = m.ui;

type Props = {
  estado: UsuariosEstado;
  id_maquina: number;
  day: string;
  /** Called with the success text of an edit, delete or restore. */
  onDone: (text: string) => void;
};

export function UsuariosTable({ estado, id_maquina, day, onDone }: Props) {
  const [page, setPage] = useState(1);
  const query = useUsuarios(estado, id_maquina, page, day);
  const roles = useRoles();
  const update = useUpdateUsuario();
  const remove = useDeleteUsuario();
  const restore = useRestoreUsuario();
  const [editing, setEditing] = useState<UsuarioRow | null>(null);

  const rows = query.data?.resultados ?? [];
  const pageCount = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));
  // Fewer users after a delete: the page asked for may no longer exist. (A new day remounts the table.)
  useEffect(() => {
    if (query.data && page > pageCount) setPage(pageCount);
  }, [query.data, page, pageCount]);
  // Stable while the dialog is open, so a background refetch does not wipe what is being typed.
  const fields = useMemo<EditField[]>(
    () => [
      { name: 'nombre', label: ui.nombre, required: true },
      { name: 'ap_paterno', label: ui.apPaterno, required: true },
      { name: 'ap_materno', label: ui.apMaterno },
      { name: 'username', label: ui.username, required: true },
      { name: 'clave', label: ui.claveEditar, type: 'password' },
      { name: 'email', label: ui.email, type: 'email', required: true },
      {
        name: 'activo',
        label: ui.activo,
        type: 'select',
        required: true,
        options: [
          { value: 1, label: ui.activoSi },
          { value: 0, label: ui.activoNo },
        ],
      },
      {
        name: 'id_rol',
        label: ui.rol,
        type: 'select',
        required: true,
        options: (roles.data ?? []).map((r) => ({ value: r.id_rol, label: r.rol })),
      },
    ],
    [roles.data],
  );
  const initial = useMemo(() => (editing ? { ...editing, clave: '' } : {}), [editing]);

  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;

  const failed = (err: unknown) =>
    notify(
      err instanceof ApiError && err.status < 500
        ? { title: mensajes.titulos.advertencia, text: err.message, icon: 'warning' }
        : { title: mensajes.titulos.error, text: mensajes.general.errorOperacion, icon: 'error' },
    );

  const onDelete = async (row: UsuarioRow) => {
    if (!(await confirmAction(mensajes.general.confirmarEliminar, ui.eliminar))) return;
    try {
      await remove.mutateAsync(row.id_usuario);
      onDone(m.eliminado);
    } catch (err) {
      await failed(err);
    }
  };

  const onRestore = async (row: UsuarioRow) => {
    try {
      await restore.mutateAsync(row.id_usuario);
      onDone(m.restaurado);
    } catch (err) {
      await failed(err);
    }
  };

  const onSave = async (values: Record<string, unknown>) => {
    if (!editing) return;
    const body = toUsuarioEditar(editing.id_usuario, values);
    // spec §4: the update is sent only when activo is 0 or 1.
    if (!body) return;
    await update.mutateAsync(body);
    setEditing(null);
    onDone(m.actualizado);
  };

  return (
    <>
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <ScrollTable striped hover size="sm" className="align-middle mb-2">
          <thead>
            <tr>
              <th scope="col">{ui.colId}</th>
              <th scope="col">{ui.colNombre}</th>
              <th scope="col">{ui.colApPaterno}</th>
              <th scope="col">{ui.colApMaterno}</th>
              <th scope="col">{ui.colUsername}</th>
              <th scope="col">{ui.colEmail}</th>
              <th scope="col">{ui.colActivo}</th>
              <th scope="col">{ui.colIdRol}</th>
              <th scope="col">{ui.colRol}</th>
              <th scope="col">{ui.colClave}</th>
              <th scope="col">{ui.colAcciones}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id_usuario}>
                <td>{r.id_usuario}</td>
                <td>{r.nombre}</td>
                <td>{r.ap_paterno}</td>
                <td>{r.ap_materno ?? ''}</td>
                <td>{r.username}</td>
                <td>{r.email}</td>
                <td>{r.activo}</td>
                <td>{r.id_rol}</td>
                <td>{r.rol}</td>
                <td>{MASCARA_CLAVE}</td>
                <td className="text-nowrap">
                  {estado === 'activos' ? (
                    <>
                      <Button
                        size="sm"
                        variant="outline-primary"
                        className="me-1"
                        title={ui.editar}
                        onClick={() => setEditing(r)}
                      >
                        <i className="bi bi-pencil" aria-hidden="true" />
                        <span className="visually-hidden">{ui.editar}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        title={ui.eliminar}
                        onClick={() => void onDelete(r)}
                      >
                        <i className="bi bi-trash" aria-hidden="true" />
                        <span className="visually-hidden">{ui.eliminar}</span>
                      </Button>
                    </>
                  ) : (
                    <Button size="sm" variant="outline-success" onClick={() => void onRestore(r)}>
                      <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
                      {ui.restaurar}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Pager page={page} pageCount={pageCount} onPageChange={setPage} />
      <EditDialog
        show={editing !== null}
        fields={fields}
        initial={initial}
        onCancel={() => setEditing(null)}
        onSave={onSave}
      />
    </>
  );
}
