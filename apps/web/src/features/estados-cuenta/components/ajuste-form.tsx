// 'Agregar ajuste': a correction to a store's month (negative lowers what the store is owed) and its reason. The
// store and the month are the statement's; the values are the body of /estado-cuenta/ajuste/new.
import { AjusteNuevoSchema } from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import { Field } from '../../../components/form/field.tsx';
import { FormView, SubmitButton } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateAjuste } from '../api/ajustes.ts';

const ui = mensajes.estadosCuenta.ui;

export function AjusteForm({ id_tienda, mes }: { id_tienda: number; mes: string }) {
  const crear = useCreateAjuste();
  const nuevo = () => ({
    id_tienda,
    mes,
    // Empty, not undefined: react-hook-form's reset leaves an input as it is for an undefined value.
    monto: '' as unknown as number,
    motivo: '',
  });
  const form = useContractForm(AjusteNuevoSchema, {
    defaultValues: nuevo(),
    onSubmit: async (body) => {
      await crear.mutateAsync(body);
      form.reset(nuevo());
      await notify(successNotice(mensajes.estadosCuenta.ajusteRegistrado));
    },
  });
  return (
    <section className="card shadow-sm d-print-none" aria-labelledby="ajuste-titulo">
      <h2 id="ajuste-titulo" className="card-header h5">
        {ui.agregarAjuste}
      </h2>
      <div className="card-body">
        <FormView form={form} label={ui.agregarAjuste}>
          <Field
            form={form}
            name="monto"
            label={ui.monto}
            help={ui.montoAjusteAyuda}
            type="number"
            inputMode="decimal"
            step="0.01"
            prefix="$"
          />
          <Field form={form} name="motivo" label={ui.motivo} maxLength={255} />
          <SubmitButton form={form}>{ui.guardarAjuste}</SubmitButton>
        </FormView>
      </div>
    </section>
  );
}
