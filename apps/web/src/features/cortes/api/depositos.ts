// Depósitos (issue 17): the cash of some cortes carried to the bank, the list, its delete, and the cash each
// collector still holds. A deposit changes the cortes it covers, so every write invalidates the cortes too.
import type { DepositoFila, DepositoNuevo, EfectivoEnManoFilaSchema } from '@aguavend/contract/cortes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { type CorteRow, cortesKeys, type Wire } from './cortes.ts';

export type DepositoRow = Wire<DepositoFila>;
export type EfectivoEnManoFila = z.infer<typeof EfectivoEnManoFilaSchema>;

/** Under the cortes' own key: a corte's change (a delete, a rejection) changes the cash in hand too. */
export const depositosKeys = {
  lista: (vista: ListParams) => [...cortesKeys.all, 'depositos', vista] as const,
  enMano: [...cortesKeys.all, 'en-mano'] as const,
  sinDeposito: (id_colector: number) => [...cortesKeys.all, 'sin-deposito', id_colector] as const,
};

export const useDepositos = (vista: ListParams) =>
  useQuery({
    queryKey: depositosKeys.lista(vista),
    queryFn: () => api.post<Envelope<DepositoRow>>('/depositos', vista),
    placeholderData: keepPreviousData,
  });

export const useEfectivoEnMano = () =>
  useQuery({
    queryKey: depositosKeys.enMano,
    queryFn: () => api.rows<EfectivoEnManoFila>('/depositos/efectivo'),
  });

/** The collector's cortes not yet in a deposit (the newest 100), the deposit form's choices. */
export const useCortesSinDeposito = (id_colector: number | undefined) =>
  useQuery({
    queryKey: depositosKeys.sinDeposito(id_colector ?? 0),
    queryFn: () =>
      api.rows<CorteRow>('/cortes', {
        sin_deposito: true,
        ...(id_colector ? { id_colector } : {}),
        pagina: 1,
        por_pagina: 100,
        orden: 'fecha',
      }),
  });

function useDepositoMutation<T, R>(fn: (body: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: cortesKeys.all }),
  });
}

export const useCreateDeposito = () =>
  useDepositoMutation((b: DepositoNuevo) => api.rows<DepositoRow>('/deposito/new', b));
export const useDeleteDeposito = () =>
  useDepositoMutation((id_deposito: number) => api.rows<DepositoRow>('/deposito/eliminar', { id_deposito }));
