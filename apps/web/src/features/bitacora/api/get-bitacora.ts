// POST /bitacora: the audit log, newest first, a page at a time, filtered by user, table and day.
import type { BitacoraFila, BitacoraFiltro, BitacoraUsuario } from '@aguavend/contract/bitacora';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';

export type BitacoraRow = Omit<BitacoraFila, 'fecha'> & { fecha: string };
export const POR_PAGINA = 20;

export const useBitacora = (f: BitacoraFiltro) =>
  useQuery({
    queryKey: ['bitacora', f],
    queryFn: () => api.post<Envelope<BitacoraRow>>('/bitacora', { ...f, por_pagina: POR_PAGINA }),
    placeholderData: keepPreviousData,
  });

/** The users who appear in the log, for the user filter. */
export const useBitacoraUsuarios = () =>
  useQuery({
    queryKey: ['bitacora', 'usuarios'],
    queryFn: () => api.rows<BitacoraUsuario>('/bitacora/usuarios'),
  });
