// POST /rolmod/roles with the list parameters: a page of roles as the Roles tab shows it. The whole list, which the
// selects read, is the shared reference query (lib/reference-data.ts).
import type { Rol } from '@aguavend/contract/rolmod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export const RUTA_ROLES = '/rolmod/roles';

export type RolRow = Omit<Rol, 'fecha_creacion'> & { fecha_creacion: string };

export const getRolesPagina = (vista: ListParams) => api.post<Envelope<RolRow>>(RUTA_ROLES, vista);

export const useRolesPagina = (vista: ListParams) =>
  useQuery({
    queryKey: rolmodKeys.lista('roles', vista),
    queryFn: () => getRolesPagina(vista),
    placeholderData: keepPreviousData,
  });
