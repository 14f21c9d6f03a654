// The date filter of spec §2/§4: a day input and 'Limpiar'; rows are kept when their day equals the chosen one.
import { mensajes } from '@aguavend/contract/messages';
import { Button, Form, InputGroup } from 'react-bootstrap';

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
        <Form.Control type="date" value={value} onChange={(e) => onChange(e.target.value)} />
        <Button variant="outline-secondary" onClick={() => onChange('')} disabled={!value}>
          {mensajes.ui.limpiar}
        </Button>
      </InputGroup>
    </Form.Group>
  );
}
