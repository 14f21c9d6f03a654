// Cortes de caja (issue 17): what the form needs before saving, the write (sent again with the same `clave` after a
// failure), the list, one corte, approval and rejection, and the summary of sobrantes y faltantes.
import type {
  CorteEditar,
  CorteFila,
  CorteInicioFilaSchema,
  CorteNuevo,
  CortesResumenFilaSchema,
  EstadoCorte,
} from '@aguavend/contract/cortes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { cortesRaiz, reportesKeys } from '../../../lib/report-keys.ts';

/** Dates travel as ISO strings. */
export type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export type CorteRow = Wire<CorteFila>;
export type CorteInicio = Wire<z.infer<typeof CorteInicioFilaSchema>>;
export type CortesResumenFila = z.infer<typeof CortesResumenFilaSchema>;
export type AgrupacionCortes = 'colector' | 'maquina' | 'mes';

/** One factory for every key of this feature: a write invalidates `all`. */
export const cortesKeys = {
  all: cortesRaiz,
  inicio: (id_maquina: number) => ['cortes', 'inicio', id_maquina] as const,
  lista: (filtros: object, vista: ListParams) => ['cortes', 'lista', filtros, vista] as const,
  uno: (id_corte: number) => ['cortes', 'uno', id_corte] as const,
  resumen: (por: AgrupacionCortes, desde: string, hasta: string) =>
    ['cortes', 'resumen', por, desde, hasta] as const,
  colectores: ['cortes', 'colectores'] as const,
};

/** The previous reading, the price in force and the tolerance the form judges the corte by. */
export const useCorteInicio = (id_maquina: number) =>
  useQuery({
    queryKey: cortesKeys.inicio(id_maquina),
    queryFn: async () => (await api.rows<CorteInicio>('/corte/inicio', { id_maquina }))[0] ?? null,
    enabled: id_maquina > 0,
  });

export type CortesFiltros = { estado?: EstadoCorte; id_maquina?: number; id_colector?: number };

export const useCortes = (filtros: CortesFiltros, vista: ListParams) =>
  useQuery({
    queryKey: cortesKeys.lista(filtros, vista),
    queryFn: () => api.post<Envelope<CorteRow>>('/cortes', { ...filtros, ...vista }),
    placeholderData: keepPreviousData,
  });

export const useCorte = (id_corte: number) =>
  useQuery({
    queryKey: cortesKeys.uno(id_corte),
    queryFn: async () => (await api.rows<CorteRow>('/corte', { id_corte }))[0] ?? null,
    enabled: id_corte > 0,
  });

export const useCortesResumen = (por: AgrupacionCortes, periodo: { desde: string; hasta: string } | null) =>
  useQuery({
    queryKey: cortesKeys.resumen(por, periodo?.desde ?? '', periodo?.hasta ?? ''),
    queryFn: () => api.post<Envelope<CortesResumenFila>>('/cortes/resumen', { por, ...periodo }),
    enabled: periodo !== null,
    placeholderData: keepPreviousData,
  });

/** The users an ADMIN may record a corte or a deposit for (the server checks the machine is theirs). */
export const useColectores = (enabled: boolean) =>
  useQuery({
    queryKey: cortesKeys.colectores,
    queryFn: () =>
      api.rows<{ id_usuario: number; nombre: string; ap_paterno?: string | null; username: string }>(
        '/users',
        {},
      ),
    enabled,
  });

/** A corte changes the lists, the cash in hand and, for POR_CORTE machines, the sales the reports read. */
export function useCorteMutation<T, R>(fn: (body: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: cortesKeys.all }),
        qc.invalidateQueries({ queryKey: reportesKeys.all }),
      ]);
    },
  });
}

export const useCreateCorte = () => useCorteMutation((b: CorteNuevo) => api.rows<CorteRow>('/corte/new', b));
export const useUpdateCorte = () =>
  useCorteMutation((b: CorteEditar) => api.rows<CorteRow>('/corte/editar', b));
export const useDeleteCorte = () =>
  useCorteMutation((id_corte: number) => api.rows<CorteRow>('/corte/eliminar', { id_corte }));
export const useAprobarCorte = () =>
  useCorteMutation((id_corte: number) => api.rows<CorteRow>('/corte/aprobar', { id_corte }));
export const useRechazarCorte = () =>
  useCorteMutation((b: { id_corte: number; motivo: string }) => api.rows<CorteRow>('/corte/rechazar', b));
