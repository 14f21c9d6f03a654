// One of the Roles / Módulos / URLs lists: ID plus its columns, 'Editar' in the edit dialog, 'Eliminar' after a confirm.
import { mensajes } from '@aguavend/contract/messages';
import { Fragment, type ReactNode, useState } from 'react';
import { Button } from 'react-bootstrap';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { runWithNotice } from '../../../lib/notice-rule.ts';
import { confirmAction } from '../../../lib/notify.ts';

const ui = mensajes.rolmod.ui;

export type CatalogColumn<T> = { header: string; cell: (row: T) => ReactNode };

type Props<T> = {
  query: { data?: T[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  rowId: (row: T) => number;
  /** Read by screen readers on the row's buttons, e.g. the role's name. */
  rowName: (row: T) => string;
  /** The question before deleting, naming the record ('¿Eliminar el rol OPERADOR?'). */
  deleteQuestion: (row: T) => string;
  columns: CatalogColumn<T>[];
  /** The row's edit dialog; `done(true)` after a save. */
  editDialog: (row: T, done: (saved: boolean) => void) => ReactNode;
  onDelete: (row: T) => Promise<unknown>;
  /** Called with the success text after an edit or a delete. */
  onDone: (text: string) => void;
};

export function CatalogTable<T>(props: Props<T>) {
  const { query, rowId, rowName, deleteQuestion, columns, editDialog, onDelete, onDone } = props;
  const [editing, setEditing] = useState<T | null>(null);

  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const rows = query.data ?? [];
  if (rows.length === 0) return <EmptyState />;

  const remove = async (row: T) => {
    if (!(await confirmAction(deleteQuestion(row), ui.eliminar))) return;
    if (await runWithNotice(() => onDelete(row))) onDone(mensajes.general.exito);
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
      {editing !== null && (
        <Fragment key={rowId(editing)}>
          {editDialog(editing, (saved) => {
            setEditing(null);
            if (saved) onDone(mensajes.general.exito);
          })}
        </Fragment>
      )}
    </>
  );
}
