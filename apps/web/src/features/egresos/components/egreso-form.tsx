// 'Registrar egreso': category (of class EGRESO), description, amount and the date (now by default) of the
// screen's machine's expense. The form's values are the body of /egresos/new.
import { EgresoNuevoSchema } from '@aguavend/contract/egresos';
import { mensajes } from '@aguavend/contract/messages';
import { useEffect } from 'react';
import { Card } from 'react-bootstrap';
import { chosenInstant } from '../../../components/form/date-time-field.tsx';
import { FormView, SubmitButton } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateEgreso } from '../api/egresos.ts';
import { EgresoCampos } from './egreso-campos.tsx';

const ui = mensajes.uiEgresos;

const nuevo = (id_maquina: number) => ({
  id_maquina,
  id_categoria_transaccion: 0,
  descripcion: '',
  monto: undefined as unknown as number,
  fecha_transaccion: new Date().toISOString(),
});

export function EgresoForm({ id_maquina }: { id_maquina: number }) {
  const crear = useCreateEgreso();
  const form = useContractForm(EgresoNuevoSchema, {
    defaultValues: nuevo(id_maquina),
    noticeFields: ['id_maquina', 'id_categoria_transaccion'],
    notices: { fallback: mensajes.egresos.problemaRegistro },
    onSubmit: async (body) => {
      const fecha = chosenInstant(body.fecha_transaccion, form.formState.defaultValues?.fecha_transaccion);
      await crear.mutateAsync({ ...body, fecha_transaccion: fecha });
      form.reset(nuevo(id_maquina));
      await notify(successNotice(mensajes.egresos.registrado));
    },
  });
  const { setValue } = form;
  useEffect(() => {
    setValue('id_maquina', id_maquina);
  }, [setValue, id_maquina]);

  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.registrar}
      </Card.Header>
      <Card.Body>
        <FormView form={form} label={ui.registrar}>
          <EgresoCampos form={form} />
          <SubmitButton form={form} disabled={!id_maquina}>
            {ui.guardar}
          </SubmitButton>
        </FormView>
      </Card.Body>
    </Card>
  );
}
