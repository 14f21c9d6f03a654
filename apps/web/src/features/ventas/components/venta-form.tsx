// 'Registrar venta' (spec §2, §5, §8): the amount is quantity × unit price and read-only; choosing a product
// fills its price. Validation notices and texts are the spec's own.
import { mensajes } from '@aguavend/contract/messages';
import { calcularMonto } from '@aguavend/contract/ventas';
import { type FormEvent, useState } from 'react';
import { Button, Card, Form, InputGroup, Spinner } from 'react-bootstrap';
import { CategoriaSelect, MaquinaSelect, ProductoSelect } from '../../../components/selects.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateVenta } from '../api/ventas.ts';

const t = mensajes.titulos;
const v = mensajes.ventas;
const ui = mensajes.uiVentas;

const vacio = {
  id_categoria_transaccion: 0,
  id_producto: 0,
  descripcion: '',
  cantidad: '',
  precio_unitario: '',
};

export function VentaForm({
  id_maquina,
  onMaquina,
}: {
  id_maquina: number;
  onMaquina: (id: number) => void;
}) {
  const [f, setF] = useState(vacio);
  const [descripcionVacia, setDescripcionVacia] = useState(false);
  const crear = useCreateVenta();
  const cantidad = Number(f.cantidad);
  const precio = Number(f.precio_unitario);
  const monto = cantidad > 0 && precio > 0 ? calcularMonto(cantidad, precio) : 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!id_maquina || !f.id_categoria_transaccion || !f.id_producto) {
      return notify({ title: t.errorValidacion, text: v.debeSeleccionar, icon: 'warning' });
    }
    if (!(cantidad > 0) || !(precio > 0) || !(monto > 0)) {
      return notify({ title: t.errorValidacion, text: v.mayoresACero, icon: 'warning' });
    }
    if (!f.descripcion.trim()) return setDescripcionVacia(true);
    try {
      const res = await crear.mutateAsync({
        ventas_maquina: { id_maquina, id_producto: f.id_producto, cantidad, precio_unitario: precio },
        transacciones: {
          id_venta_maquina: '',
          id_categoria_transaccion: f.id_categoria_transaccion,
          descripcion: f.descripcion.trim(),
          monto,
        },
      });
      if (res.resultados.length === 0) throw new ApiError(200, v.problemaRegistro, res);
      setF(vacio);
      await notify({ title: t.operacionExitosaExclamacion, text: v.registrada, icon: 'success' });
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        await notify({ title: t.advertencia, text: err.message || v.problemaRegistro, icon: 'warning' });
      } else {
        await notify({ title: t.error, text: mensajes.general.errorOperacion, icon: 'error' });
      }
    }
  }

  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.registrar}
      </Card.Header>
      <Card.Body>
        <Form noValidate onSubmit={submit} aria-label={ui.registrar}>
          <MaquinaSelect id="venta-maquina" value={id_maquina} onChange={onMaquina} />
          <CategoriaSelect
            id="venta-categoria"
            value={f.id_categoria_transaccion}
            onChange={(id) => setF({ ...f, id_categoria_transaccion: id })}
          />
          <ProductoSelect
            id="venta-producto"
            value={f.id_producto}
            onChange={(id, p) => setF({ ...f, id_producto: id, precio_unitario: p ? String(p) : '' })}
          />
          <Form.Group className="mb-3" controlId="venta-descripcion">
            <Form.Label>{ui.descripcion}</Form.Label>
            <Form.Control
              value={f.descripcion}
              isInvalid={descripcionVacia}
              onChange={(e) => {
                setDescripcionVacia(false);
                setF({ ...f, descripcion: e.target.value });
              }}
            />
            <Form.Control.Feedback type="invalid">{v.descripcionRequerida}</Form.Control.Feedback>
          </Form.Group>
          <div className="row g-2">
            <Form.Group className="mb-3 col-6" controlId="venta-cantidad">
              <Form.Label>{ui.cantidad}</Form.Label>
              <Form.Control
                type="number"
                min={1}
                step={1}
                value={f.cantidad}
                onChange={(e) => setF({ ...f, cantidad: e.target.value })}
              />
            </Form.Group>
            <Form.Group className="mb-3 col-6" controlId="venta-precio">
              <Form.Label>{ui.precioUnitario}</Form.Label>
              <InputGroup>
                <InputGroup.Text>$</InputGroup.Text>
                <Form.Control
                  type="number"
                  min={0}
                  step="0.01"
                  value={f.precio_unitario}
                  onChange={(e) => setF({ ...f, precio_unitario: e.target.value })}
                />
              </InputGroup>
            </Form.Group>
          </div>
          <Form.Group className="mb-3" controlId="venta-monto">
            <Form.Label>{ui.monto}</Form.Label>
            <InputGroup>
              <InputGroup.Text>$</InputGroup.Text>
              <Form.Control readOnly value={monto.toFixed(2)} />
              <InputGroup.Text>MXN</InputGroup.Text>
            </InputGroup>
          </Form.Group>
          <Button type="submit" disabled={crear.isPending}>
            {crear.isPending ? (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            ) : (
              <i className="bi bi-save me-2" aria-hidden="true" />
            )}
            {ui.guardar}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
