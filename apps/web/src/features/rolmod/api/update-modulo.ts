// POST /rolmod/modulos/editar {id_modulo, modulo, icono}.
import type { ModuloEditar } from '@aguavend/contract/rolmod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export const updateModulo = (body: ModuloEditar) => api.rows<unknown>('/rolmod/modulos/editar', body);

export function useUpdateModulo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateModulo,
    onSuccess: () => qc.invalidateQueries({ queryKey: rolmodKeys.all }),
  });
}
