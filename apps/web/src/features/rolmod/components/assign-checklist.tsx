// The checklist of an assign tab: every item, the owner's current links checked, one button to replace them. An item
// nobody may assign is shown disabled with the reason as a badge; an owner that cannot be edited shows a note and no
// button.
import { Alert, Badge, Button, Form } from 'react-bootstrap';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';

export type ChecklistItem = {
  id: number;
  label: string;
  icon?: React.ReactNode;
  disabled?: boolean;
  /** Why the item is as it is, shown beside its label (and read with it). */
  badge?: string;
};

type Props = {
  idPrefix: string;
  legend: string;
  items: ChecklistItem[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  submitLabel: string;
  submitting: boolean;
  /** Without it the set cannot be changed: no button. */
  onSubmit?: () => void;
  /** Said above the list, e.g. why nothing here can be changed. */
  note?: string;
};

export function AssignChecklist(p: Props) {
  if (p.loading) return <Loading />;
  if (p.error) return <LoadError onRetry={p.onRetry} />;
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit?.();
      }}
    >
      {p.note && (
        <Alert variant="info" className="d-flex align-items-center gap-2 py-2">
          <i className="bi bi-info-circle" aria-hidden="true" />
          {p.note}
        </Alert>
      )}
      <fieldset className="border rounded p-3 mb-3">
        <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-2">{p.legend}</legend>
        {p.items.length === 0 ? (
          <EmptyState />
        ) : (
          <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-2">
            {p.items.map((it) => (
              <div className="col" key={it.id}>
                <Form.Check
                  type="checkbox"
                  className="text-break"
                  id={`${p.idPrefix}-${it.id}`}
                  checked={p.selected.has(it.id)}
                  disabled={it.disabled}
                  onChange={(e) => p.onToggle(it.id, e.currentTarget.checked)}
                  label={
                    <>
                      {it.icon}
                      {it.label}
                      {it.badge && (
                        <>
                          {' '}
                          <Badge bg="secondary" className="ms-1 fw-normal">
                            {it.badge}
                          </Badge>
                        </>
                      )}
                    </>
                  }
                />
              </div>
            ))}
          </div>
        )}
      </fieldset>
      {p.onSubmit && (
        <Button type="submit" variant="primary" disabled={p.submitting}>
          <i className="bi bi-check2-square me-1" aria-hidden="true" />
          {p.submitLabel}
        </Button>
      )}
    </Form>
  );
}
