// The forms of the Roles / Módulos / URLs tabs, whose fields are all text: the inline create row ('Crear Rol',
// 'Crear Módulo', 'Crear URL') and the edit dialog. Both are checked by the call's contract schema; a refusal
// shows inside the form.
import { Col, Row } from 'react-bootstrap';
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../../components/form/field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormFailure } from '../../../components/form/form-failure.tsx';
import { FormView, SubmitButton } from '../../../components/form/form-view.tsx';
import { type FormSchema, useContractForm } from '../../../components/form/use-contract-form.ts';

export type TextField<S extends FormSchema> = {
  name: FieldPath<z.input<S>>;
  label: string;
  placeholder?: string;
};

/** The props every text field of these forms shares. */
const textField = <S extends FormSchema>(f: TextField<S>) => ({
  name: f.name as string,
  label: f.label,
  placeholder: f.placeholder,
  autoComplete: 'off',
});

export function CreateForm<S extends FormSchema>({
  schema,
  fields,
  submitLabel,
  onCreate,
  onDone,
}: {
  schema: S;
  fields: TextField<S>[];
  submitLabel: string;
  onCreate: (values: z.output<S>) => Promise<unknown>;
  /** Called after a successful create. */
  onDone: () => void;
}) {
  const empty = Object.fromEntries(fields.map((f) => [f.name, '']));
  // Typed by the caller's schema; inside, every field is a text field by name.
  const form = useContractForm(schema as FormSchema, {
    defaultValues: empty,
    failureDisplay: 'banner',
    onSubmit: async (values) => {
      await onCreate(values as z.output<S>);
      form.reset(empty);
      onDone();
    },
  });
  return (
    <FormView form={form} label={submitLabel} className="mb-3">
      <Row className="g-2 align-items-start">
        {fields.map((f) => (
          <Col md key={f.name}>
            <Field form={form} {...textField(f)} />
          </Col>
        ))}
        <Col md="auto">
          {/* An empty label keeps the button level with the inputs beside it. */}
          <div className="form-label invisible d-none d-md-block" aria-hidden="true">
            &nbsp;
          </div>
          <SubmitButton form={form} variant="success" icon="plus-lg">
            {submitLabel}
          </SubmitButton>
        </Col>
      </Row>
      <FormFailure form={form} className="mt-2 mb-0 py-2" />
    </FormView>
  );
}

export function TextEditDialog<S extends FormSchema>({
  schema,
  defaultValues,
  fields,
  onSave,
  onDone,
}: {
  schema: S;
  /** The row's values, ids included: the body of the edit call. */
  defaultValues: DefaultValues<z.input<S>>;
  fields: TextField<S>[];
  onSave: (values: z.output<S>) => Promise<unknown>;
  /** Closes the dialog; `saved` after a successful save. */
  onDone: (saved: boolean) => void;
}) {
  const form = useContractForm(schema as FormSchema, {
    defaultValues: defaultValues as DefaultValues<FieldValues>,
    failureDisplay: 'banner',
    onSubmit: async (values) => {
      await onSave(values as z.output<S>);
      onDone(true);
    },
  });
  return (
    <FormDialog form={form} onCancel={() => onDone(false)}>
      {fields.map((f) => (
        <Field key={f.name} form={form} {...textField(f)} />
      ))}
    </FormDialog>
  );
}
