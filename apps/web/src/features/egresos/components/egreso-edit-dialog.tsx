// The edit dialog of an expense: category (of class EGRESO), description, amount and date. The values are the
// body of /egresos/editar.
import { EgresoEditarSchema } from '@aguavend/contract/egresos';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { type EgresoRow, useUpdateEgreso } from '../api/egresos.ts';
import { EgresoCampos } from './egreso-campos.tsx';

export function EgresoEditDialog({
  egreso,
  onCancel,
  onSaved,
}: {
  egreso: EgresoRow;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const editar = useUpdateEgreso();
  const form = useContractForm(EgresoEditarSchema, {
    defaultValues: {
      id_egreso: egreso.id_egreso,
      id_categoria_transaccion: egreso.id_categoria_transaccion,
      descripcion: egreso.descripcion,
      monto: egreso.monto,
      fecha_transaccion: egreso.fecha_transaccion,
    },
    failureDisplay: 'banner',
    onSubmit: async (body) => {
      await editar.mutateAsync(body);
      onSaved();
    },
  });
  return (
    <FormDialog form={form} onCancel={onCancel}>
      <EgresoCampos form={form} />
    </FormDialog>
  );
}
