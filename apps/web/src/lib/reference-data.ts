// The reference lists every screen's selects share, cached by TanStack Query under stable keys.
import type { Categoria } from '@aguavend/contract/categorias';
import type { Maquina } from '@aguavend/contract/maquinas';
import type { Producto } from '@aguavend/contract/productos';
import type { Rol } from '@aguavend/contract/rolmod';
import type { Tienda } from '@aguavend/contract/tiendas';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** Dates arrive as ISO strings on the wire. */
type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export const referenceKeys = {
  maquinas: ['maquinas'],
  tiendas: ['tiendas'],
  categorias: ['categorias'],
  roles: ['roles'],
  productos: ['productos'],
} as const;

const list = <T>(key: readonly string[], path: string) => ({
  queryKey: key,
  queryFn: () => api.rows<T>(path),
});

export const useMaquinas = () => useQuery(list<Maquina>(referenceKeys.maquinas, '/maquina'));
export const useTiendas = () => useQuery(list<Wire<Tienda>>(referenceKeys.tiendas, '/tienda'));
export const useCategorias = () =>
  useQuery(list<Wire<Categoria>>(referenceKeys.categorias, '/cat/categorias/trans'));
export const useRoles = () => useQuery(list<Wire<Rol>>(referenceKeys.roles, '/rolmod/roles'));
export const useProductos = () => useQuery(list<Producto>(referenceKeys.productos, '/producto'));
