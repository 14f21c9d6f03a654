// The login screen (spec §2, §8; contract §6): no navbar or sidebar; notices by status; success → /dashboard/inicio.
import { mensajes } from '@aguavend/contract/messages';
import { type Login, type LoginRespuesta, LoginSchema } from '@aguavend/contract/sesion';
import { useState } from 'react';
import { Button, Card, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { saveSession } from '../../lib/session.ts';
import { schemaResolver } from '../../lib/zod-resolver.ts';

const t = mensajes.titulos;
const l = mensajes.login;
const ui = mensajes.ui;

/** Sends the login call; a status other than 2xx comes back as data, not as an exception (spec §8). */
async function sendLogin(body: Login): Promise<{ status: number; data: Partial<LoginRespuesta> }> {
  const res = await fetch('/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  let data: Partial<LoginRespuesta> = {};
  try {
    data = await res.json();
  } catch {
    data = { mensaje_user: mensajes.sesion.errorRespuesta };
  }
  return { status: res.status, data };
}

export default function LoginRoute() {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const { register, handleSubmit, formState } = useForm<Login>({ resolver: schemaResolver(LoginSchema) });

  async function onSubmit(values: Login) {
    setSending(true);
    try {
      const { status, data } = await sendLogin(values);
      if (status >= 200 && status < 300 && data.validUsuario && data.usuario && data.token) {
        saveSession(data.usuario, data.token);
        void notify({ title: t.operacionExitosa, text: l.exito, icon: 'success', toast: true });
        navigate('/dashboard/inicio', { replace: true });
      } else if (status >= 500) {
        await notify({ title: t.revisaDatos, text: l.usuarioOContrasenaErronea, icon: 'error' });
      } else {
        // 400 and other 4xx: the spec's warning, with the server's own words underneath.
        await notify({
          title: t.advertencia,
          text: l.hayErrorEnDatos,
          icon: 'warning',
          ...(data.mensaje_user ? { footer: data.mensaje_user } : {}),
        });
      }
    } catch {
      await notify({ title: t.errorValidacion, text: l.errorEnServidorExcepcion, icon: 'error' });
    } finally {
      setSending(false);
    }
  }

  return (
    <main className="av-login d-flex flex-column align-items-center justify-content-center p-3">
      <Card className="shadow-lg border-0" style={{ width: '100%', maxWidth: 400 }}>
        <Card.Body className="p-4 p-sm-5">
          <div className="text-center mb-4">
            <i
              className="bi bi-droplet-fill text-primary"
              style={{ fontSize: '2.5rem' }}
              aria-hidden="true"
            />
            <h1 className="h3 mb-1">{ui.marca}</h1>
            <p className="text-secondary small mb-0">{ui.bienvenidaLogin}</p>
          </div>
          <Form noValidate onSubmit={handleSubmit(onSubmit)}>
            <Form.Group className="mb-3" controlId="login-username">
              <Form.Label>{ui.usuario}</Form.Label>
              <Form.Control
                autoComplete="username"
                autoFocus
                required
                isInvalid={Boolean(formState.errors.username)}
                {...register('username')}
              />
              <Form.Control.Feedback type="invalid">
                {formState.errors.username?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-4" controlId="login-password">
              <Form.Label>{ui.contrasena}</Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                required
                isInvalid={Boolean(formState.errors.password)}
                {...register('password')}
              />
              <Form.Control.Feedback type="invalid">
                {formState.errors.password?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Button type="submit" className="w-100" disabled={sending}>
              {sending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {ui.iniciarSesion}
            </Button>
          </Form>
        </Card.Body>
      </Card>
      <footer className="text-white-50 small mt-4">{ui.copyrightLogin}</footer>
    </main>
  );
}
