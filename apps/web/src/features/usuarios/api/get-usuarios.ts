// The users linked to a machine: active (`/users`) or deleted (`/users/eliminados`).
import type { UsuarioFila } from '@aguavend/contract/usuarios';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A users-list row as it travels: times are ISO strings. */
export type UsuarioRow = Omit<UsuarioFila, 'fecha_creacion' | 'fecha_eliminacion'> & {
  fecha_creacion: string;
  fecha_eliminacion: string | null;
};

export type UsuariosEstado = 'activos' | 'eliminados';

export const usuariosKeys = {
  all: ['usuarios'] as const,
  list: (estado: UsuariosEstado, id_maquina: number) => ['usuarios', estado, id_maquina] as const,
};

export const getUsuarios = (estado: UsuariosEstado, id_maquina: number) =>
  api.rows<UsuarioRow>(estado === 'activos' ? '/users' : '/users/eliminados', { id_usuario: id_maquina });

export const usuariosQueryOptions = (estado: UsuariosEstado, id_maquina: number) =>
  queryOptions({
    queryKey: usuariosKeys.list(estado, id_maquina),
    queryFn: () => getUsuarios(estado, id_maquina),
    enabled: id_maquina > 0,
  });

export const useUsuarios = (estado: UsuariosEstado, id_maquina: number) =>
  useQuery(usuariosQueryOptions(estado, id_maquina));
