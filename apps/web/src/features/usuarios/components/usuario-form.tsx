// 'Registra un nuevo usuario': the role and the username/password are checked first with notices (spec §5),
// the other fields inline from the contract schema; the new user is linked to the chosen machine.
import { mensajes } from '@aguavend/contract/messages';
import { type UsuarioNuevo, UsuarioNuevoSchema } from '@aguavend/contract/usuarios';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { RolSelect } from '../../../components/selects.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateUsuario } from '../api/create-usuario.ts';

const m = mensajes.usuarios;
const t = mensajes.titulos;
const ui = m.ui;

const empty = (): UsuarioNuevo => ({
  usuario: { nombre: '', Username: '', ap_paterno: '', ap_materno: '', email: '', clave: '' },
  rol: { id_usuario: '', id_rol: 0 },
});

export function UsuarioForm({ id_maquina }: { id_maquina: number }) {
  const create = useCreateUsuario();
  const {
    control,
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(UsuarioNuevoSchema), defaultValues: empty() });

  const save = handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync({
        ...values,
        ...(id_maquina > 0 ? { id_maquina } : {}),
      });
      if (answer.resultados?.length) {
        await notify({ title: t.operacionExitosaExclamacion, text: m.registrado, icon: 'success' });
        reset(empty());
      } else {
        await notify({
          title: t.advertencia,
          text: answer.mensaje_user || m.problemaRegistro,
          icon: 'warning',
        });
      }
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        for (const e of err.errores) {
          const name = e.campo.includes('.') ? e.campo : `usuario.${e.campo}`;
          setError(name as 'usuario.nombre', { message: e.mensaje });
        }
        await notify({ title: t.advertencia, text: err.message || m.problemaRegistro, icon: 'warning' });
      } else {
        await notify({ title: t.error, text: mensajes.general.errorOperacion, icon: 'error' });
      }
    }
  });

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const v = getValues();
    if (!v.rol.id_rol) {
      void notify({ title: t.errorValidacion, text: m.debeSeleccionarRol, icon: 'error' });
      return;
    }
    if (!v.usuario.Username.trim() || !v.usuario.clave.trim()) {
      void notify({ title: t.errorValidacion, text: m.usernameYClaveVacios, icon: 'error' });
      return;
    }
    void save(e);
  };

  const u = errors.usuario;
  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.tituloFormulario}
      </Card.Header>
      <Card.Body>
        <Form noValidate onSubmit={onSubmit} aria-label={ui.tituloFormulario}>
          <Row className="gx-3">
            <Col md={6}>
              <Controller
                control={control}
                name="rol.id_rol"
                render={({ field }) => (
                  <RolSelect
                    id="usuario-rol"
                    label={ui.rol}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    isInvalid={!!errors.rol?.id_rol}
                  />
                )}
              />
            </Col>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="usuario-nombre">
                <Form.Label>{ui.nombre}</Form.Label>
                <Form.Control {...register('usuario.nombre')} isInvalid={!!u?.nombre} autoComplete="off" />
                <Form.Control.Feedback type="invalid">{u?.nombre?.message}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="usuario-ap-paterno">
                <Form.Label>{ui.apPaterno}</Form.Label>
                <Form.Control
                  {...register('usuario.ap_paterno')}
                  isInvalid={!!u?.ap_paterno}
                  autoComplete="off"
                />
                <Form.Control.Feedback type="invalid">{u?.ap_paterno?.message}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="usuario-ap-materno">
                <Form.Label>{ui.apMaterno}</Form.Label>
                <Form.Control
                  {...register('usuario.ap_materno')}
                  isInvalid={!!u?.ap_materno}
                  autoComplete="off"
                />
                <Form.Control.Feedback type="invalid">{u?.ap_materno?.message}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="usuario-username">
                <Form.Label>{ui.username}</Form.Label>
                <Form.Control
                  {...register('usuario.Username')}
                  isInvalid={!!u?.Username}
                  autoComplete="off"
                />
                <Form.Control.Feedback type="invalid">{u?.Username?.message}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="usuario-email">
                <Form.Label>{ui.email}</Form.Label>
                <Form.Control
                  type="email"
                  {...register('usuario.email')}
                  isInvalid={!!u?.email}
                  autoComplete="off"
                />
                <Form.Control.Feedback type="invalid">{u?.email?.message}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            {/* spec §2: the password field appears twice, both bound to the same value. */}
            <Controller
              control={control}
              name="usuario.clave"
              render={({ field }) => (
                <>
                  <Col md={6}>
                    <Form.Group className="mb-3" controlId="usuario-clave">
                      <Form.Label>{ui.clave}</Form.Label>
                      <Form.Control
                        type="password"
                        name={field.name}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        isInvalid={!!u?.clave}
                        autoComplete="new-password"
                      />
                      <Form.Control.Feedback type="invalid">{u?.clave?.message}</Form.Control.Feedback>
                    </Form.Group>
                  </Col>
                  <Col md={6}>
                    <Form.Group className="mb-3" controlId="usuario-clave-2">
                      <Form.Label>{ui.confirmarClave}</Form.Label>
                      <Form.Control
                        type="password"
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        isInvalid={!!u?.clave}
                        autoComplete="new-password"
                      />
                    </Form.Group>
                  </Col>
                </>
              )}
            />
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
