// One users list (active or deleted) of a machine, filtered by day and paged on the server.

import { MASCARA_CLAVE } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Pager, pageCountOf } from '../../../components/pager.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { notifyFailure } from '../../../lib/notice-rule.ts';
import { confirmAction } from '../../../lib/notify.ts';
import { useDeleteUsuario } from '../api/delete-usuario.ts';
import { type UsuarioRow, type UsuariosEstado, useUsuarios } from '../api/get-usuarios.ts';
import { useRestoreUsuario } from '../api/restore-usuario.ts';
import { UsuarioEditDialog } from './usuario-edit-dialog.tsx';

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
  const remove = useDeleteUsuario();
  const restore = useRestoreUsuario();
  const [editing, setEditing] = useState<UsuarioRow | null>(null);

  const rows = query.data?.resultados ?? [];
  const pageCount = pageCountOf(query.data?.total ?? 0);
  // Fewer users after a delete: the page asked for may no longer exist. (A new day remounts the table.)
  useEffect(() => {
    if (query.data && page > pageCount) setPage(pageCount);
  }, [query.data, page, pageCount]);
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;

  const onDelete = async (row: UsuarioRow) => {
    const nombre = [row.nombre, row.ap_paterno, row.ap_materno].filter(Boolean).join(' ');
    if (!(await confirmAction(mensajes.confirmarEliminar.usuario(row.username, nombre), ui.eliminar))) return;
    try {
      await remove.mutateAsync(row.id_usuario);
      onDone(m.eliminado);
    } catch (err) {
      await notifyFailure(err);
    }
  };

  const onRestore = async (row: UsuarioRow) => {
    try {
      await restore.mutateAsync(row.id_usuario);
      onDone(m.restaurado);
    } catch (err) {
      await notifyFailure(err);
    }
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
      {editing && (
        <UsuarioEditDialog
          key={editing.id_usuario}
          usuario={editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onDone(m.actualizado);
          }}
        />
      )}
    </>
  );
}
