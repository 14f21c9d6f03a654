// The signed-in user's own data with their machines, in the query cache.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rememberedPerfil } from '../../../lib/session.ts';
import { getPerfil, type PerfilRow } from './pedir-perfil.ts';

export type { PerfilRow } from './pedir-perfil.ts';

export const perfilKey = ['perfil'] as const;

/** Until the first answer, the one this tab remembers (session.ts): the screens open on it while it is read again. */
export const perfilQueryOptions = () =>
  queryOptions({
    queryKey: perfilKey,
    queryFn: getPerfil,
    placeholderData: () => rememberedPerfil<PerfilRow>(),
  });

export const usePerfil = () => useQuery(perfilQueryOptions());
