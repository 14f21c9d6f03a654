// Change of the signed-in user's own password: current, new (not the same) and its confirmation.
import { mensajes } from '@aguavend/contract/messages';
import { Card } from 'react-bootstrap';
import { Field } from '../../../components/form/field.tsx';
import { FormView, SubmitButton } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangeClave } from '../api/change-clave.ts';
import { CambiarClaveFormSchema } from './cambiar-clave-schema.ts';

const m = mensajes.perfil;
const vacio = { clave_actual: '', clave_nueva: '', confirmar: '' };

export function CambiarClaveForm() {
  const change = useChangeClave();
  const form = useContractForm(CambiarClaveFormSchema, {
    defaultValues: vacio,
    onSubmit: async ({ clave_actual, clave_nueva }) => {
      await change.mutateAsync({ clave_actual, clave_nueva });
      form.reset(vacio);
      await notify(successNotice(mensajes.usuarios.claveCambiada));
    },
  });
  const clave = { form, type: 'password' } as const;

  return (
    <Card className="shadow-sm h-100">
      <Card.Header as="h2" className="h5">
        {m.cambiarClave}
      </Card.Header>
      <Card.Body>
        <FormView form={form} label={m.cambiarClave}>
          <Field {...clave} name="clave_actual" label={m.claveActual} autoComplete="current-password" />
          <Field {...clave} name="clave_nueva" label={m.claveNueva} autoComplete="new-password" />
          <Field {...clave} name="confirmar" label={m.confirmarClave} autoComplete="new-password" />
          <SubmitButton form={form} icon="key">
            {m.guardarClave}
          </SubmitButton>
        </FormView>
      </Card.Body>
    </Card>
  );
}
