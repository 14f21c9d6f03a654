// POST /rolmod/roles/new {rol}: a new role.
import type { RolNuevo } from '@aguavend/contract/rolmod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { referenceKeys } from '../../../lib/reference-data.ts';
import { rolmodKeys } from './keys.ts';

export const createRol = (body: RolNuevo) => api.rows<unknown>('/rolmod/roles/new', body);

export function useCreateRol() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createRol,
    // The selects' whole list and the tab's page.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: referenceKeys.roles }),
        qc.invalidateQueries({ queryKey: rolmodKeys.all }),
      ]),
  });
}
