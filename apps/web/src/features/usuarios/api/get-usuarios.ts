// Every user, or those linked to a machine, active (`/users`) or deleted (`/users/eliminados`), a page at a time from
// the server, optionally only those created on one day.
import { TAMANO_PAGINA } from '@aguavend/contract/common';
import type { UsuarioFila } from '@aguavend/contract/usuarios';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** A users-list row as it travels: times are ISO strings. */
export type UsuarioRow = Omit<UsuarioFila, 'fecha_creacion' | 'fecha_eliminacion'> & {
  fecha_creacion: string;
  fecha_eliminacion: string | null;
};

export type UsuariosEstado = 'activos' | 'eliminados';

export const usuariosKeys = {
  all: ['usuarios'] as const,
  list: (estado: UsuariosEstado, id_maquina: number, pagina: number, fecha: string) =>
    ['usuarios', estado, id_maquina, pagina, fecha] as const,
};

export const getUsuarios = (estado: UsuariosEstado, id_maquina: number, pagina: number, fecha: string) =>
  api.post<Envelope<UsuarioRow>>(estado === 'activos' ? '/users' : '/users/eliminados', {
    // The machine goes as `id_usuario` (the original API's wording); without one the list holds every user.
    ...(id_maquina > 0 ? { id_usuario: id_maquina } : {}),
    pagina,
    por_pagina: TAMANO_PAGINA,
    ...(fecha ? { fecha } : {}),
  });

export const usuariosQueryOptions = (
  estado: UsuariosEstado,
  id_maquina: number,
  pagina: number,
  fecha: string,
) =>
  queryOptions({
    queryKey: usuariosKeys.list(estado, id_maquina, pagina, fecha),
    queryFn: () => getUsuarios(estado, id_maquina, pagina, fecha),
    placeholderData: keepPreviousData,
  });

export const useUsuarios = (estado: UsuariosEstado, id_maquina: number, pagina: number, fecha: string) =>
  useQuery(usuariosQueryOptions(estado, id_maquina, pagina, fecha));
