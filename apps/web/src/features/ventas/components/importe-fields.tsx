// Quantity, unit price and the amount they make (spec §5: quantity × unit price, read-only), for the sale form and
// its edit dialog. The amount is kept in the form's values so the contract's schema checks it as the server will.
import { mensajes } from '@aguavend/contract/messages';
import { calcularMonto } from '@aguavend/contract/ventas';
import { useEffect, useId } from 'react';
import { Form, InputGroup } from 'react-bootstrap';
import { type FieldPath, type FieldValues, type PathValue, useWatch } from 'react-hook-form';
import { Field, type FormHandle } from '../../../components/form/field.tsx';

const ui = mensajes.uiVentas;

export function ImporteFields<T extends FieldValues>({
  form,
  cantidad,
  precio,
  monto,
}: {
  form: FormHandle<T> & { setValue: (name: FieldPath<T>, value: PathValue<T, FieldPath<T>>) => void };
  cantidad: FieldPath<T>;
  precio: FieldPath<T>;
  monto: FieldPath<T>;
}) {
  const [c, p] = useWatch({ control: form.control, name: [cantidad, precio] });
  const valor =
    typeof c === 'number' && typeof p === 'number' && c > 0 && p > 0 ? calcularMonto(c, p) : undefined;
  const { setValue } = form;
  useEffect(() => {
    setValue(monto, valor as PathValue<T, FieldPath<T>>);
  }, [setValue, monto, valor]);
  const id = useId();
  return (
    <>
      <div className="row g-2">
        <Field
          form={form}
          name={cantidad}
          label={ui.cantidad}
          type="number"
          min={1}
          step={1}
          className="mb-3 col-6"
        />
        <Field
          form={form}
          name={precio}
          label={ui.precioUnitario}
          type="number"
          min={0}
          step="0.01"
          prefix="$"
          className="mb-3 col-6"
        />
      </div>
      <Form.Group className="mb-3" controlId={`monto${id.replace(/:/g, '')}`}>
        <Form.Label>{ui.monto}</Form.Label>
        <InputGroup>
          <InputGroup.Text>$</InputGroup.Text>
          <Form.Control readOnly value={(valor ?? 0).toFixed(2)} />
          <InputGroup.Text>MXN</InputGroup.Text>
        </InputGroup>
      </Form.Group>
    </>
  );
}
