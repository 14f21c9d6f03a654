// The sanitary record (issue 19): one key factory for the feature, the entries' list, their writes, the attached
// reports (upload, one-time download link, delete), a machine's care (consumables, tasks, latest readings and the
// ranges), and the printable expediente. Every write invalidates the whole feature: an entry moves a consumable, a
// task's last day and the latest readings.
import type {
  AdjuntoFila,
  ConsumibleEditar,
  ConsumibleNuevo,
  ExpedienteFila,
  MaquinaSanitariaFila,
  RegistroEditar,
  RegistroFila,
  RegistroNuevo,
  TareaEditar,
  TareaNueva,
  TipoRegistro,
} from '@aguavend/contract/sanitario';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';

/** Dates travel as ISO strings. */
export type ExpedienteDatos = Omit<ExpedienteFila, 'generado'> & { generado: string };

export type RegistrosFiltros = { id_maquina?: number; tipo?: TipoRegistro };

export const sanitarioKeys = {
  all: ['registro-sanitario'] as const,
  lista: (filtros: RegistrosFiltros, vista: ListParams) =>
    ['registro-sanitario', 'lista', filtros, vista] as const,
  maquina: (id_maquina: number) => ['registro-sanitario', 'maquina', id_maquina] as const,
  expediente: (id_maquina: number, desde: string, hasta: string) =>
    ['registro-sanitario', 'expediente', id_maquina, desde, hasta] as const,
};

export const useRegistros = (filtros: RegistrosFiltros, vista: ListParams) =>
  useQuery({
    queryKey: sanitarioKeys.lista(filtros, vista),
    queryFn: () => api.post<Envelope<RegistroFila>>('/registro-sanitario', { ...filtros, ...vista }),
    placeholderData: keepPreviousData,
  });

/** A machine's care: consumables with their wear, tasks with their next day, latest readings, the ranges. */
export const useMaquinaSanitaria = (id_maquina: number) =>
  useQuery({
    queryKey: sanitarioKeys.maquina(id_maquina),
    queryFn: async () =>
      (await api.rows<MaquinaSanitariaFila>('/registro-sanitario/maquina', { id_maquina }))[0] ?? null,
    enabled: id_maquina > 0,
  });

export const useExpediente = (id_maquina: number, periodo: { desde: string; hasta: string } | null) =>
  useQuery({
    queryKey: sanitarioKeys.expediente(id_maquina, periodo?.desde ?? '', periodo?.hasta ?? ''),
    queryFn: async () =>
      (await api.rows<ExpedienteDatos>('/registro-sanitario/expediente', { id_maquina, ...periodo }))[0] ??
      null,
    enabled: id_maquina > 0 && periodo !== null,
  });

function useSanitarioMutation<T, R>(fn: (body: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: sanitarioKeys.all }),
  });
}

export const useCreateRegistro = () =>
  useSanitarioMutation((b: RegistroNuevo) => api.rows<RegistroFila>('/registro-sanitario/new', b));
export const useUpdateRegistro = () =>
  useSanitarioMutation((b: RegistroEditar) => api.rows<RegistroFila>('/registro-sanitario/editar', b));
export const useDeleteRegistro = () =>
  useSanitarioMutation((id_registro: number) =>
    api.rows<RegistroFila>('/registro-sanitario/eliminar', { id_registro }),
  );

/** Uploads one report to an entry (multipart: the entry's id and the file). */
export const useSubirAdjunto = () =>
  useSanitarioMutation(({ id_registro, archivo }: { id_registro: number; archivo: File }) => {
    const form = new FormData();
    form.set('id_registro', String(id_registro));
    form.set('archivo', archivo, archivo.name);
    return api.upload<AdjuntoFila>('/registro-sanitario/adjunto/new', form);
  });
export const useDeleteAdjunto = () =>
  useSanitarioMutation((id_adjunto: number) =>
    api.rows<AdjuntoFila>('/registro-sanitario/adjunto/eliminar', { id_adjunto }),
  );

/**
 * Downloads a report: the server answers a one-time link (a browser download cannot send `autorizado`), whose GET
 * streams the file as an attachment with its safe name.
 */
export async function descargarAdjunto(id_adjunto: number) {
  const [enlace] = await api.rows<{ url: string; nombre: string }>('/registro-sanitario/adjunto/descargar', {
    id_adjunto,
  });
  if (!enlace) return;
  const a = document.createElement('a');
  a.href = enlace.url;
  a.download = enlace.nombre;
  document.body.append(a);
  a.click();
  a.remove();
}

export const useCreateConsumible = () =>
  useSanitarioMutation((b: ConsumibleNuevo) => api.rows('/consumible/new', b));
export const useUpdateConsumible = () =>
  useSanitarioMutation((b: ConsumibleEditar) => api.rows('/consumible/editar', b));
export const useDeleteConsumible = () =>
  useSanitarioMutation((id_consumible: number) => api.rows('/consumible/eliminar', { id_consumible }));

export const useCreateTarea = () =>
  useSanitarioMutation((b: TareaNueva) => api.rows('/tarea-sanitaria/new', b));
export const useUpdateTarea = () =>
  useSanitarioMutation((b: TareaEditar) => api.rows('/tarea-sanitaria/editar', b));
export const useDeleteTarea = () =>
  useSanitarioMutation((id_tarea: number) => api.rows('/tarea-sanitaria/eliminar', { id_tarea }));
