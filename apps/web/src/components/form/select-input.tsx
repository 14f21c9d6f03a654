// The select of the field family, and that select outside a form (the machine a screen shows). Without
// react-hook-form, so a screen with only such controls (Inicio) does not load it; the form's select is in
// choice-fields.tsx.
import { mensajes } from '@aguavend/contract/messages';
import type { ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';
import { type ControlProps, FieldShell } from './field-shell.tsx';

/** A choice of a select, a radio group or a checkbox list. */
export type Choice = { value: string | number; label: string };

/** Choices read from the server: while they load, or when they fail, the select says so instead of being empty. */
export type Choices = { options: Choice[]; loading: boolean; failed: boolean; retry: () => void };

export const fixedChoices = (options: Choice[]): Choices => ({
  options,
  loading: false,
  failed: false,
  retry: () => {},
});

export type SelectProps = {
  choices: Choices;
  /** The first option, chosen by default: emits 0 for ids and '' for text. Without it there is none. */
  placeholder?: string | false;
  disabled?: boolean;
  name?: string;
  /** A small select, for filters in a card header. */
  size?: 'sm';
};

export function SelectControl({
  a,
  choices,
  placeholder = mensajes.ui.seleccione,
  disabled,
  name,
  size,
  value,
  onChange,
  onBlur,
}: SelectProps & {
  a: ControlProps;
  value: string | number | undefined;
  onChange: (value: string | number) => void;
  onBlur?: () => void;
}) {
  if (choices.failed) {
    return (
      <div
        className="alert alert-danger d-flex align-items-center justify-content-between gap-2 py-2 mb-0"
        role="alert"
      >
        <span id={`${a.id}-carga`}>
          <i className="bi bi-exclamation-triangle me-2" aria-hidden="true" />
          {mensajes.general.errorOpciones}
        </span>
        <Button size="sm" variant="outline-danger" onClick={choices.retry} aria-describedby={`${a.id}-carga`}>
          {mensajes.ui.reintentar}
        </Button>
      </div>
    );
  }
  const numeric = typeof value === 'number';
  return (
    <Form.Select
      {...a}
      size={size}
      name={name}
      value={value ?? ''}
      disabled={disabled || choices.loading}
      onBlur={onBlur}
      onChange={(e) => onChange(numeric ? Number(e.currentTarget.value) : e.currentTarget.value)}
    >
      {placeholder !== false && (
        <option value={numeric ? 0 : ''}>{choices.loading ? mensajes.general.cargando : placeholder}</option>
      )}
      {choices.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Form.Select>
  );
}

/** The same select outside a form: the machine a screen shows, the role whose modules are assigned. */
export function SelectInput({
  id,
  label,
  help,
  className,
  value,
  onChange,
  ...select
}: SelectProps & {
  id?: string;
  label: ReactNode;
  help?: ReactNode;
  className?: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <FieldShell
      id={id}
      label={label}
      help={help}
      className={className}
      labelClassName={select.size === 'sm' ? 'small mb-1' : undefined}
    >
      {(a) => <SelectControl a={a} value={value} onChange={(v) => onChange(Number(v))} {...select} />}
    </FieldShell>
  );
}
