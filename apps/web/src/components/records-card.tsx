// The list component: a card of records with active/deleted tabs, search, a period, a table read a page at a time
// from the server and sorted by it, the totals of the whole filtered set, the page size, and the row actions (edit,
// delete with confirmation, restore). What it shows lives in the URL (use-list-state.ts). Below 576 px each row is a
// card with its fields labelled, so nothing scrolls sideways. Screens give the columns and the calls. Its table
// (RecordsTable) also serves lists read whole, as a report is.
import { TAMANOS_PAGINA } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import { type Key, type ReactNode, useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Nav } from 'react-bootstrap';
import { formatCalendarDay } from '../lib/format.ts';
import { runWithNotice } from '../lib/notice-rule.ts';
import { confirmAction } from '../lib/notify.ts';
import { IdentidadNegocio } from './identidad-negocio.tsx';
import { ExportMenu, type ExportSource } from './list/export-menu.tsx';
import { ListToolbar } from './list/list-toolbar.tsx';
import { type ListState, useListState } from './list/use-list-state.ts';
import { MessageBanner } from './message-banner.tsx';
import { Pager, pageCountOf } from './pager.tsx';
import { ScrollTable } from './scroll-table.tsx';
import { EmptyState, LoadError, Loading } from './states.tsx';

const ui = mensajes.uiVentas;
const l = mensajes.listas;

/** One column: its header, its cell, and, where the server can, the field it sorts by and the total it shows. */
export type Column<R> = {
  header: string;
  cell: (row: R) => ReactNode;
  /** The list call's `orden` name for this column. */
  sort?: string;
  /** The key of the answer's `totales` shown under this column, and how to write it. */
  total?: { key: string; format: (n: number) => ReactNode };
  className?: string;
};

/**
 * What a records card keeps: the view in the URL (tab, page, size, sort, search, period), the row being edited and
 * the success banner.
 */
export function useRecords<R>() {
  const list = useListState();
  const [editing, setEditing] = useState<R | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** A row action (delete, restore): its success goes to the banner, a failure to the notice rule. */
  const act = async (fn: () => Promise<unknown>, success: string) => {
    if (await runWithNotice(fn)) setNotice(success);
  };
  return {
    list,
    deleted: list.eliminados,
    /** The card's own props. */
    card: { list, notice, onNoticeHide: () => setNotice(null) },
    /** Says a success in the card's banner (a create made beside the list). */
    notify: setNotice,
    /** Opens the edit dialog of a row (a list whose actions column is its own). */
    edit: setEditing,
    /**
     * The actions column: edit opens the screen's dialog; where records can be deleted, delete asks the question
     * that names the record; where they can be restored, the deleted view offers restore. Each success is said in
     * the banner.
     */
    actions: (a: {
      id: (row: R) => number;
      remove?: { confirm: (row: R) => string; run: (id: number) => Promise<unknown>; done: string };
      restore?: { run: (id: number) => Promise<unknown>; done: string };
    }): Column<R> => ({
      header: ui.colAcciones,
      className: 'text-nowrap',
      cell: (row) => {
        const { remove, restore } = a;
        const id = a.id(row);
        return (
          <RowActions
            id={id}
            onEdit={() => setEditing(row)}
            {...(remove && {
              confirmDelete: remove.confirm(row),
              onDelete: () => act(() => remove.run(id), remove.done),
            })}
            {...(restore && list.eliminados && { onRestore: () => act(() => restore.run(id), restore.done) })}
          />
        );
      },
    }),
    /**
     * The edit dialog of the row being edited, mounted with it; `saved` is said in the banner after a save.
     */
    editor: (
      dialog: (row: R, close: { onCancel: () => void; onSaved: () => void }) => ReactNode,
      saved: string,
    ) =>
      editing &&
      dialog(editing, {
        onCancel: () => setEditing(null),
        onSaved: () => {
          setEditing(null);
          setNotice(saved);
        },
      }),
  };
}

