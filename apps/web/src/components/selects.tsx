// The choices of the shared dropdowns (spec §2): machines (those at rest marked), stores, categories (of one
// class), roles, products (stock > 0 for a sale, all for a report), read from the server. A form binds them with
// SelectField; a screen's own picker (the machine it shows) uses MaquinaSelect. While they load they say so; when
// they fail, 'Reintentar'.
import type { ClaseCategoria } from '@aguavend/contract/categorias';
import { mensajes } from '@aguavend/contract/messages';
import type { ReactNode } from 'react';
import { useCategorias, useMaquinas, useProductos, useRoles, useTiendas } from '../lib/reference-data.ts';
import { type Choice, type Choices, SelectInput } from './form/select-input.tsx';

type ListQuery<T> = { data?: T[]; isLoading: boolean; isError: boolean; refetch: () => unknown };

/** A server list as choices; `keep` filters the rows offered. */
export function choicesOf<T>(
  query: ListQuery<T>,
  toChoice: (row: T) => Choice,
  keep: (row: T) => boolean = () => true,
): Choices {
  return {
    options: (query.data ?? []).filter(keep).map(toChoice),
    loading: query.isLoading,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}

/**
 * Every machine the user may see (the server sends only theirs, unless ADMIN). One at rest stays offered, marked
 * 'Inactiva', so its records can still be looked up and a user may stay assigned to it; only a new sale refuses it
 * (VentaForm says so and the server answers 409).
 */
export const useMaquinaChoices = () =>
  choicesOf(useMaquinas(), (m) => ({
    value: m.id_maquina,
    label: m.estatus === 'ACTIVA' ? m.nombre : mensajes.ui.maquinaInactiva(m.nombre),
  }));

export const useTiendaChoices = () =>
  choicesOf(useTiendas(), (t) => ({ value: t.id_tienda, label: t.nombre_comercial }));

/** Sales take only VENTA categories and expenses only EGRESO ones. */
export const useCategoriaChoices = (clase?: ClaseCategoria) =>
  choicesOf(
    useCategorias(),
    (c) => ({ value: c.id_categoria_transaccion, label: c.tipo }),
    (c) => clase === undefined || c.clase === clase,
  );

export const useRolChoices = () => choicesOf(useRoles(), (r) => ({ value: r.id_rol, label: r.rol }));

/** A sale takes only products in stock. */
export const useProductoChoices = (enExistencia = true) =>
  choicesOf(
    useProductos(),
    (p) => ({ value: p.id_producto, label: p.nombre }),
    (p) => !enExistencia || p.stock > 0,
  );

type PickerProps = {
  id?: string;
  label?: ReactNode;
  className?: string;
  value: number;
  /** The default option emits 0 (spec §4). */
  onChange: (id: number) => void;
  /** The default option's text ('Seleccione…' unless the screen means "all" by it). */
  placeholder?: string;
};

/** The machine a screen shows, outside any form. */
export function MaquinaSelect({ label = mensajes.ui.maquina, ...p }: PickerProps) {
  return <SelectInput label={label} choices={useMaquinaChoices()} {...p} />;
}

/** The product a screen looks at (a report's filter): every product, in stock or not, as past sales count. */
export function ProductoSelect({ label = mensajes.ui.producto, ...p }: PickerProps) {
  return <SelectInput label={label} choices={useProductoChoices(false)} {...p} />;
}

/** The role whose modules are assigned. */
export function RolSelect({ label = mensajes.ui.rol, ...p }: PickerProps) {
  return <SelectInput label={label} choices={useRolChoices()} {...p} />;
}
