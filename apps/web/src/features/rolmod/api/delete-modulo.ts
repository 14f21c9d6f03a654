// POST /rolmod/modulos/eliminar {id_modulo}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export const deleteModulo = (body: { id_modulo: number }) =>
  api.rows<unknown>('/rolmod/modulos/eliminar', body);

export function useDeleteModulo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteModulo,
    onSuccess: () => qc.invalidateQueries({ queryKey: rolmodKeys.all }),
  });
}
