// 'Registrar egreso': category, description, amount and the date (now by default) of a machine's expense.
import { EgresoNuevoSchema } from '@aguavend/contract/egresos';
import { mensajes } from '@aguavend/contract/messages';
import { type FormEvent, useState } from 'react';
import { Button, Card, Form, InputGroup } from 'react-bootstrap';
import { CategoriaSelect } from '../../../components/selects.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fromLocalInput, toLocalInput } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateEgreso } from '../api/egresos.ts';

const ui = mensajes.uiEgresos;
const nuevo = () => ({
  id_categoria_transaccion: 0,
  descripcion: '',
  monto: '',
  fecha: toLocalInput(new Date().toISOString()),
});

export function EgresoForm({ id_maquina }: { id_maquina: number }) {
  const [f, setF] = useState(nuevo);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const crear = useCreateEgreso();

  async function submit(e: FormEvent) {
    e.preventDefault();
    // The contract's schema checks here what the server checks again, with the same messages.
    const body = {
      id_maquina,
      id_categoria_transaccion: f.id_categoria_transaccion,
      descripcion: f.descripcion,
      monto: f.monto === '' ? Number.NaN : Number(f.monto),
      fecha_transaccion: f.fecha ? fromLocalInput(f.fecha) : undefined,
    };
    const check = EgresoNuevoSchema.safeParse(body);
    if (!check.success) {
      const porCampo: Record<string, string> = {};
      for (const i of check.error.issues) porCampo[String(i.path[0])] ??= i.message;
      setErrores(porCampo);
      if (porCampo.id_maquina || porCampo.id_categoria_transaccion) {
        await notify({
          title: mensajes.titulos.errorValidacion,
          text: mensajes.egresos.debeSeleccionar,
          icon: 'warning',
        });
      }
      return;
    }
    setErrores({});
    try {
      await crear.mutateAsync(body);
      setF(nuevo());
      await notify({
        title: mensajes.titulos.operacionExitosaExclamacion,
        text: mensajes.egresos.registrado,
        icon: 'success',
      });
    } catch (err) {
      await notify(
        err instanceof ApiError && err.status < 500
          ? {
              title: mensajes.titulos.advertencia,
              text: err.message || mensajes.egresos.problemaRegistro,
              icon: 'warning',
            }
          : { title: mensajes.titulos.error, text: mensajes.general.errorOperacion, icon: 'error' },
      );
    }
  }

  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.registrar}
      </Card.Header>
      <Card.Body>
        <Form noValidate onSubmit={submit} aria-label={ui.registrar}>
          <CategoriaSelect
            id="egreso-categoria"
            value={f.id_categoria_transaccion}
            isInvalid={Boolean(errores.id_categoria_transaccion)}
            onChange={(id) => setF({ ...f, id_categoria_transaccion: id })}
          />
          <Form.Group className="mb-3" controlId="egreso-descripcion">
            <Form.Label>{ui.descripcion}</Form.Label>
            <Form.Control
              value={f.descripcion}
              isInvalid={Boolean(errores.descripcion)}
              onChange={(e) => setF({ ...f, descripcion: e.target.value })}
            />
            <Form.Control.Feedback type="invalid">{errores.descripcion}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="egreso-monto">
            <Form.Label>{ui.monto}</Form.Label>
            <InputGroup hasValidation>
              <InputGroup.Text>$</InputGroup.Text>
              <Form.Control
                type="number"
                min={0}
                step="0.01"
                value={f.monto}
                isInvalid={Boolean(errores.monto)}
                onChange={(e) => setF({ ...f, monto: e.target.value })}
              />
              <Form.Control.Feedback type="invalid">{errores.monto}</Form.Control.Feedback>
            </InputGroup>
          </Form.Group>
          <Form.Group className="mb-3" controlId="egreso-fecha">
            <Form.Label>{ui.fecha}</Form.Label>
            <Form.Control
              type="datetime-local"
              value={f.fecha}
              onChange={(e) => setF({ ...f, fecha: e.target.value })}
            />
          </Form.Group>
          <Button type="submit" disabled={crear.isPending || !id_maquina}>
            <i className="bi bi-save me-2" aria-hidden="true" />
            {ui.guardar}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
