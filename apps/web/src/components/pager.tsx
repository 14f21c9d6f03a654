// The pager of the lists: 'Anterior', numbered pages, 'Siguiente'; the page stays within 1..count. Lists ask the
// server for pages of the contract's TAMANO_PAGINA rows unless the person chose another size.
import { TAMANO_PAGINA } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';

/** How many pages `total` rows fill (at least one, so an empty list still shows page 1). */
export const pageCountOf = (total: number, size: number = TAMANO_PAGINA) =>
  Math.max(1, Math.ceil(total / size));

/** Keeps a page within 1..pageCount; resets to page 1 when the total shrinks below the current page. */
export function clampPage(page: number, pageCount: number) {
  if (page > pageCount) return 1;
  return Math.max(1, page);
}

/** Numbered pages around the current one, with the first and last always reachable. */
function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

/** 'Anterior' / 'Siguiente': real buttons, disabled at the ends, read in Spanish by screen readers. */
function Edge({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <li className={`page-item${disabled ? ' disabled' : ''}`}>
      <button type="button" className="page-link" disabled={disabled} onClick={onClick}>
        {label}
      </button>
    </li>
  );
}

export function Pager({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (p: number) => void;
}) {
  const count = Math.max(1, pageCount);
  const current = clampPage(page, count);
  return (
    <nav aria-label={mensajes.ui.paginacion}>
      <ul className="pagination pagination-sm mb-0 flex-wrap">
        <Edge
          label={mensajes.ui.anterior}
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        />
        {visiblePages(current, count).map((p, i) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={p} className={`page-item${p === current ? ' active' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={`${mensajes.ui.pagina} ${p}`}
                aria-current={p === current ? 'page' : undefined}
                onClick={() => onPageChange(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <Edge
          label={mensajes.ui.siguiente}
          disabled={current >= count}
          onClick={() => onPageChange(current + 1)}
        />
      </ul>
    </nav>
  );
}
