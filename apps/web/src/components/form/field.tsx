// The one family of form fields: every input, select, radio group and checkbox list has its label, an optional
// help text and its error in the same place, wired for screen readers (docs/decisions/014-one-form-pipeline.md).
// Here the text and number input; the shell in field-shell.tsx, choices in choice-fields.tsx and select-input.tsx,
// dates in date-time-field.tsx, apart so a page loads only what it uses.
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormRegister,
  useFormState,
} from 'react-hook-form';
import { FieldShell } from './field-shell.tsx';

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
