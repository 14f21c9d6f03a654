// The signed-in user's own data with their machines, in the query cache.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPerfil } from './pedir-perfil.ts';

export type { PerfilRow } from './pedir-perfil.ts';

export const perfilKey = ['perfil'] as const;

export const perfilQueryOptions = () => queryOptions({ queryKey: perfilKey, queryFn: getPerfil });

export const usePerfil = () => useQuery(perfilQueryOptions());
