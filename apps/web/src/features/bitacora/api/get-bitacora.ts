// POST /bitacora: the audit log, newest first, a page at a time, filtered by user, table and day.
import type { BitacoraFila, BitacoraFiltro, BitacoraUsuario } from '@aguavend/contract/bitacora';
import { TAMANO_PAGINA } from '@aguavend/contract/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';

export type BitacoraRow = Omit<BitacoraFila, 'fecha'> & { fecha: string };

export const useBitacora = (f: BitacoraFiltro) =>
  useQuery({
    queryKey: ['bitacora', f],
    queryFn: () => api.post<Envelope<BitacoraRow>>('/bitacora', { ...f, por_pagina: TAMANO_PAGINA }),
    placeholderData: keepPreviousData,
  });

/** The users who appear in the log, for the user filter. */
export const useBitacoraUsuarios = () =>
  useQuery({
    queryKey: ['bitacora', 'usuarios'],
    queryFn: () => api.rows<BitacoraUsuario>('/bitacora/usuarios'),
  });
