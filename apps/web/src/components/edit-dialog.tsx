// The generic edit dialog of spec §2: 'Editar Registro', one labelled input per field pre-filled with the row,
// 'Cancelar' and 'Guardar Cambios'. The parent closes it after a successful save.
import { mensajes } from '@aguavend/contract/messages';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { ApiError } from '../lib/api-client.ts';

export type EditField = {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'email' | 'password' | 'datetime-local' | 'select';
  required?: boolean;
  disabled?: boolean;
  options?: { value: string | number; label: string }[];
  step?: string;
};

type Values = Record<string, unknown>;

const asInput = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function readValues(fields: EditField[], raw: Record<string, string>): Values {
  const out: Values = {};
  for (const f of fields) {
    const v = raw[f.name] ?? '';
    const numeric = f.type === 'number' || (f.type === 'select' && typeof f.options?.[0]?.value === 'number');
    out[f.name] = numeric ? (v === '' ? null : Number(v)) : v;
  }
  return out;
}

export function EditDialog({
  show,
  fields,
  initial,
  onCancel,
  onSave,
}: {
  show: boolean;
  fields: EditField[];
  initial: Record<string, unknown>;
  onCancel: () => void;
  onSave: (values: Record<string, unknown>) => Promise<void>;
}) {
  const idBase = useId();
  const [raw, setRaw] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Each opening starts from the row as it is then; a parent re-rendering while it is open changes nothing.
  const latest = useRef({ fields, initial });
  latest.current = { fields, initial };
  useEffect(() => {
    if (!show) return;
    const { fields: f, initial: row } = latest.current;
    setRaw(Object.fromEntries(f.map((x) => [x.name, asInput(row[x.name])])));
    setFieldErrors({});
    setError(null);
  }, [show]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const missing: Record<string, string> = {};
    for (const f of fields) {
      if (f.required && !f.disabled && (raw[f.name] ?? '').trim() === '')
        missing[f.name] = mensajes.general.campoRequerido;
    }
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(readValues(fields, raw));
    } catch (err) {
      if (err instanceof ApiError) {
        setError(err.message);
        setFieldErrors(
          Object.fromEntries(err.errores.map((x) => [x.campo.split('.').pop() ?? x.campo, x.mensaje])),
        );
      } else {
        setError(mensajes.general.errorOperacion);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={`${idBase}-title`}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={mensajes.ui.cerrar}>
          <Modal.Title id={`${idBase}-title`}>{mensajes.ui.editarRegistro}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {error && (
            <Alert variant="danger" className="py-2">
              {error}
            </Alert>
          )}
          {fields.map((f) => {
            const id = `${idBase}-${f.name}`;
            const value = raw[f.name] ?? '';
            const onChange = (v: string) => setRaw((r) => ({ ...r, [f.name]: v }));
            return (
              <Form.Group className="mb-3" controlId={id} key={f.name}>
                <Form.Label>{f.label}</Form.Label>
                {f.type === 'select' ? (
                  <Form.Select
                    name={f.name}
                    value={value}
                    disabled={f.disabled}
                    isInvalid={Boolean(fieldErrors[f.name])}
                    onChange={(e) => onChange(e.target.value)}
                  >
                    {(f.options ?? []).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </Form.Select>
                ) : (
                  <Form.Control
                    name={f.name}
                    type={f.type ?? 'text'}
                    step={f.step}
                    value={value}
                    disabled={f.disabled}
                    required={f.required}
                    isInvalid={Boolean(fieldErrors[f.name])}
                    onChange={(e) => onChange(e.target.value)}
                  />
                )}
                <Form.Control.Feedback type="invalid">{fieldErrors[f.name]}</Form.Control.Feedback>
              </Form.Group>
            );
          })}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {mensajes.ui.cancelar}
          </Button>
          <Button type="submit" variant="primary" disabled={saving}>
            {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {mensajes.ui.guardarCambios}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
