// A month chooser: a plain select of recent months by name (a month input is not offered by every phone browser).
import { Form } from 'react-bootstrap';
import { mesesRecientes, nombreMes } from './mes.ts';

export function MesSelect({
  id,
  label,
  value,
  onChange,
  size,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (mes: string) => void;
  size?: 'sm';
}) {
  const meses = mesesRecientes();
  // A month from a link older than the list is still shown as chosen.
  const opciones = meses.includes(value) ? meses : [value, ...meses];
  return (
    <Form.Group controlId={id}>
      <Form.Label className={size === 'sm' ? 'small mb-1' : undefined}>{label}</Form.Label>
      <Form.Select size={size} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {opciones.map((m) => (
          <option key={m} value={m}>
            {nombreMes(m)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
