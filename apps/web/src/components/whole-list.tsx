// A short list read whole (a store's placements, its agreements, a period's days): the list component's table, cards
// on a phone, no sorting or pages, and the empty state in the screen's words when there is nothing.
import type { Key } from 'react';
import { type Column, RecordsTable } from './records-card.tsx';
import { EmptyState } from './states.tsx';

export function WholeList<R>({
  label,
  columns,
  rows,
  rowKey,
  empty,
}: {
  label: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => Key;
  /** What an empty list says. */
  empty: string;
}) {
  if (rows.length === 0) return <EmptyState text={empty} />;
  return (
    <RecordsTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      orden={undefined}
      onOrden={() => {}}
      className="mb-0"
    />
  );
}
