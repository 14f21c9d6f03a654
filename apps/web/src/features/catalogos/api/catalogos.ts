// Writes of the catalogs; the lists are the shared reference data.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One catalog write that refreshes the list (and every select built on it) afterwards. */
export function useCatalogoWrite(path: string, key: readonly string[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.rows<unknown>(path, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
