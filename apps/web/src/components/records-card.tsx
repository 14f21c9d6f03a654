// A card of records with active/deleted tabs, a day filter, a table read a page at a time from the server,
// and the row actions (edit, delete with confirmation, restore). Screens give the columns and the calls.
import { mensajes } from '@aguavend/contract/messages';
import type { ReactNode } from 'react';
import { Alert, Button, Card, Nav } from 'react-bootstrap';
import { ApiError } from '../lib/api-client.ts';
import { confirmAction, notify } from '../lib/notify.ts';
import { DateFilter } from './date-filter.tsx';
import { MessageBanner } from './message-banner.tsx';
import { Pager } from './pager.tsx';
import { ScrollTable } from './scroll-table.tsx';
import { EmptyState, LoadError, Loading } from './states.tsx';

const ui = mensajes.uiVentas;

/** Runs a write; a refusal shows the server's message (docs/decisions/008-screens-feedback.md). */
export async function withNotice(fn: () => Promise<unknown>): Promise<boolean> {
  try {
    await fn();
    return true;
  } catch (err) {
    await notify({
      title: mensajes.titulos.advertencia,
      text: err instanceof ApiError ? err.message : mensajes.general.errorOperacion,
      icon: 'warning',
    });
    return false;
  }
}

export function RowActions({
  id,
  deleted,
  onEdit,
  onDelete,
  onRestore,
}: {
  id: number;
  deleted: boolean;
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
          if (await confirmAction(mensajes.general.confirmarEliminar, ui.eliminar)) await onDelete();
        }}
      >
        <i className="bi bi-trash" aria-hidden="true" />
      </Button>
    </>
  );
}

export function RecordsCard({
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
  rows,
  total,
  page,
  pageSize,
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
  query: { isLoading: boolean; isError: boolean; refetch: () => unknown };
  columns: string[];
  rows: ReactNode[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Dialogs that belong to the card. */
  children?: ReactNode;
}) {
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
              <tbody>{rows}</tbody>
            </ScrollTable>
            <div className="d-flex justify-content-between align-items-center flex-wrap gap-2">
              <span className="text-secondary small">{mensajes.ui.registros(total)}</span>
              <Pager page={page} pageCount={Math.max(1, Math.ceil(total / pageSize))} onPageChange={onPage} />
            </div>
          </>
        )}
      </Card.Body>
      {children}
    </Card>
  );
}
