// The reference lists every screen's selects share, cached by TanStack Query under stable keys.
import type { Categoria } from '@aguavend/contract/categorias';
import type { Maquina } from '@aguavend/contract/maquinas';
import type { Producto } from '@aguavend/contract/productos';
import type { Rol } from '@aguavend/contract/rolmod';
import type { Tienda } from '@aguavend/contract/tiendas';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { usePrimeraCarga } from './primera-carga.ts';

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

/**
 * A list for the selects. At a page's first load it waits until the screen's own calls have answered
 * (primera-carga.ts), and a select shows it loading meanwhile.
 */
function useLista<T>(key: readonly string[], path: string) {
  const cargada = usePrimeraCarga();
  const lista = useQuery({ queryKey: key, queryFn: () => api.rows<T>(path), enabled: cargada });
  return cargada ? lista : { ...lista, isLoading: true };
}

export const useMaquinas = () => useLista<Maquina>(referenceKeys.maquinas, '/maquina');
export const useTiendas = () => useLista<Wire<Tienda>>(referenceKeys.tiendas, '/tienda');
export const useCategorias = () =>
  useLista<Wire<Categoria>>(referenceKeys.categorias, '/cat/categorias/trans');
export const useRoles = () => useLista<Wire<Rol>>(referenceKeys.roles, '/rolmod/roles');
export const useProductos = () => useLista<Producto>(referenceKeys.productos, '/producto');
