// 'Registra un nuevo usuario': the role and the username/password are told first with notices (spec §5), the other
// fields inline from the contract schema; the machines the user works on are chosen here. The values are the body
// of /users/create. Opened from a machine's Usuarios view, that machine starts ticked; saving with no machine asks
// first (issue 43: the new user otherwise vanished from the list being viewed).
import { mensajes } from '@aguavend/contract/messages';
import { UsuarioNuevoSchema } from '@aguavend/contract/usuarios';
import { useEffect } from 'react';
import { Card, Col, Form, Row } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { CheckboxListField, SelectField } from '../../../components/form/choice-fields.tsx';
import { Field, useFieldError } from '../../../components/form/field.tsx';
import { FieldShell } from '../../../components/form/field-shell.tsx';
import { FormActions, FormView } from '../../../components/form/form-view.tsx';
import { type ContractForm, useContractForm } from '../../../components/form/use-contract-form.ts';
import { useMaquinaChoices, useRolChoices } from '../../../components/selects.tsx';
import { requireRows } from '../../../lib/api-client.ts';
import { successNotice } from '../../../lib/notice-rule.ts';
import { confirmAction, notify } from '../../../lib/notify.ts';
import { useCreateUsuario } from '../api/create-usuario.ts';

const m = mensajes.usuarios;
const ui = m.ui;

/** An empty form; the machine being viewed (0: none) starts ticked. */
const vacio = (id_maquina = 0) => ({
  usuario: { nombre: '', Username: '', ap_paterno: '', ap_materno: '', email: '', clave: '' },
  rol: { id_usuario: '', id_rol: 0 },
  maquinas: id_maquina > 0 ? [id_maquina] : [],
});

/** Asked before saving a user with no machine (creating or editing). */
export const confirmarSinMaquinas = (maquinas: readonly number[]) =>
  maquinas.length > 0 ? Promise.resolve(true) : confirmAction(ui.sinMaquinasConfirmar, ui.guardarSinMaquinas);

/** spec §2: the password field appears twice, both bound to the same value. */
function ClaveOtraVez({ form }: { form: ContractForm<typeof UsuarioNuevoSchema> }) {
  const clave = useWatch({ control: form.control, name: 'usuario.clave' });
  const error = useFieldError(form, 'usuario.clave');
  return (
    <FieldShell label={ui.confirmarClave}>
      {(a) => (
        <Form.Control
          {...a}
          isInvalid={Boolean(error)}
          type="password"
          autoComplete="new-password"
          value={clave ?? ''}
          onChange={(e) =>
            form.setValue('usuario.clave', e.currentTarget.value, {
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
      )}
    </FieldShell>
  );
}

export function UsuarioForm({
  id_maquina = 0,
}: {
  /** The machine whose users are being viewed (0: all). */ id_maquina?: number;
}) {
  const create = useCreateUsuario();
  const form = useContractForm(UsuarioNuevoSchema, {
    defaultValues: vacio(id_maquina),
    noticeFields: ['rol.id_rol', 'usuario.Username', 'usuario.clave'],
    notices: { fallback: m.problemaRegistro },
    onSubmit: async (values) => {
      if (!(await confirmarSinMaquinas(values.maquinas ?? []))) return;
      requireRows(await create.mutateAsync(values));
      await notify(successNotice(m.registrado));
      form.reset(vacio(id_maquina));
    },
  });
  // Another machine chosen above: an untouched list follows it (one the person ticked by hand stays theirs).
  // react-hook-form's functions are stable; the form object itself is new on every render.
  const { getFieldState, resetField } = form;
  useEffect(() => {
    if (!getFieldState('maquinas').isDirty) {
      resetField('maquinas', { defaultValue: id_maquina > 0 ? [id_maquina] : [] });
    }
  }, [id_maquina, getFieldState, resetField]);

  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.tituloFormulario}
      </Card.Header>
      <Card.Body>
        <FormView form={form} label={ui.tituloFormulario}>
          <Row className="gx-3">
            <Col md={6}>
              <SelectField form={form} name="rol.id_rol" label={ui.rol} choices={useRolChoices()} />
            </Col>
            <Col md={6}>
              <Field form={form} name="usuario.nombre" label={ui.nombre} autoComplete="off" />
            </Col>
            <Col md={6}>
              <Field form={form} name="usuario.ap_paterno" label={ui.apPaterno} autoComplete="off" />
            </Col>
            <Col md={6}>
              <Field form={form} name="usuario.ap_materno" label={ui.apMaterno} autoComplete="off" />
            </Col>
            <Col md={6}>
              <Field form={form} name="usuario.Username" label={ui.username} autoComplete="off" />
            </Col>
            <Col md={6}>
              <Field form={form} name="usuario.email" label={ui.email} type="email" autoComplete="off" />
            </Col>
            <Col md={6}>
              <Field
                form={form}
                name="usuario.clave"
                label={ui.clave}
                type="password"
                autoComplete="new-password"
              />
            </Col>
            <Col md={6}>
              <ClaveOtraVez form={form} />
            </Col>
            <Col md={12}>
              <CheckboxListField
                form={form}
                name="maquinas"
                label={ui.maquinas}
                help={ui.maquinasAyuda}
                choices={useMaquinaChoices()}
              />
            </Col>
          </Row>
          <FormActions form={form} submitLabel={ui.guardar} onCancel={() => form.reset(vacio(id_maquina))} />
        </FormView>
      </Card.Body>
    </Card>
  );
}
