// The shell of every field of the form family (field.tsx): label, control, help and error, wired for screen
// readers. Without react-hook-form, so a screen's plain controls (a select outside a form) do not load it.
import { type ReactNode, useId } from 'react';
import { Form } from 'react-bootstrap';

/** The a11y wiring every control receives from its shell. */
export type ControlProps = {
  id: string;
  isInvalid: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/**
 * Label, control, help and error. `fieldset` groups several controls (radios, checkboxes) under a legend.
 * The error shows whatever the control's markup, so a control inside an input group is covered too.
 */
export function FieldShell({
  id,
  label,
  help,
  error,
  fieldset = false,
  className = 'mb-3',
  labelClassName,
  children,
}: {
  id?: string;
  label: ReactNode;
  help?: ReactNode;
  error?: string;
  fieldset?: boolean;
  className?: string;
  /** 'small mb-1' for the compact filters of a card header. */
  labelClassName?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const autoId = useId();
  const controlId = id ?? `campo${autoId.replace(/:/g, '')}`;
  const helpId = help ? `${controlId}-ayuda` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const control = children({
    id: controlId,
    isInvalid: Boolean(error),
    ...(error ? { 'aria-invalid': true as const } : {}),
    'aria-describedby': describedBy,
  });
  const tail = (
    <>
      {help && (
        <Form.Text id={helpId} className="d-block">
          {help}
        </Form.Text>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </>
  );
  if (fieldset) {
    return (
      <fieldset className={className} aria-describedby={describedBy}>
        <legend className="form-label fs-6 mb-2">{label}</legend>
        {control}
        {tail}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <Form.Label htmlFor={controlId} className={labelClassName}>
        {label}
      </Form.Label>
      {control}
      {tail}
    </div>
  );
}
