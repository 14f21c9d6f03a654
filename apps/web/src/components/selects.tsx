// The dropdowns of spec §2: machines (ACTIVA only), stores, categories, roles, products (stock > 0).
// The default option emits 0 (and price 0 for products), as spec §4 says.
import { mensajes } from '@aguavend/contract/messages';
import { Form } from 'react-bootstrap';
import { useCategorias, useMaquinas, useProductos, useRoles, useTiendas } from '../lib/reference-data.ts';

type Base = {
  id?: string;
  label?: string;
  name?: string;
  isInvalid?: boolean;
  disabled?: boolean;
  value: number;
};
type Option = { value: number; label: string };

function Select(
  props: Base & { options: Option[]; loading: boolean; onPick: (id: number) => void; fallbackLabel: string },
) {
  const id = props.id ?? `select-${props.name ?? props.fallbackLabel.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{props.label ?? props.fallbackLabel}</Form.Label>
      <Form.Select
        name={props.name}
        value={props.value}
        isInvalid={props.isInvalid}
        disabled={props.disabled || props.loading}
        onChange={(e) => props.onPick(Number(e.target.value))}
      >
        <option value={0}>{props.loading ? mensajes.general.cargando : mensajes.ui.seleccione}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

export function MaquinaSelect(p: Base & { onChange: (id_maquina: number) => void }) {
  const q = useMaquinas();
  const options = (q.data ?? [])
    .filter((m) => m.estatus === 'ACTIVA')
    .map((m) => ({ value: m.id_maquina, label: m.nombre }));
  return (
    <Select
      {...p}
      options={options}
      loading={q.isLoading}
      onPick={p.onChange}
      fallbackLabel={mensajes.ui.maquina}
    />
  );
}

export function TiendaSelect(p: Base & { onChange: (id_tienda: number) => void }) {
  const q = useTiendas();
  const options = (q.data ?? []).map((t) => ({ value: t.id_tienda, label: t.nombre_comercial }));
  return (
    <Select
      {...p}
      options={options}
      loading={q.isLoading}
      onPick={p.onChange}
      fallbackLabel={mensajes.ui.tienda}
    />
  );
}

export function CategoriaSelect(p: Base & { onChange: (id: number) => void }) {
  const q = useCategorias();
  const options = (q.data ?? []).map((c) => ({ value: c.id_categoria_transaccion, label: c.tipo }));
  return (
    <Select
      {...p}
      options={options}
      loading={q.isLoading}
      onPick={p.onChange}
      fallbackLabel={mensajes.ui.categoria}
    />
  );
}

export function RolSelect(p: Base & { onChange: (id_rol: number) => void }) {
  const q = useRoles();
  const options = (q.data ?? []).map((r) => ({ value: r.id_rol, label: r.rol }));
  return (
    <Select
      {...p}
      options={options}
      loading={q.isLoading}
      onPick={p.onChange}
      fallbackLabel={mensajes.ui.rol}
    />
  );
}

export function ProductoSelect(p: Base & { onChange: (id_producto: number, precio: number) => void }) {
  const q = useProductos();
  const disponibles = (q.data ?? []).filter((x) => x.stock > 0);
  const options = disponibles.map((x) => ({ value: x.id_producto, label: x.nombre }));
  return (
    <Select
      {...p}
      options={options}
      loading={q.isLoading}
      onPick={(id) => p.onChange(id, disponibles.find((x) => x.id_producto === id)?.precio ?? 0)}
      fallbackLabel={mensajes.ui.producto}
    />
  );
}
