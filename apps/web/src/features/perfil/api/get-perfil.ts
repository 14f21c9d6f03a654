// The signed-in user's own data with their machines, in the query cache.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rememberedPerfil } from '../../../lib/session.ts';
import { getPerfil, type PerfilRow } from './pedir-perfil.ts';

export type { PerfilRow } from './pedir-perfil.ts';

export const perfilKey = ['perfil'] as const;

/**
 * The same function on every render: TanStack Query keeps the placeholder it made while the function is the same
 * one, and a new one each render made a new placeholder, a new result and another render, in a loop that React
 * stops with an error while the answer takes long (it waits for the first load, router.tsx).
 */
const recordado = () => rememberedPerfil<PerfilRow>();

/** Until the first answer, the one this tab remembers (session.ts): the screens open on it while it is read again. */
export const perfilQueryOptions = () =>
  queryOptions({ queryKey: perfilKey, queryFn: getPerfil, placeholderData: recordado });

export const usePerfil = () => useQuery(perfilQueryOptions());
