// A table that may be wider than a phone: it scrolls inside its own box, which keyboard users can focus and
// screen readers announce by its label (axe: scrollable-region-focusable). The box is positioned so the
// absolutely placed screen-reader texts inside it scroll with it instead of widening the page.
import { mensajes } from '@aguavend/contract/messages';
import type { ReactNode } from 'react';
import { Table, type TableProps } from 'react-bootstrap';

export function ScrollTable({
  label = mensajes.ui.tablaDeDatos,
  children,
  ...props
}: TableProps & { label?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="table-responsive position-relative" tabIndex={0} aria-label={label}>
      <Table {...props}>{children}</Table>
    </section>
  );
}
