// 'Registrar venta' (spec §2, §5, §8): the amount is quantity × unit price and read-only; choosing a product
// fills its price; only sale categories are offered, VENTA chosen; the date and time default to now and may go
// back to record a sale of another day. The form's values are the body of /venta/maquina/new. A machine at rest is
// offered (its sales beside the form stay in reach) but takes no new sale: the form says so and will not send.
import { TIPO_VENTA } from '@aguavend/contract/categorias';
import { mensajes } from '@aguavend/contract/messages';
import { VentaNuevaSchema } from '@aguavend/contract/ventas';
import { useEffect } from 'react';
import { Card } from 'react-bootstrap';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { chosenInstant, DateTimeField } from '../../../components/form/date-time-field.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormView, SubmitButton } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { useCategoriaChoices, useMaquinaChoices, useProductoChoices } from '../../../components/selects.tsx';
import { requireRows } from '../../../lib/api-client.ts';
import { successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { useCategorias, useMaquinas, useProductos } from '../../../lib/reference-data.ts';
import { useCreateVenta } from '../api/ventas.ts';
import { ImporteFields } from './importe-fields.tsx';

const v = mensajes.ventas;
const ui = mensajes.uiVentas;

const FECHA = 'ventas_maquina.fecha_transaccion';

const nueva = (id_maquina: number, id_categoria_transaccion: number) => ({
  ventas_maquina: {
    id_maquina,
    id_producto: 0,
    cantidad: undefined as unknown as number,
    precio_unitario: undefined as unknown as number,
    fecha_transaccion: new Date().toISOString(),
  },
  transacciones: {
    id_venta_maquina: '',
    id_categoria_transaccion,
    descripcion: '',
    monto: undefined as unknown as number,
  },
});

export function VentaForm({
  id_maquina,
  onMaquina,
}: {
  id_maquina: number;
  onMaquina: (id: number) => void;
}) {
  const crear = useCreateVenta();
  const productos = useProductos();
  // The category every sale used before categories had a class; otherwise the first sale category.
  const ventas = (useCategorias().data ?? []).filter((c) => c.clase === 'VENTA');
  const categoriaVenta =
    (ventas.find((c) => c.tipo === TIPO_VENTA) ?? ventas[0])?.id_categoria_transaccion ?? 0;
  const estatus = useMaquinas().data?.find((m) => m.id_maquina === id_maquina)?.estatus;
  const inactiva = estatus !== undefined && estatus !== 'ACTIVA';

  const form = useContractForm(VentaNuevaSchema, {
    defaultValues: nueva(id_maquina, categoriaVenta),
    noticeFields: [
      'ventas_maquina.id_maquina',
      'transacciones.id_categoria_transaccion',
      'ventas_maquina.id_producto',
      'ventas_maquina.cantidad',
      'ventas_maquina.precio_unitario',
      'transacciones.monto',
    ],
    notices: { fallback: v.problemaRegistro },
    onSubmit: async (body) => {
      // A date left as it was means "now": the server stamps the moment it records the sale.
      const { fecha_transaccion, ...venta } = body.ventas_maquina;
      const fecha = chosenInstant(
        fecha_transaccion,
        form.formState.defaultValues?.ventas_maquina?.fecha_transaccion,
      );
      requireRows(
        await crear.mutateAsync({
          ...body,
          ventas_maquina: fecha ? { ...venta, fecha_transaccion: fecha } : venta,
        }),
      );
      form.reset(nueva(id_maquina, categoriaVenta));
      await notify(successNotice(v.registrada));
    },
  });
  // The machine is the screen's (its list is beside the form); VENTA is chosen once the categories arrive.
  const { getValues, setValue } = form;
  useEffect(() => {
    setValue('ventas_maquina.id_maquina', id_maquina);
  }, [setValue, id_maquina]);
  useEffect(() => {
    if (categoriaVenta && !getValues('transacciones.id_categoria_transaccion'))
      setValue('transacciones.id_categoria_transaccion', categoriaVenta);
  }, [getValues, setValue, categoriaVenta]);

  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.registrar}
      </Card.Header>
      <Card.Body>
        <FormView form={form} label={ui.registrar}>
          <SelectField
            form={form}
            name="ventas_maquina.id_maquina"
            label={mensajes.ui.maquina}
            choices={useMaquinaChoices()}
            onValueChange={onMaquina}
            help={
              inactiva ? (
                <span className="text-warning-emphasis">
                  <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
                  {mensajes.ui.maquinaInactivaVentas}
                </span>
              ) : undefined
            }
          />
          <SelectField
            form={form}
            name="transacciones.id_categoria_transaccion"
            label={mensajes.ui.categoria}
            choices={useCategoriaChoices('VENTA')}
          />
          <SelectField
            form={form}
            name="ventas_maquina.id_producto"
            label={mensajes.ui.producto}
            choices={useProductoChoices()}
            onValueChange={(id: number) => {
              // spec §4: the default option gives price 0, which leaves the price empty.
              const precio = productos.data?.find((p) => p.id_producto === id)?.precio;
              setValue('ventas_maquina.precio_unitario', precio || (undefined as unknown as number));
            }}
          />
          <Field form={form} name="transacciones.descripcion" label={ui.descripcionOpcional} />
          <ImporteFields
            form={form}
            cantidad="ventas_maquina.cantidad"
            precio="ventas_maquina.precio_unitario"
            monto="transacciones.monto"
          />
          <DateTimeField form={form} name={FECHA} label={ui.fechaHora} help={ui.fechaHoraAyuda} />
          <SubmitButton form={form} disabled={inactiva}>
            {ui.guardar}
          </SubmitButton>
        </FormView>
      </Card.Body>
    </Card>
  );
}
