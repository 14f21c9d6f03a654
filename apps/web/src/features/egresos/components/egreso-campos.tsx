// The fields of an expense, the same in 'Registrar egreso' and in its edit dialog: category (of class EGRESO),
// description, amount and date.
import type { EgresoEditar } from '@aguavend/contract/egresos';
import { mensajes } from '@aguavend/contract/messages';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { DateTimeField } from '../../../components/form/date-time-field.tsx';
import { Field, type FormHandle } from '../../../components/form/field.tsx';
import { useCategoriaChoices } from '../../../components/selects.tsx';

const ui = mensajes.uiEgresos;

type Campos = Pick<EgresoEditar, 'id_categoria_transaccion' | 'descripcion' | 'monto'> & {
  fecha_transaccion?: string;
};

/** `T`: the values of the create or the edit form, which hold these fields under the same paths. */
export function EgresoCampos<T extends Campos>({ form: forma }: { form: FormHandle<T> }) {
  const form = forma as unknown as FormHandle<Campos>;
  return (
    <>
      <SelectField
        form={form}
        name="id_categoria_transaccion"
        label={mensajes.ui.categoria}
        choices={useCategoriaChoices('EGRESO')}
      />
      <Field form={form} name="descripcion" label={ui.descripcion} />
      <Field form={form} name="monto" label={ui.monto} type="number" min={0} step="0.01" prefix="$" />
      <DateTimeField form={form} name="fecha_transaccion" label={ui.fecha} />
    </>
  );
}
