// The edit dialog every screen's edits open ('Editar Registro', 'Cancelar', 'Guardar Cambios'), apart from the
// form frame so the modal's code never loads with the login page.
import { mensajes } from '@aguavend/contract/messages';
import { type ReactNode, useId } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { FormFailure } from './form-failure.tsx';
import { type AnyForm, FormView, SubmitButton } from './form-view.tsx';

/**
 * The edit dialog: opens with the form's values (mount it with the row), closes on 'Cancelar'; the parent closes
 * it after a successful save. A refusal shows in the dialog, which stays open.
 */
export function FormDialog({
  form,
  onCancel,
  title = mensajes.ui.editarRegistro,
  size,
  children,
}: {
  form: AnyForm;
  onCancel: () => void;
  title?: string;
  /** 'lg' for a form of many fields (an address), which would be a long column in the default width. */
  size?: 'lg';
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal show onHide={onCancel} centered size={size} aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={mensajes.ui.cerrar}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <FormView form={form}>
        <Modal.Body>
          <FormFailure form={form} />
          {children}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
            {mensajes.ui.cancelar}
          </Button>
          <SubmitButton form={form} icon="check2">
            {mensajes.ui.guardarCambios}
          </SubmitButton>
        </Modal.Footer>
      </FormView>
    </Modal>
  );
}
