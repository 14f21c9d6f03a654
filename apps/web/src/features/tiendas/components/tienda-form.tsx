// The store form: 'Tipo de Persona' unset is a notice (spec §5), other fields inline from the contract schema.
import { mensajes } from '@aguavend/contract/messages';
import { type TiendaNueva, TiendaNuevaSchema } from '@aguavend/contract/tiendas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { getSession } from '../../../lib/session.ts';
import { useCreateTienda } from '../api/create-tienda.ts';

const m = mensajes.tiendas;
const t = mensajes.titulos;
const ui = m.ui;

type Values = Omit<TiendaNueva, 'tipo_persona'> & { tipo_persona: TiendaNueva['tipo_persona'] | '' };
const empty = (): Values => ({ nombre_comercial: '', razon_social: '', rfc: '', tipo_persona: '' });

export function TiendaForm({ onSaved }: { onSaved?: () => void }) {
  const create = useCreateTienda();
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, TiendaNueva>({
    resolver: zodResolver(TiendaNuevaSchema) as never,
    defaultValues: empty(),
  });

  const save = handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync({ ...values, id_usuario: getSession()?.user.id_usuario });
      if (answer.resultados?.length) {
        await notify({ title: t.operacionExitosaExclamacion, text: m.registrada, icon: 'success' });
        reset(empty());
        onSaved?.();
      } else {
        await notify({
          title: t.advertencia,
          text: answer.mensaje_user || m.problemaRegistro,
          icon: 'warning',
        });
      }
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        for (const e of err.errores) setError(e.campo as keyof Values, { message: e.mensaje });
        await notify({ title: t.advertencia, text: err.message || m.problemaRegistro, icon: 'warning' });
      } else {
        await notify({ title: t.error, text: mensajes.general.errorOperacion, icon: 'error' });
      }
    }
  });

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!getValues('tipo_persona')) {
      void notify({ title: t.errorValidacion, text: m.debeSeleccionarTipoPersona, icon: 'error' });
      return;
    }
    void save(e);
  };

  const rfc = register('rfc');
  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.nuevaTienda}
      </Card.Header>
      <Card.Body>
        <Form noValidate onSubmit={onSubmit} aria-label={ui.nuevaTienda}>
          <Row className="gx-3">
            <Col md={6}>
              <Form.Group className="mb-3" controlId="tienda-nombre-comercial">
                <Form.Label>{ui.nombreComercial}</Form.Label>
                <Form.Control {...register('nombre_comercial')} isInvalid={!!errors.nombre_comercial} />
                <Form.Control.Feedback type="invalid">
                  {errors.nombre_comercial?.message}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="tienda-razon-social">
                <Form.Label>{ui.razonSocialOpcional}</Form.Label>
                <Form.Control {...register('razon_social')} isInvalid={!!errors.razon_social} />
                <Form.Control.Feedback type="invalid">{errors.razon_social?.message}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="tienda-rfc">
                <Form.Label>{ui.rfc}</Form.Label>
                <Form.Control
                  {...rfc}
                  onChange={(e) => {
                    e.currentTarget.value = e.currentTarget.value.toUpperCase();
                    return rfc.onChange(e);
                  }}
                  maxLength={13}
                  className="text-uppercase"
                  autoComplete="off"
                  isInvalid={!!errors.rfc}
                />
                <Form.Control.Feedback type="invalid">{errors.rfc?.message}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="tienda-tipo-persona">
                <Form.Label>{ui.tipoPersona}</Form.Label>
                <Form.Select {...register('tipo_persona')} isInvalid={!!errors.tipo_persona}>
                  <option value="">{ui.seleccione}</option>
                  <option value="FISICA">{ui.fisica}</option>
                  <option value="MORAL">{ui.moral}</option>
                </Form.Select>
                <Form.Control.Feedback type="invalid">{errors.tipo_persona?.message}</Form.Control.Feedback>
              </Form.Group>
            </Col>
          </Row>
          <div className="d-flex gap-2">
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              <i className="bi bi-save me-1" aria-hidden="true" />
              {ui.guardar}
            </Button>
            <Button type="button" variant="outline-secondary" onClick={() => reset(empty())}>
              {ui.cancelar}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
