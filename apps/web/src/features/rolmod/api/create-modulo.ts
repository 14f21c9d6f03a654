// POST /rolmod/modulos/new {nombre, icono}: a new module.
import type { ModuloNuevo } from '@aguavend/contract/rolmod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export const createModulo = (body: ModuloNuevo) => api.rows<unknown>('/rolmod/modulos/new', body);

export function useCreateModulo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createModulo,
    onSuccess: () => qc.invalidateQueries({ queryKey: rolmodKeys.all }),
  });
}
