// POST /rolmod/urls/eliminar {id_url}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export const deleteUrl = (body: { id_url: number }) => api.rows<unknown>('/rolmod/urls/eliminar', body);

export function useDeleteUrl() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteUrl,
    onSuccess: () => qc.invalidateQueries({ queryKey: rolmodKeys.all }),
  });
}
