// The store address form: every field checked inline by the contract schema; saving keeps the store chosen.
import { type DomicilioNuevo, DomicilioNuevoSchema } from '@aguavend/contract/domicilios';
import { mensajes } from '@aguavend/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { TiendaSelect } from '../../../components/selects.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateDomicilio } from '../api/create-domicilio.ts';

const m = mensajes.domicilios;
const t = mensajes.titulos;
const ui = m.ui;

type Values = Omit<DomicilioNuevo, 'latitud' | 'longitud'> & {
  latitud: number | undefined;
  longitud: number | undefined;
};
const empty = (id_tienda = 0): Values => ({
  id_tienda,
  es_sucursal: 'NO',
  calle: '',
  numero_ext: '',
  numero_int: '',
  primer_cruzamiento: '',
  segundo_cruzamiento: '',
  latitud: undefined,
  longitud: undefined,
});
const asNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

type Props = { onTiendaChange: (id_tienda: number) => void };

export function DomicilioForm({ onTiendaChange }: Props) {
  const create = useCreateDomicilio();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, DomicilioNuevo>({
    resolver: zodResolver(DomicilioNuevoSchema) as never,
    defaultValues: empty(),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(values);
      if (answer.resultados?.length) {
        await notify({ title: t.operacionExitosaExclamacion, text: m.registrado, icon: 'success' });
        reset(empty(values.id_tienda));
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

  const cancel = () => {
    reset(empty());
    onTiendaChange(0);
  };

  const text = (
    name: 'calle' | 'numero_ext' | 'numero_int' | 'primer_cruzamiento' | 'segundo_cruzamiento',
    label: string,
    numeric = false,
  ) => (
    <Form.Group className="mb-3" controlId={`domicilio-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...register(name)}
        inputMode={numeric ? 'numeric' : undefined}
        pattern={numeric ? '[0-9]*' : undefined}
        isInvalid={!!errors[name]}
        autoComplete="off"
      />
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );
  const coord = (name: 'latitud' | 'longitud', label: string) => (
    <Form.Group className="mb-3" controlId={`domicilio-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="number"
        step="any"
        {...register(name, { setValueAs: asNumber })}
        isInvalid={!!errors[name]}
      />
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <Form noValidate onSubmit={onSubmit} aria-label={ui.titulo}>
          <Row className="gx-3">
            <Col md={6}>
              <Controller
                control={control}
                name="id_tienda"
                render={({ field }) => (
                  <>
                    <TiendaSelect
                      id="domicilio-tienda"
                      label={ui.tienda}
                      name={field.name}
                      value={field.value}
                      onChange={(id) => {
                        field.onChange(id);
                        onTiendaChange(id);
                      }}
                      isInvalid={!!errors.id_tienda}
                    />
                    {errors.id_tienda && (
                      <div className="invalid-feedback d-block mb-3" style={{ marginTop: '-0.75rem' }}>
                        {errors.id_tienda.message}
                      </div>
                    )}
                  </>
                )}
              />
            </Col>
            <Col md={6}>
              <fieldset className="mb-3">
                <legend className="form-label fs-6 mb-2">{ui.esSucursal}</legend>
                <Form.Check
                  inline
                  type="radio"
                  id="domicilio-sucursal-si"
                  label={ui.si}
                  value="SI"
                  {...register('es_sucursal')}
                />
                <Form.Check
                  inline
                  type="radio"
                  id="domicilio-sucursal-no"
                  label={ui.no}
                  value="NO"
                  {...register('es_sucursal')}
                />
                {errors.es_sucursal && (
                  <div className="invalid-feedback d-block">{errors.es_sucursal.message}</div>
                )}
              </fieldset>
            </Col>
            <Col md={12}>{text('calle', ui.calle)}</Col>
            <Col sm={6}>{text('numero_ext', ui.numeroExt, true)}</Col>
            <Col sm={6}>{text('numero_int', ui.numeroInt, true)}</Col>
            <Col md={6}>{text('primer_cruzamiento', ui.primerCruzamiento)}</Col>
            <Col md={6}>{text('segundo_cruzamiento', ui.segundoCruzamiento)}</Col>
            <Col sm={6}>{coord('longitud', ui.longitud)}</Col>
            <Col sm={6}>{coord('latitud', ui.latitud)}</Col>
          </Row>
          <div className="d-flex gap-2">
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              <i className="bi bi-geo-alt me-1" aria-hidden="true" />
              {ui.guardar}
            </Button>
            <Button type="button" variant="outline-secondary" onClick={cancel}>
              {ui.cancelar}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
