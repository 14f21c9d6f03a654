// The frame of a contract form: the <form> element and its buttons.
import { mensajes } from '@aguavend/contract/messages';
import type { ReactNode } from 'react';
import { Button, type ButtonProps, Form, Spinner } from 'react-bootstrap';
import type { ContractForm, FormSchema } from './use-contract-form.ts';

export type AnyForm = Pick<ContractForm<FormSchema>, 'submit' | 'failure' | 'dismissFailure' | 'formState'>;

export function FormView({
  form,
  label,
  className,
  children,
}: {
  form: AnyForm;
  /** The form's accessible name, usually its card title. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form noValidate onSubmit={(e) => void form.submit(e)} aria-label={label} className={className}>
      {children}
    </Form>
  );
}

/** The submit button: disabled with a spinner while the call is on its way. `icon={null}`: none (no icon font). */
export function SubmitButton({
  form,
  icon = 'save',
  children,
  ...button
}: { form: AnyForm; icon?: string | null; children: ReactNode } & Omit<ButtonProps, 'type' | 'form'>) {
  const busy = form.formState.isSubmitting;
  return (
    <Button type="submit" variant="primary" {...button} disabled={busy || button.disabled}>
      {busy ? (
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : (
        icon && <i className={`bi bi-${icon} me-2`} aria-hidden="true" />
      )}
      {children}
    </Button>
  );
}

/** 'Guardar' and 'Cancelar' under a page form; cancelling clears it. */
export function FormActions({
  form,
  icon,
  submitLabel,
  onCancel,
}: {
  form: AnyForm;
  icon?: string;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="d-flex gap-2">
      <SubmitButton form={form} icon={icon}>
        {submitLabel}
      </SubmitButton>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {mensajes.ui.cancelar}
      </Button>
    </div>
  );
}
