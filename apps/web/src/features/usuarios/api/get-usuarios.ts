// Every user, or those linked to a machine, active (`/users`) or deleted (`/users/eliminados`), a page at a time from
// the server, sorted, searched and filtered by creation day as the list's view says.
import type { UsuarioFila } from '@aguavend/contract/usuarios';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** A users-list row as it travels: times are ISO strings; `id_tienda` is the store the user is linked to. */
export type UsuarioRow = Omit<UsuarioFila, 'fecha_creacion' | 'fecha_eliminacion'> & {
  fecha_creacion: string;
  fecha_eliminacion: string | null;
  id_tienda?: number | null;
};

export type UsuariosEstado = 'activos' | 'eliminados';

export const usuariosKeys = { all: ['usuarios'] as const };

/** The list call of each view; with `formato` it answers an export's link. */
export const rutaUsuarios = (estado: UsuariosEstado) =>
  estado === 'activos' ? '/users' : '/users/eliminados';

/** The list's body: the machine goes as `id_usuario` (the original API's wording); without one, every user. */
export const cuerpoUsuarios = (id_maquina: number, vista: ListParams) => ({
  ...(id_maquina > 0 ? { id_usuario: id_maquina } : {}),
  ...vista,
});

export const useUsuarios = (estado: UsuariosEstado, id_maquina: number, vista: ListParams) =>
  useQuery({
    queryKey: [...usuariosKeys.all, estado, id_maquina, vista],
    queryFn: () => api.post<Envelope<UsuarioRow>>(rutaUsuarios(estado), cuerpoUsuarios(id_maquina, vista)),
    placeholderData: keepPreviousData,
  });
