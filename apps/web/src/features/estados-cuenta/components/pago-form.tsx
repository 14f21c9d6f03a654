// 'Registrar pago': the store, the day, the amount, the method and an optional reference, the body of /pago/new.
// Under it, how a payment is applied: to the store's oldest pending month first.
import { METODOS_PAGO, NOMBRES_METODOS_PAGO, PagoNuevoSchema } from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import { Card } from 'react-bootstrap';
import { RadioField, SelectField } from '../../../components/form/choice-fields.tsx';
import { DayField } from '../../../components/form/date-time-field.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormView, SubmitButton } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { useTiendaChoices } from '../../../components/selects.tsx';
import { dayOf } from '../../../lib/format.ts';
import { successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreatePago } from '../api/pagos.ts';

const ui = mensajes.estadosCuenta.ui;

const nuevo = (id_tienda = 0) => ({
  id_tienda,
  fecha: dayOf(new Date()),
  // Empty, not undefined: react-hook-form's reset leaves an input as it is for an undefined value.
  monto: '' as unknown as number,
  metodo: 'TRANSFERENCIA' as const,
  referencia: '',
});

export function PagoForm() {
  const crear = useCreatePago();
  const form = useContractForm(PagoNuevoSchema, {
    defaultValues: nuevo(),
    onSubmit: async (body) => {
      await crear.mutateAsync(body);
      form.reset(nuevo(body.id_tienda));
      await notify(successNotice(mensajes.estadosCuenta.pagoRegistrado));
    },
  });
  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.registrarPago}
      </Card.Header>
      <Card.Body>
        <FormView form={form} label={ui.registrarPago}>
          <SelectField form={form} name="id_tienda" label={ui.colTienda} choices={useTiendaChoices()} />
          <DayField form={form} name="fecha" label={ui.fecha} />
          <Field
            form={form}
            name="monto"
            label={ui.monto}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            prefix="$"
          />
          <RadioField
            form={form}
            name="metodo"
            label={ui.metodo}
            choices={METODOS_PAGO.map((v) => ({ value: v, label: NOMBRES_METODOS_PAGO[v] }))}
          />
          <Field form={form} name="referencia" label={ui.referenciaOpcional} maxLength={100} />
          <p className="form-text" id="pago-ayuda">
            <i className="bi bi-info-circle me-1" aria-hidden="true" />
            {ui.pagoAyuda}
          </p>
          <SubmitButton form={form}>{ui.guardarPago}</SubmitButton>
        </FormView>
      </Card.Body>
    </Card>
  );
}
