// POST /rolmod/roles/modulos {id_rol}: the modules linked to a role.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export type RolModulo = { id_modulo: number; id_rol: number };

export const getRolModulos = (id_rol: number) => api.rows<RolModulo>('/rolmod/roles/modulos', { id_rol });

export const rolModulosQueryOptions = (id_rol: number) =>
  queryOptions({
    queryKey: rolmodKeys.rolModulos(id_rol),
    queryFn: () => getRolModulos(id_rol),
    enabled: id_rol > 0,
  });

export const useRolModulos = (id_rol: number) => useQuery(rolModulosQueryOptions(id_rol));
