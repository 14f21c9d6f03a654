// Adjustments of a store's month: a correction (negative lowers what the store is owed), and its delete.
import type { AjusteNuevo, AjusteSchema } from '@aguavend/contract/estados-cuenta';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useEstadosMutation } from './estados.ts';
import type { Wire } from './keys.ts';

export type AjusteRow = Wire<z.infer<typeof AjusteSchema>>;

export const useCreateAjuste = () =>
  useEstadosMutation((b: AjusteNuevo) => api.rows<AjusteRow>('/estado-cuenta/ajuste/new', b));
export const useDeleteAjuste = () =>
  useEstadosMutation((id_ajuste: number) =>
    api.rows<AjusteRow>('/estado-cuenta/ajuste/eliminar', { id_ajuste }),
  );
