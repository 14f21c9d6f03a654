// The business's identity in Ajustes (ADMIN): save its fields, upload or remove its logo. The printed pages read it
// through lib/identidad.ts, whose key every change invalidates.
import type { Identidad, IdentidadEditar } from '@aguavend/contract/identidad';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { identidadKeys } from '../../../lib/identidad.ts';

function useIdentidadMutation<V>(fn: (v: V) => Promise<Identidad[]>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: ([fila]) => {
      if (fila) qc.setQueryData(identidadKeys.identidad, fila);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: identidadKeys.identidad }),
  });
}

export const useGuardarIdentidad = () =>
  useIdentidadMutation((body: IdentidadEditar) => api.rows<Identidad>('/ajustes/identidad/editar', body));

export const useSubirLogo = () =>
  useIdentidadMutation((archivo: File) => {
    const form = new FormData();
    form.set('archivo', archivo, archivo.name);
    return api.upload<Identidad>('/ajustes/identidad/logo', form);
  });

export const useQuitarLogo = () =>
  useIdentidadMutation(() => api.rows<Identidad>('/ajustes/identidad/logo/eliminar'));
