// The login screen (spec §2, §8; contract §6): no navbar or sidebar; notices by status; success → the screen the
// person was on (or Inicio).
import { mensajes } from '@aguavend/contract/messages';
import { type Login, type LoginRespuesta, LoginSchema } from '@aguavend/contract/sesion';
import { useEffect } from 'react';
import { Card } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { Field } from '../../components/form/field.tsx';
import { FormView, SubmitButton } from '../../components/form/form-view.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import type { NoticeOptions } from '../../lib/notice-rule.ts';
import { notify } from '../../lib/notify.ts';
import { registrarServiceWorker } from '../../lib/service-worker.ts';
import { saveSession } from '../../lib/session.ts';
import { SessionExpiredNotice, takeReturnPath } from '../login-return.tsx';

const t = mensajes.titulos;
const l = mensajes.login;
const ui = mensajes.ui;

/** The login's own notices (spec §8); a server that cannot be reached says so, as everywhere. */
const LOGIN_NOTICES: NoticeOptions = {
  overrides: {
    // 400, 429 and other 4xx: the spec's warning, with the server's own words underneath.
    rechazo: (err) => ({
      title: t.advertencia,
      text: l.hayErrorEnDatos,
      icon: 'warning',
      ...(err instanceof ApiError && err.message ? { footer: err.message } : {}),
    }),
    servidor: () => ({ title: t.revisaDatos, text: l.usuarioOContrasenaErronea, icon: 'error' }),
    fallo: () => ({ title: t.errorValidacion, text: l.errorEnServidorExcepcion, icon: 'error' }),
  },
};

/** The login call goes without the session's token: its 401 or 400 is an answer, not an ended session. */
async function sendLogin(body: Login) {
  const data = await api.post<Partial<LoginRespuesta>>('/users/login', body, { token: null });
  if (!data.validUsuario || !data.usuario || !data.token) {
    throw new ApiError(200, data.mensaje_user ?? '', data);
  }
  return saveSession(data.usuario, data.token);
}

export default function LoginRoute() {
  const navigate = useNavigate();
  // The login screen has no call of its own to wait for (lib/service-worker.ts).
  useEffect(registrarServiceWorker, []);
  const form = useContractForm(LoginSchema, {
    defaultValues: { username: '', password: '' },
    notices: LOGIN_NOTICES,
    onSubmit: async (values) => {
      await sendLogin(values);
      void notify({ title: t.operacionExitosa, text: l.exito, icon: 'success', toast: true });
      navigate(takeReturnPath(), { replace: true });
    },
  });

  return (
    <main className="av-login d-flex flex-column align-items-center justify-content-center p-3">
      <Card className="shadow-lg border-0" style={{ width: '100%', maxWidth: 400 }}>
        <Card.Body className="p-4 p-sm-5">
          <div className="text-center mb-4">
            {/* The favicon's drop (already fetched for the tab), not the icon font: the font is 135 KB, and the
                login screen shows no icon of it, so a phone's first load does not download it. */}
            <img src="/favicon.svg" width={40} height={40} alt="" className="mb-2" />
            <h1 className="h3 mb-1">{ui.marca}</h1>
            <p className="text-secondary small mb-0">{ui.bienvenidaLogin}</p>
          </div>
          <SessionExpiredNotice />
          <FormView form={form}>
            <Field form={form} name="username" label={ui.usuario} autoComplete="username" autoFocus />
            <Field
              form={form}
              name="password"
              label={ui.contrasena}
              type="password"
              autoComplete="current-password"
              className="mb-4"
            />
            <SubmitButton form={form} icon={null} className="w-100">
              {ui.iniciarSesion}
            </SubmitButton>
          </FormView>
        </Card.Body>
      </Card>
      <footer className="text-white-50 small mt-4">{ui.copyrightLogin}</footer>
    </main>
  );
}
