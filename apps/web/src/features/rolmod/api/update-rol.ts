// POST /rolmod/roles/editar {id_rol, rol}.
import type { RolEditar } from '@aguavend/contract/rolmod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { referenceKeys } from '../../../lib/reference-data.ts';
import { rolmodKeys } from './keys.ts';

export const updateRol = (body: RolEditar) => api.rows<unknown>('/rolmod/roles/editar', body);

export function useUpdateRol() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateRol,
    // The selects' whole list and the tab's page.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: referenceKeys.roles }),
        qc.invalidateQueries({ queryKey: rolmodKeys.all }),
      ]),
  });
}
