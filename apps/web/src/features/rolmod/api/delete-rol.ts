// POST /rolmod/roles/eliminar {id_rol}; 409 while users hold the role.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { referenceKeys } from '../../../lib/reference-data.ts';
import { rolmodKeys } from './keys.ts';

export const deleteRol = (body: { id_rol: number }) => api.rows<unknown>('/rolmod/roles/eliminar', body);

export function useDeleteRol() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteRol,
    // The selects' whole list and the tab's page (a deleted role takes its module links along).
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: referenceKeys.roles }),
        qc.invalidateQueries({ queryKey: rolmodKeys.all }),
      ]),
  });
}
