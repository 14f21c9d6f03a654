// POST /rolmod/roles/modulos/new: replaces the role's whole set of modules.
import type { AsignarModulos } from '@aguavend/contract/rolmod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export const assignModulos = (id_rol: number, ids: number[]) => {
  const body: AsignarModulos = { rol_modulo: ids.map((id_modulo) => ({ id_modulo, id_rol })), id_rol };
  return api.rows<unknown>('/rolmod/roles/modulos/new', body);
};

export function useAssignModulos() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id_rol, ids }: { id_rol: number; ids: number[] }) => assignModulos(id_rol, ids),
    onSuccess: (_r, { id_rol }) => qc.invalidateQueries({ queryKey: rolmodKeys.rolModulos(id_rol) }),
  });
}
