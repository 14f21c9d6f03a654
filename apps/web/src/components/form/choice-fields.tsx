// The choice members of the field family: selects (their choices read from the server say when they load or
// fail), radio buttons, a checkbox, and a checkbox list.
import { mensajes } from '@aguavend/contract/messages';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { type FieldValues, useController } from 'react-hook-form';
import type { FieldBase } from './field.tsx';
import { FieldShell } from './field-shell.tsx';
import { type Choice, type Choices, fixedChoices, SelectControl, type SelectProps } from './select-input.tsx';

/** A select bound to a form field; ids stay numbers. `onValueChange` follows a choice (a product's price). */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  help,
  id,
  className,
  disabled,
  choices,
  placeholder,
  onValueChange,
}: FieldBase<T> &
  Omit<SelectProps, 'name' | 'choices'> & {
    choices: Choices | Choice[];
    onValueChange?: (value: never) => void;
  }) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <FieldShell id={id} label={label} help={help} error={fieldState.error?.message} className={className}>
      {(a) => (
        <SelectControl
          a={a}
          name={field.name}
          choices={Array.isArray(choices) ? fixedChoices(choices) : choices}
          placeholder={placeholder}
          disabled={disabled}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(v) => {
            field.onChange(v);
            onValueChange?.(v as never);
          }}
        />
      )}
    </FieldShell>
  );
}

/** One choice among a few, as radio buttons side by side. */
export function RadioField<T extends FieldValues>({
  form,
  name,
  label,
  help,
  id,
  className,
  disabled,
  choices,
}: FieldBase<T> & { choices: Choice[] }) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <FieldShell
      id={id}
      label={label}
      help={help}
      error={fieldState.error?.message}
      className={className}
      fieldset
    >
      {(a) =>
        choices.map((c) => (
          <Form.Check
            key={c.value}
            inline
            type="radio"
            id={`${a.id}-${c.value}`}
            name={field.name}
            label={c.label}
            value={c.value}
            checked={field.value === c.value}
            disabled={disabled}
            isInvalid={a.isInvalid}
            onBlur={field.onBlur}
            onChange={() => field.onChange(c.value)}
          />
        ))
      }
    </FieldShell>
  );
}

/** A yes/no field as one checkbox: the form holds a boolean. */
export function CheckField<T extends FieldValues>({
  form,
  name,
  label,
  help,
  id,
  className = 'mb-3',
  disabled,
}: FieldBase<T>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const autoId = useId();
  const controlId = id ?? `campo${autoId.replace(/:/g, '')}`;
  const error = fieldState.error?.message;
  return (
    <div className={className}>
      <Form.Check
        type="checkbox"
        id={controlId}
        name={field.name}
        ref={field.ref}
        label={label}
        checked={field.value === true}
        disabled={disabled}
        isInvalid={Boolean(error)}
        aria-describedby={help ? `${controlId}-ayuda` : undefined}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.currentTarget.checked)}
      />
      {help && (
        <Form.Text id={`${controlId}-ayuda`} className="d-block">
          {help}
        </Form.Text>
      )}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </div>
  );
}

/** Several choices at once (the machines a user works on): the field holds the chosen values as a list. */
export function CheckboxListField<T extends FieldValues>({
  form,
  name,
  label,
  help,
  id,
  className,
  disabled,
  choices,
}: FieldBase<T> & { choices: Choices }) {
  const { field, fieldState } = useController({ control: form.control, name });
  const chosen = new Set<string | number>((field.value as (string | number)[] | undefined) ?? []);
  const toggle = (value: string | number, on: boolean) => {
    const next = choices.options.map((o) => o.value).filter((v) => (v === value ? on : chosen.has(v)));
    field.onChange(next);
  };
  return (
    <FieldShell
      id={id}
      label={label}
      help={help}
      error={fieldState.error?.message}
      className={className}
      fieldset
    >
      {(a) =>
        choices.failed || choices.loading ? (
          <SelectControl a={a} choices={choices} value={undefined} onChange={() => {}} />
        ) : choices.options.length === 0 ? (
          <p className="text-body-secondary small mb-0">{mensajes.general.sinRegistros}</p>
        ) : (
          // A long list scrolls in its box; the checkboxes inside keep it reachable by keyboard.
          <div className="border rounded px-3 py-2 overflow-auto" style={{ maxHeight: '15rem' }}>
            <div className="row row-cols-1 row-cols-sm-2 gx-3">
              {choices.options.map((c) => (
                <div className="col" key={c.value}>
                  <Form.Check
                    type="checkbox"
                    id={`${a.id}-${c.value}`}
                    label={c.label}
                    checked={chosen.has(c.value)}
                    disabled={disabled}
                    onBlur={field.onBlur}
                    onChange={(e) => toggle(c.value, e.currentTarget.checked)}
                  />
                </div>
              ))}
            </div>
          </div>
        )
      }
    </FieldShell>
  );
}
