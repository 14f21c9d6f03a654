// One of the Roles / Módulos / URLs lists: ID plus its columns, 'Editar' in the edit dialog, 'Eliminar' after a confirm.
import { mensajes } from '@aguavend/contract/messages';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { EditDialog, type EditField } from '../../../components/edit-dialog.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { confirmAction, notify } from '../../../lib/notify.ts';

const ui = mensajes.rolmod.ui;

export type CatalogColumn<T> = { header: string; cell: (row: T) => ReactNode };

type Props<T> = {
  query: { data?: T[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  rowId: (row: T) => number;
  /** Read by screen readers on the row's buttons, e.g. the role's name. */
  rowName: (row: T) => string;
  columns: CatalogColumn<T>[];
  editFields: EditField[];
  editInitial: (row: T) => Record<string, unknown>;
  onSave: (row: T, values: Record<string, unknown>) => Promise<unknown>;
  onDelete: (row: T) => Promise<unknown>;
  /** Called with the success text after an edit or a delete. `editFields` and `editInitial` must be stable. */
  onDone: (text: string) => void;
};

export function CatalogTable<T>(props: Props<T>) {
  const { query, rowId, rowName, columns, editFields, editInitial, onSave, onDelete, onDone } = props;
  const [editing, setEditing] = useState<T | null>(null);
  // Stable while the dialog is open, so a background refetch does not wipe what is being typed.
  const initial = useMemo(() => (editing === null ? {} : editInitial(editing)), [editing, editInitial]);

  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const rows = query.data ?? [];
  if (rows.length === 0) return <EmptyState />;

  const remove = async (row: T) => {
    if (!(await confirmAction(mensajes.general.confirmarEliminar, ui.eliminar))) return;
    try {
      await onDelete(row);
      onDone(mensajes.general.exito);
    } catch (err) {
      // A 409 (still in use) carries the reason in the server's words.
      await notify(
        err instanceof ApiError && err.status < 500
          ? { title: mensajes.titulos.advertencia, text: err.message, icon: 'warning' }
          : { title: mensajes.titulos.error, text: mensajes.general.errorOperacion, icon: 'error' },
      );
    }
  };

  return (
    <>
      <ScrollTable striped hover size="sm" className="align-middle">
        <thead>
          <tr>
            <th scope="col" className="text-nowrap" style={{ width: '1%' }}>
              {ui.colId}
            </th>
            {columns.map((c) => (
              <th scope="col" key={c.header}>
                {c.header}
              </th>
            ))}
            <th scope="col" className="text-nowrap" style={{ width: '1%' }}>
              {ui.colAcciones}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowId(r)}>
              <td>{rowId(r)}</td>
              {columns.map((c) => (
                <td key={c.header}>{c.cell(r)}</td>
              ))}
              <td className="text-nowrap">
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="me-1"
                  onClick={() => setEditing(r)}
                  aria-label={`${ui.editar} ${rowName(r)}`}
                >
                  <i className="bi bi-pencil me-1" aria-hidden="true" />
                  {ui.editar}
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => void remove(r)}
                  aria-label={`${ui.eliminar} ${rowName(r)}`}
                >
                  <i className="bi bi-trash me-1" aria-hidden="true" />
                  {ui.eliminar}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <EditDialog
        show={editing !== null}
        fields={editFields}
        initial={initial}
        onCancel={() => setEditing(null)}
        onSave={async (values) => {
          if (editing === null) return;
          await onSave(editing, values);
          setEditing(null);
          onDone(mensajes.general.exito);
        }}
      />
    </>
  );
}
