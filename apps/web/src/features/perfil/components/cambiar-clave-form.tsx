// Change of the signed-in user's own password: current, new and its confirmation.
import { mensajes } from '@aguavend/contract/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangeClave } from '../api/change-clave.ts';
import { CambiarClaveFormSchema, type CambiarClaveForm as Values } from './cambiar-clave-schema.ts';

const m = mensajes.perfil;
const t = mensajes.titulos;
const empty: Values = { clave_actual: '', clave_nueva: '', confirmar: '' };

export function CambiarClaveForm() {
  const change = useChangeClave();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(CambiarClaveFormSchema), defaultValues: empty });

  const onSubmit = handleSubmit(async ({ clave_actual, clave_nueva }) => {
    try {
      await change.mutateAsync({ clave_actual, clave_nueva });
      reset(empty);
      await notify({ title: t.operacionExitosa, text: mensajes.usuarios.claveCambiada, icon: 'success' });
    } catch (err) {
      if (err instanceof ApiError && err.status < 500 && err.status !== 401) {
        for (const e of err.errores) setError(e.campo as keyof Values, { message: e.mensaje });
        await notify({ title: t.advertencia, text: err.message, icon: 'warning' });
      } else if (!(err instanceof ApiError && err.status === 401)) {
        await notify({ title: t.error, text: mensajes.general.errorOperacion, icon: 'error' });
      }
    }
  });

  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <Form.Group controlId={`perfil-${name}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="password"
        autoComplete={autoComplete}
        {...register(name)}
        isInvalid={!!errors[name]}
      />
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Card className="shadow-sm h-100">
      <Card.Header as="h2" className="h5">
        {m.cambiarClave}
      </Card.Header>
      <Card.Body>
        <Form noValidate onSubmit={onSubmit} aria-label={m.cambiarClave}>
          {field('clave_actual', m.claveActual, 'current-password')}
          {field('clave_nueva', m.claveNueva, 'new-password')}
          {field('confirmar', m.confirmarClave, 'new-password')}
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            <i className="bi bi-key me-1" aria-hidden="true" />
            {m.guardarClave}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
