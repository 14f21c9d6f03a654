// The day filter of the lists: a dd/mm/aaaa input and 'Limpiar'; the list keeps the rows of the chosen day.
import { mensajes } from '@aguavend/contract/messages';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { DateInput } from './date-input.tsx';

export function DateFilter({
  id = 'filtro-fecha',
  value,
  onChange,
}: {
  id?: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <Form.Group controlId={id} className="mb-2" style={{ maxWidth: 320 }}>
      <Form.Label className="small mb-1">{mensajes.ui.filtrarPorFecha}</Form.Label>
      <InputGroup size="sm">
        <DateInput size="sm" value={value} onChange={onChange} />
        <Button variant="outline-secondary" onClick={() => onChange('')} disabled={!value}>
          {mensajes.ui.limpiar}
        </Button>
      </InputGroup>
    </Form.Group>
  );
}
