// The inline form behind 'Crear Rol' / 'Crear Módulo' / 'Crear URL': fields checked by the call's contract schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';

export type CreateField = { name: string; label: string; placeholder?: string };

type Props<S extends z.ZodType<FieldValues, FieldValues>> = {
  id: string;
  schema: S;
  fields: CreateField[];
  submitLabel: string;
  onCreate: (values: z.output<S>) => Promise<unknown>;
  /** Called after a successful create. */
  onDone: () => void;
};

export function CreateForm<S extends z.ZodType<FieldValues, FieldValues>>(props: Props<S>) {
  const { id, schema, fields, submitLabel, onCreate, onDone } = props;
  const empty = Object.fromEntries(fields.map((f) => [f.name, ''])) as z.input<S>;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: empty as never,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onCreate(values);
      reset(empty);
      onDone();
    } catch (err) {
      const known = err instanceof ApiError && err.status < 500;
      const perField = known ? err.errores.filter((e) => fields.some((f) => f.name === e.campo)) : [];
      for (const e of perField) setError(e.campo as Path<z.input<S>>, { message: e.mensaje });
      if (perField.length === 0)
        setError('root', { message: err instanceof Error ? err.message : String(err) });
    }
  });

  const fieldError = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name];

  return (
    <Form noValidate onSubmit={submit} className="mb-3" aria-label={submitLabel}>
      <Row className="g-2 align-items-start">
        {fields.map((f) => (
          <Col md key={f.name}>
            <Form.Group controlId={`${id}-${f.name}`}>
              <Form.Label>{f.label}</Form.Label>
              <Form.Control
                {...register(f.name as Path<z.input<S>>)}
                placeholder={f.placeholder}
                isInvalid={!!fieldError(f.name)}
                autoComplete="off"
              />
              <Form.Control.Feedback type="invalid">{fieldError(f.name)?.message}</Form.Control.Feedback>
            </Form.Group>
          </Col>
        ))}
        <Col md="auto">
          {/* An empty label keeps the button level with the inputs beside it. */}
          <div className="form-label invisible d-none d-md-block" aria-hidden="true">
            &nbsp;
          </div>
          <Button type="submit" variant="success" disabled={isSubmitting}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {submitLabel}
          </Button>
        </Col>
      </Row>
      {errors.root?.message && (
        <Alert variant="warning" className="mt-2 mb-0 py-2" role="alert">
          {errors.root.message}
        </Alert>
      )}
    </Form>
  );
}
