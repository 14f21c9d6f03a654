// The date-and-time member of the field family, apart so the date picker loads only with the forms that use it
// (never with the login page).
import { type FieldValues, useController } from 'react-hook-form';
import { fromLocalInput, toLocalInput } from '../../lib/format.ts';
import { DateInput } from '../date-input.tsx';
import type { FieldBase } from './field.tsx';
import { FieldShell } from './field-shell.tsx';

/**
 * A date and time in the business's time zone, read and typed as dd/mm/aaaa hh:mm whatever the browser's
 * language. The form holds the instant as the API sends it (ISO 8601 with offset). A date that may not be in
 * the future is the schema's rule, which says so under the field: a picker capped at now would silently drop a
 * typed later date instead.
 */
export function DateTimeField<T extends FieldValues>({
  form,
  name,
  label,
  help,
  id,
  className,
  disabled,
}: FieldBase<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const value = typeof field.value === 'string' && field.value ? toLocalInput(field.value) : '';
  return (
    <FieldShell id={id} label={label} help={help} error={fieldState.error?.message} className={className}>
      {(a) => (
        <DateInput
          mode="datetime"
          id={a.id}
          isInvalid={a.isInvalid}
          aria-describedby={a['aria-describedby']}
          name={field.name}
          ref={field.ref}
          value={value}
          disabled={disabled}
          onBlur={field.onBlur}
          onChange={(local) => field.onChange(local ? fromLocalInput(local) : '')}
        />
      )}
    </FieldShell>
  );
}

/**
 * A date that defaults to now, as the request should carry it: the chosen instant, or undefined when it was left
 * as it was, so the server stamps the moment it records the row rather than the moment the form opened.
 */
export function chosenInstant(value: string | undefined, defaultValue: string | undefined) {
  return value && value !== defaultValue ? value : undefined;
}

/**
 * A calendar day (`YYYY-MM-DD`, a deposit's date), read and typed as dd/mm/aaaa. `optional`: a cleared day reaches
 * the schema as null (an agreement without an end), not as an empty text it would refuse.
 */
export function DayField<T extends FieldValues>({
  form,
  name,
  label,
  help,
  id,
  className,
  disabled,
  optional = false,
}: FieldBase<T> & { optional?: boolean }) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <FieldShell id={id} label={label} help={help} error={fieldState.error?.message} className={className}>
      {(a) => (
        <DateInput
          id={a.id}
          isInvalid={a.isInvalid}
          aria-describedby={a['aria-describedby']}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          disabled={disabled}
          onBlur={field.onBlur}
          onChange={(day) => field.onChange(optional && !day ? null : day)}
        />
      )}
    </FieldShell>
  );
}
