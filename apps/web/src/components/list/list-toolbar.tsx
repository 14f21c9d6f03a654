// Above every list: one search box (sent to the server a moment after typing stops), the period with the presets
// every screen shares and its own days when 'Personalizado', and on phones, where the headers are hidden, the sort.
import { mensajes } from '@aguavend/contract/messages';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { PERIODOS, type Periodo } from '../../lib/periodos.ts';
import { DateInput } from '../date-input.tsx';
import { type SortChoice, SortSelect } from './sort-select.tsx';
import type { ListState } from './use-list-state.ts';

const l = mensajes.listas;
/** How long typing may pause before the search goes to the server. */
const PAUSA_BUSQUEDA_MS = 350;

export function ListToolbar({
  state,
  sortable,
  dates = true,
  children,
}: {
  state: ListState;
  sortable: SortChoice[];
  /** Whether to offer the period (lists of dated records). */
  dates?: boolean;
  /** The list's own filters, each in its `Col`. */
  children?: ReactNode;
}) {
  const id = useId();
  const [texto, setTexto] = useState(state.buscar);
  // The URL wins when it changes by itself (back button, another link).
  useEffect(() => setTexto(state.buscar), [state.buscar]);
  const { buscar, setBuscar } = state;
  useEffect(() => {
    if (texto.trim() === buscar) return;
    const t = setTimeout(() => setBuscar(texto), PAUSA_BUSQUEDA_MS);
    return () => clearTimeout(t);
  }, [texto, buscar, setBuscar]);

  return (
    <Row className="g-2 mb-3 align-items-end">
      <Col xs={12} md={5}>
        <Form.Label htmlFor={`${id}-buscar`} className="small mb-1">
          {l.buscar}
        </Form.Label>
        <Form.Control
          id={`${id}-buscar`}
          type="search"
          size="sm"
          value={texto}
          maxLength={100}
          title={l.buscarAyuda}
          onChange={(e) => setTexto(e.target.value)}
        />
      </Col>
      {dates && (
        <Col xs={12} sm={6} md={3}>
          <Form.Label htmlFor={`${id}-periodo`} className="small mb-1">
            {l.periodo}
          </Form.Label>
          <Form.Select
            id={`${id}-periodo`}
            size="sm"
            value={state.periodo}
            onChange={(e) => state.setPeriodo(e.target.value as Periodo)}
          >
            {PERIODOS.map((p) => (
              <option key={p} value={p}>
                {l.periodos[p]}
              </option>
            ))}
          </Form.Select>
        </Col>
      )}
      {children}
      {sortable.length > 0 && (
        <Col xs={12} sm={6} className="d-sm-none">
          <SortSelect id={`${id}-orden`} sortable={sortable} orden={state.orden} onOrden={state.setOrden} />
        </Col>
      )}
      {dates && state.periodo === 'personalizado' && (
        <>
          <Col xs={6} md={2}>
            <Form.Label htmlFor={`${id}-desde`} className="small mb-1">
              {l.desde}
            </Form.Label>
            <DateInput
              id={`${id}-desde`}
              size="sm"
              value={state.desde}
              max={state.hasta || undefined}
              onChange={(desde) => state.setRango({ desde })}
            />
          </Col>
          <Col xs={6} md={2}>
            <Form.Label htmlFor={`${id}-hasta`} className="small mb-1">
              {l.hasta}
            </Form.Label>
            <DateInput
              id={`${id}-hasta`}
              size="sm"
              value={state.hasta}
              min={state.desde || undefined}
              onChange={(hasta) => state.setRango({ hasta })}
            />
          </Col>
        </>
      )}
    </Row>
  );
}