/** A row's buttons: restore in the deleted view, else edit and (where records can be deleted) delete. */
export function RowActions({
  id,
  confirmDelete,
  onEdit,
  onDelete,
  onRestore,
}: {
  id: number;
  /** Absent where records are not edited (a deposit is deleted and recorded again). */
  onEdit?: () => void;
  /** The question before deleting, naming the record ('¿Eliminar la venta #4657 de Máquina Centro por $ 75.00?'). */
  confirmDelete?: string;
  onDelete?: () => Promise<unknown>;
  /** Given in the deleted view: the row's only action. */
  onRestore?: () => Promise<unknown>;
}) {
  if (onRestore) {
    return (
      <Button size="sm" variant="outline-success" onClick={() => void onRestore()}>
        {ui.restaurar}
      </Button>
    );
  }
  return (
    <span className="d-inline-flex gap-1">
      {onEdit && (
        <Button size="sm" variant="outline-primary" onClick={onEdit} aria-label={`${ui.editar} ${id}`}>
          <i className="bi bi-pencil" aria-hidden="true" />
        </Button>
      )}
      {onDelete && (
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`${ui.eliminar} ${id}`}
          onClick={async () => {
            if (await confirmAction(confirmDelete ?? ui.eliminar, ui.eliminar)) await onDelete();
          }}
        >
          <i className="bi bi-trash" aria-hidden="true" />
        </Button>
      )}
    </span>
  );
}

/** A header that sorts: ascending, then descending, then the list's own order. */
function SortHeader({
  header,
  campo,
  orden,
  onOrden,
}: {
  header: string;
  campo: string;
  orden: string | undefined;
  onOrden: (orden: string | undefined) => void;
}) {
  const sentido = orden === campo ? 'ascending' : orden === `-${campo}` ? 'descending' : 'none';
  const siguiente = sentido === 'none' ? campo : sentido === 'ascending' ? `-${campo}` : undefined;
  const icono =
    sentido === 'ascending' ? 'bi-sort-up' : sentido === 'descending' ? 'bi-sort-down' : 'bi-arrow-down-up';
  return (
    <th scope="col" aria-sort={sentido}>
      <button
        type="button"
        className="btn btn-link p-0 border-0 align-baseline fw-semibold text-reset text-decoration-none text-nowrap"
        onClick={() => onOrden(siguiente)}
      >
        {header} <i className={`bi ${icono} small text-secondary`} aria-hidden="true" />
      </button>
    </th>
  );
}

/** What a total reads where the answer has none for its column (a sum that cannot be told). */
export const SIN_TOTAL = '—';

/**
 * The table of a list: headers that sort through `orden` (the server sorts), the rows, and under them the totals of
 * the whole filtered set. Below 576 px each row is a card whose cells say their column.
 */
