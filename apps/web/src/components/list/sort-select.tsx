// On a phone, where a list's headers are hidden, its sort: each sortable column, from the least or from the most.
import { mensajes } from '@aguavend/contract/messages';
import { Form } from 'react-bootstrap';

const l = mensajes.listas;

export type SortChoice = { campo: string; header: string };

export function SortSelect({
  id,
  sortable,
  orden,
  onOrden,
}: {
  id: string;
  sortable: SortChoice[];
  orden: string | undefined;
  onOrden: (orden: string | undefined) => void;
}) {
  return (
    <>
      <Form.Label htmlFor={id} className="small mb-1">
        {l.ordenarPor}
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={orden ?? ''}
        onChange={(e) => onOrden(e.target.value || undefined)}
      >
        <option value="">{mensajes.ui.seleccione}</option>
        {sortable.flatMap((s) => [
          <option key={s.campo} value={s.campo}>
            {`${s.header}, ${l.ascendente}`}
          </option>,
          <option key={`-${s.campo}`} value={`-${s.campo}`}>
            {`${s.header}, ${l.descendente}`}
          </option>,
        ])}
      </Form.Select>
    </>
  );
}
