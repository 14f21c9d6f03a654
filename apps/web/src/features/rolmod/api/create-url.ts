// POST /rolmod/urls/new {ruta}: a new URL.
import type { UrlNueva } from '@aguavend/contract/rolmod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export const createUrl = (body: UrlNueva) => api.rows<unknown>('/rolmod/urls/new', body);

export function useCreateUrl() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createUrl,
    onSuccess: () => qc.invalidateQueries({ queryKey: rolmodKeys.all }),
  });
}