export function RecordsTable<R>({
  label,
  columns,
  rows,
  rowKey,
  totales,
  orden,
  onOrden,
  className,
}: {
  /** The table's name, for screen readers and its scroll box. */
  label: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => Key;
  /** The sums of all matching rows; a column whose key is missing shows '—'. */
  totales?: Readonly<Record<string, number | undefined>> | undefined;
  orden: string | undefined;
  onOrden: (orden: string | undefined) => void;
  className?: string;
}) {
  return (
    <ScrollTable
      label={label}
      hover
      size="sm"
      className={['align-middle lista-tarjetas', className].filter(Boolean).join(' ')}
    >
      <thead>
        <tr>
          {columns.map((c) =>
            c.sort ? (
              <SortHeader key={c.header} header={c.header} campo={c.sort} orden={orden} onOrden={onOrden} />
            ) : (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)}>
            {columns.map((c) => (
              <td key={c.header} data-label={c.header} className={c.className}>
                {c.cell(r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {totales && (
        <tfoot>
          <tr className="fw-semibold">
            {columns.map((c, i) => {
              if (c.total) {
                const n = totales[c.total.key];
                return (
                  <td key={c.header} data-label={c.header} className={c.className}>
                    {typeof n === 'number' ? c.total.format(n) : SIN_TOTAL}
                  </td>
                );
              }
              return i === 0 ? (
                <th key={c.header} scope="row">
                  {l.totales}
                </th>
              ) : (
                <td key={c.header} className="lista-vacia" />
              );
            })}
          </tr>
        </tfoot>
      )}
    </ScrollTable>
  );
}

/** The view in words, for the printed page: which tab, period, search and order. */
function filtrosImpresos<R>(
  list: ListState,
  tabs: [string, string] | undefined,
  dates: boolean,
  columns: Column<R>[],
) {
  const partes = tabs ? [tabs[list.eliminados ? 1 : 0]] : [];
  if (dates) {
    partes.push(
      `${l.periodo}: ${
        list.desde || list.hasta
          ? `${list.desde ? formatCalendarDay(list.desde) : '…'} – ${list.hasta ? formatCalendarDay(list.hasta) : '…'}`
          : l.periodos.todo
      }`,
    );
  }
  if (list.buscar) partes.push(`${l.buscar}: ${list.buscar}`);
  if (list.orden) {
    const campo = list.orden.replace(/^-/, '');
    const header = columns.find((c) => c.sort === campo)?.header ?? campo;
    partes.push(`${l.ordenarPor}: ${header}, ${list.orden.startsWith('-') ? l.descendente : l.ascendente}`);
  }
  return partes.join(' · ');
}

/** Under the table: which rows these are, the page size, and the pager. */
function ListFooter({ total, list }: { total: number; list: ListState }) {
  const desde = total === 0 ? 0 : (list.pagina - 1) * list.por_pagina + 1;
  const hasta = Math.min(total, list.pagina * list.por_pagina);
  return (
    <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mt-2 d-print-none">
      <span className="text-secondary small">{l.mostrando(desde, hasta, total)}</span>
      <div className="d-flex align-items-center flex-wrap gap-2">
        <Form.Group className="d-flex align-items-center gap-1" controlId="lista-por-pagina">
          <Form.Label className="small mb-0 text-nowrap">{l.porPagina}</Form.Label>
          <Form.Select
            size="sm"
            value={list.por_pagina}
            onChange={(e) => list.setPorPagina(Number(e.target.value))}
          >
            {TAMANOS_PAGINA.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Pager
          page={list.pagina}
          pageCount={pageCountOf(total, list.por_pagina)}
          onPageChange={list.setPagina}
        />
      </div>
    </div>
  );
}

export function RecordsCard<R>({
  title,
  list,
  tabs,
  dates = true,
  filters,
  notice,
  onNoticeHide,
  hint,
  query,
  columns,
  rowKey,
  exportSource,
  children,
}: {
  title: string;
  list: ListState;
  /** The active and deleted views' names, for lists of records that can be deleted and restored. */
  tabs?: [active: string, deleted: string];
  /** Whether the list has a period (records with a date); catalogs have none. */
  dates?: boolean;
  /** The list's own filters (a machine, a table), shown beside the search. */
  filters?: ReactNode;
  notice: string | null;
  onNoticeHide: () => void;
  /** Shown instead of the table while nothing is chosen (say, no machine). */
  hint: string | null;
  /** A page of the list as the server answers it: its rows, the count and the sums of all matching rows. */
  query: {
    data?: { resultados: R[]; total?: number; totales?: Record<string, number> };
    isLoading: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  columns: Column<R>[];
  rowKey: (row: R) => Key;
  /** The list call to export from; without it, no 'Exportar'. */
  exportSource?: ExportSource;
  /** Dialogs that belong to the card. */
  children?: ReactNode;
}) {
  const rows = query.data?.resultados ?? [];
  const total = query.data?.total ?? 0;
  const totales = query.data?.totales;
  // The server's total may shrink below the page shown (a delete, a filter): stay within the pages.
  const lastPage = pageCountOf(total, list.por_pagina);
  const { pagina, setPagina } = list;
  useEffect(() => {
    if (pagina > lastPage && !query.isFetching && query.data) setPagina(1);
  }, [pagina, lastPage, query.isFetching, query.data, setPagina]);
  const sortable = columns.flatMap((c) => (c.sort ? [{ campo: c.sort, header: c.header }] : []));
  return (
    <Card className="shadow-sm av-lista-impresa">
      {/* On paper the list is the business's document: its identity heads the page, above the list's title. */}
      <div className="d-none d-print-block px-3 pt-3">
        <IdentidadNegocio />
      </div>
      <Card.Header className="d-flex align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0">{title}</h2>
        {exportSource && !hint && total > 0 && <ExportMenu source={exportSource} />}
      </Card.Header>
      <Card.Body>
        <MessageBanner message={notice} variant="success" onHide={onNoticeHide} />
        {tabs && (
          <Nav
            variant="tabs"
            role="tablist"
            className="mb-3 d-print-none"
            activeKey={list.eliminados ? 'deleted' : 'active'}
          >
            {tabs.map((label, i) => (
              <Nav.Item key={label}>
                <Nav.Link
                  eventKey={i === 0 ? 'active' : 'deleted'}
                  onClick={() => list.setEliminados(i === 1)}
                >
                  {label}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
        )}
        <div className="d-print-none">
          <ListToolbar state={list} sortable={sortable} dates={dates}>
            {filters}
          </ListToolbar>
        </div>
        <p className="d-none d-print-block small">{filtrosImpresos(list, tabs, dates, columns)}</p>
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
            <RecordsTable
              label={title}
              columns={columns}
              rows={rows}
              rowKey={rowKey}
              totales={totales}
              orden={list.orden}
              onOrden={list.setOrden}
            />
            <ListFooter total={total} list={list} />
          </>
        )}
      </Card.Body>
      {children}
    </Card>
  );
}
