// POST /domicilio/editar, /domicilio/eliminar and /domicilio/restaurar: each refreshes the address lists (an edit may
// move the address to another store).
import type { DomicilioEditar } from '@aguavend/contract/domicilios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type DomicilioRow, domiciliosKeys } from './get-domicilios.ts';

function useDomicilioMutation<T>(fn: (body: T) => Promise<DomicilioRow[]>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: domiciliosKeys.todo }),
  });
}

export const useUpdateDomicilio = () =>
  useDomicilioMutation((b: DomicilioEditar) => api.rows<DomicilioRow>('/domicilio/editar', b));
export const useDeleteDomicilio = () =>
  useDomicilioMutation((id_domicilio: number) =>
    api.rows<DomicilioRow>('/domicilio/eliminar', { id_domicilio }),
  );
export const useRestoreDomicilio = () =>
  useDomicilioMutation((id_domicilio: number) =>
    api.rows<DomicilioRow>('/domicilio/restaurar', { id_domicilio }),
  );
