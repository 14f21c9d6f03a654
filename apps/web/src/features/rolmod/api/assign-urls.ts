// POST /rolmod/modulos/urls/new: replaces the module's whole set of URLs.
import type { AsignarUrls } from '@aguavend/contract/rolmod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export const assignUrls = (id_modulo: number, ids: number[]) => {
  const body: AsignarUrls = { modulo_url: ids.map((id_url) => ({ id_modulo, id_url })), id_modulo };
  return api.rows<unknown>('/rolmod/modulos/urls/new', body);
};

export function useAssignUrls() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id_modulo, ids }: { id_modulo: number; ids: number[] }) => assignUrls(id_modulo, ids),
    onSuccess: (_r, { id_modulo }) => qc.invalidateQueries({ queryKey: rolmodKeys.moduloUrls(id_modulo) }),
  });
}
