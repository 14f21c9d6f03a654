// The edit dialog of a sale (spec §2, §5): quantity, unit price (editable, contract §8), date and time, and
// description; the amount is recomputed as quantity × unit price. The values are the body of /venta/maquina/editar.
import { mensajes } from '@aguavend/contract/messages';
import { VentaEditarSchema } from '@aguavend/contract/ventas';
import { DateTimeField } from '../../../components/form/date-time-field.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { useUpdateVenta, type VentaRow } from '../api/ventas.ts';
import { ImporteFields } from './importe-fields.tsx';

const ui = mensajes.uiVentas;

export function VentaEditDialog({
  venta,
  onCancel,
  onSaved,
}: {
  venta: VentaRow;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const editar = useUpdateVenta();
  const form = useContractForm(VentaEditarSchema, {
    defaultValues: {
      id_venta_maquina: venta.id_venta_maquina,
      cantidad: venta.cantidad,
      precio_unitario: venta.precio_unitario,
      fecha_venta: venta.fecha_transaccion,
      descripcion: venta.descripcion,
      monto: venta.monto,
    },
    failureDisplay: 'banner',
    onSubmit: async (body) => {
      await editar.mutateAsync(body);
      onSaved();
    },
  });
  return (
    <FormDialog form={form} onCancel={onCancel}>
      <ImporteFields form={form} cantidad="cantidad" precio="precio_unitario" monto="monto" />
      <DateTimeField form={form} name="fecha_venta" label={ui.fecha} />
      <Field form={form} name="descripcion" label={ui.descripcionOpcional} />
    </FormDialog>
  );
}
