// POST /rolmod/urls/editar {id_url, url}.
import type { UrlEditar } from '@aguavend/contract/rolmod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export const updateUrl = (body: UrlEditar) => api.rows<unknown>('/rolmod/urls/editar', body);

export function useUpdateUrl() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUrl,
    onSuccess: () => qc.invalidateQueries({ queryKey: rolmodKeys.all }),
  });
}
