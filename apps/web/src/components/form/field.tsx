// The one family of form fields: every input, select, radio group and checkbox list has its label, an optional
// help text and its error in the same place, wired for screen readers (docs/decisions/014-one-form-pipeline.md).
// Here the shell and the text and number input; choices in choice-fields.tsx, dates in date-time-field.tsx, apart
// so the login page loads only what it uses.
import { type ReactNode, useId } from 'react';
import { Form } from 'react-bootstrap';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormRegister,
  useFormState,
} from 'react-hook-form';

/** What a field needs of the form: `useContractForm`'s answer fits. */
export type FormHandle<T extends FieldValues> = {
  control: Control<T, unknown, FieldValues>;
  register: UseFormRegister<T>;
};

export type FieldBase<T extends FieldValues> = {
  form: FormHandle<T>;
  name: FieldPath<T>;
  label: ReactNode;
  help?: ReactNode;
  /** Defaults to a unique id; give one only where a page has to point at the control. */
  id?: string;
  className?: string;
  disabled?: boolean;
};

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

/** The message of a field's error, re-rendering only when that field's errors change. */
export function useFieldError<T extends FieldValues>(form: FormHandle<T>, name: FieldPath<T>) {
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message;
}

type InputType = 'text' | 'email' | 'password' | 'number' | 'search' | 'tel' | 'url';

/** A text, number, e-mail or password input; numbers reach the schema as numbers (empty as undefined). */
export function Field<T extends FieldValues>({
  form,
  name,
  label,
  help,
  id,
  className,
  disabled,
  type = 'text',
  prefix,
  suffix,
  ...input
}: FieldBase<T> & {
  type?: InputType;
  prefix?: ReactNode;
  suffix?: ReactNode;
  step?: string | number;
  min?: string | number;
  max?: string | number;
  maxLength?: number;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text';
  placeholder?: string;
  readOnly?: boolean;
  /** Rewrites what is typed before the form keeps it (an RFC in capitals). */
  transform?: (value: string) => string;
}) {
  const error = useFieldError(form, name);
  const { transform, ...rest } = input;
  const registration = form.register(
    name,
    type === 'number' ? { setValueAs: (v: unknown) => (v === '' || v === null ? undefined : Number(v)) } : {},
  );
  return (
    <FieldShell id={id} label={label} help={help} error={error} className={className}>
      {(a) => {
        const control = (
          <Form.Control
            type={type}
            {...registration}
            onChange={(e) => {
              if (transform) e.currentTarget.value = transform(e.currentTarget.value);
              return registration.onChange(e);
            }}
            disabled={disabled}
            {...rest}
            {...a}
          />
        );
        if (!prefix && !suffix) return control;
        // Bootstrap's input group as plain markup: the component would load with every form for two spans.
        return (
          <div className="input-group has-validation">
            {prefix && <span className="input-group-text">{prefix}</span>}
            {control}
            {suffix && <span className="input-group-text">{suffix}</span>}
          </div>
        );
      }}
    </FieldShell>
  );
}

/** Free text over several lines (a corte's notes). */
export function TextAreaField<T extends FieldValues>({
  form,
  name,
  label,
  help,
  id,
  className,
  disabled,
  rows = 3,
  maxLength,
}: FieldBase<T> & { rows?: number; maxLength?: number }) {
  const error = useFieldError(form, name);
  return (
    <FieldShell id={id} label={label} help={help} error={error} className={className}>
      {(a) => (
        <Form.Control
          as="textarea"
          rows={rows}
          maxLength={maxLength}
          disabled={disabled}
          {...form.register(name)}
          {...a}
        />
      )}
    </FieldShell>
  );
}
