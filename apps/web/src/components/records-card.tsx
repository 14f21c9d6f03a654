// A card of records with active/deleted tabs, a day filter, a table read a page at a time from the server,
// and the row actions (edit, delete with confirmation, restore). Screens give the columns and the calls.
import { mensajes } from '@aguavend/contract/messages';
import { type ReactNode, useEffect, useState } from 'react';
import { Alert, Button, Card, Nav } from 'react-bootstrap';
import { runWithNotice } from '../lib/notice-rule.ts';
import { confirmAction } from '../lib/notify.ts';
import { DateFilter } from './date-filter.tsx';
import { MessageBanner } from './message-banner.tsx';
import { PagedFooter, pageCountOf } from './pager.tsx';
import { ScrollTable } from './scroll-table.tsx';
import { EmptyState, LoadError, Loading } from './states.tsx';

const ui = mensajes.uiVentas;

/**
 * What a records card keeps: the tab, the page, the day, the row being edited and the success banner. A new tab
 * or day goes back to page 1.
 */
export function useRecords<R>() {
  const [deleted, setDeleted] = useState(false);
  const [page, setPage] = useState(1);
  const [day, setDay] = useState('');
  const [editing, setEditing] = useState<R | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return {
    deleted,
    page,
    day,
    editing,
    edit: setEditing,
    /** Closes the edit dialog; after a save, the banner says so. */
    closeEdit: (saved?: string) => {
      setEditing(null);
      if (saved) setNotice(saved);
    },
    /** A row action (delete, restore): its success goes to the banner, a failure to the notice rule. */
    act: async (fn: () => Promise<unknown>, success: string) => {
      if (await runWithNotice(fn)) setNotice(success);
    },
    /** The card's own props. */
    card: {
      day,
      onDay: (d: string) => {
        setDay(d);
        setPage(1);
      },
      deleted,
      onDeleted: (d: boolean) => {
        setDeleted(d);
        setPage(1);
      },
      notice,
      onNoticeHide: () => setNotice(null),
      page,
      onPage: setPage,
    },
  };
}

export function RowActions({
  id,
  deleted,
  confirmDelete,
  onEdit,
  onDelete,
  onRestore,
}: {
  id: number;
  deleted: boolean;
  /** The question before deleting, naming the record ('¿Eliminar la venta #4657 de Máquina Centro por $ 75.00?'). */
  confirmDelete: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  onRestore: () => Promise<unknown>;
}) {
  if (deleted) {
    return (
      <Button size="sm" variant="outline-success" onClick={() => void onRestore()}>
        {ui.restaurar}
      </Button>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="outline-primary"
        className="me-1"
        onClick={onEdit}
        aria-label={`${ui.editar} ${id}`}
      >
        <i className="bi bi-pencil" aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        aria-label={`${ui.eliminar} ${id}`}
        onClick={async () => {
          if (await confirmAction(confirmDelete, ui.eliminar)) await onDelete();
        }}
      >
        <i className="bi bi-trash" aria-hidden="true" />
      </Button>
    </>
  );
}

export function RecordsCard<R>({
  title,
  filterId,
  day,
  onDay,
  tabs,
  deleted,
  onDeleted,
  notice,
  onNoticeHide,
  hint,
  query,
  columns,
  row,
  page,
  onPage,
  children,
}: {
  title: string;
  filterId: string;
  day: string;
  onDay: (day: string) => void;
  tabs: [active: string, deleted: string];
  deleted: boolean;
  onDeleted: (deleted: boolean) => void;
  notice: string | null;
  onNoticeHide: () => void;
  /** Shown instead of the table while nothing is chosen (say, no machine). */
  hint: string | null;
  /** A page of the list as the server answers it: its rows and the count of all matching rows. */
  query: {
    data?: { resultados: R[]; total?: number };
    isLoading: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  columns: string[];
  /** One row of the table. */
  row: (item: R) => ReactNode;
  page: number;
  onPage: (page: number) => void;
  /** Dialogs that belong to the card. */
  children?: ReactNode;
}) {
  const rows = query.data?.resultados ?? [];
  const total = query.data?.total ?? 0;
  // The server's total may shrink below the page shown (a delete, a filter): stay within the pages.
  const lastPage = pageCountOf(total);
  useEffect(() => {
    if (page > lastPage && !query.isFetching) onPage(1);
  }, [page, lastPage, query.isFetching, onPage]);
  return (
    <Card className="shadow-sm">
      <Card.Header className="d-flex flex-wrap align-items-end justify-content-between gap-2">
        <h2 className="h5 mb-2">{title}</h2>
        <DateFilter id={filterId} value={day} onChange={onDay} />
      </Card.Header>
      <Card.Body>
        <MessageBanner message={notice} variant="success" onHide={onNoticeHide} />
        <Nav variant="tabs" className="mb-3" activeKey={deleted ? 'deleted' : 'active'}>
          {tabs.map((label, i) => (
            <Nav.Item key={label}>
              <Nav.Link eventKey={i === 0 ? 'active' : 'deleted'} onClick={() => onDeleted(i === 1)}>
                {label}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        {hint ? (
          <Alert variant="light" className="mb-0">
            {hint}
          </Alert>
        ) : query.isLoading ? (
          <Loading />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ScrollTable label={title} hover size="sm" className="align-middle">
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{rows.map(row)}</tbody>
            </ScrollTable>
            <PagedFooter total={total} page={page} onPageChange={onPage} />
          </>
        )}
      </Card.Body>
      {children}
    </Card>
  );
}
