// POST /ajustes and /ajustes/editar: the business's settings (ADMIN). Saving one changes how cortes are judged and
// which machines Inicio flags, so those screens read them again.
import type { Ajustes } from '@aguavend/contract/ajustes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const ajustesKey = ['ajustes'] as const;

export const useAjustes = () =>
  useQuery({ queryKey: ajustesKey, queryFn: async () => (await api.rows<Ajustes>('/ajustes'))[0] ?? null });

export function useGuardarAjustes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Ajustes) => api.rows<Ajustes>('/ajustes/editar', body),
    onSettled: () => qc.invalidateQueries(),
  });
}
