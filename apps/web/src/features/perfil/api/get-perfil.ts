// POST /users/perfil: the signed-in user's own data with their machines.
import type { Perfil } from '@aguavend/contract/usuarios';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type PerfilRow = Omit<Perfil, 'fecha_creacion'> & { fecha_creacion: string };

export const perfilKey = ['perfil'] as const;

export const getPerfil = async () => (await api.rows<PerfilRow>('/users/perfil'))[0] ?? null;

export const perfilQueryOptions = () => queryOptions({ queryKey: perfilKey, queryFn: getPerfil });

export const usePerfil = () => useQuery(perfilQueryOptions());
