// A refused or failed submit told inside the form (dialogs and inline create rows), apart from the form frame so
// the alert's transition never loads with the login page.
import { mensajes } from '@aguavend/contract/messages';
import { Alert } from 'react-bootstrap';
import type { AnyForm } from './form-view.tsx';

/** A refused or failed submit told inside the form (dialogs and inline forms), as the notice rule words it. */
export function FormFailure({ form, className = 'py-2' }: { form: AnyForm; className?: string }) {
  const f = form.failure;
  if (!f) return null;
  return (
    <Alert
      variant={f.icon === 'warning' ? 'warning' : 'danger'}
      className={className}
      dismissible
      closeLabel={mensajes.ui.cerrar}
      onClose={form.dismissFailure}
    >
      <strong className="d-block">{f.title}</strong>
      {f.text}
      {f.footer && <div className="small mt-1">{f.footer}</div>}
    </Alert>
  );
}
