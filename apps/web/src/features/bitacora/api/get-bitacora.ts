// POST /bitacora: the audit log, a page at a time, filtered, searched and sorted by the server.
import type { BitacoraFila, BitacoraFiltro, BitacoraUsuario } from '@aguavend/contract/bitacora';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';

export type BitacoraRow = Omit<BitacoraFila, 'fecha'> & { fecha: string };

/** The view's list keys (sort as the URL holds it) and the log's own filters. */
export const useBitacora = (f: ListParams & Omit<BitacoraFiltro, keyof ListParams>) =>
  useQuery({
    queryKey: ['bitacora', f],
    queryFn: () => api.post<Envelope<BitacoraRow>>('/bitacora', f),
    placeholderData: keepPreviousData,
  });

/** The users who appear in the log, for the user filter. */
export const useBitacoraUsuarios = () =>
  useQuery({
    queryKey: ['bitacora', 'usuarios'],
    queryFn: () => api.rows<BitacoraUsuario>('/bitacora/usuarios'),
  });
