// POST /rolmod/modulos: with no body every module (the assignment tabs), with the list parameters a page of them.
import type { Modulo } from '@aguavend/contract/rolmod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export const RUTA_MODULOS = '/rolmod/modulos';

export const getModulos = () => api.rows<Modulo>(RUTA_MODULOS);

export const modulosQueryOptions = () => queryOptions({ queryKey: rolmodKeys.modulos, queryFn: getModulos });

export const useModulos = () => useQuery(modulosQueryOptions());

export const getModulosPagina = (vista: ListParams) => api.post<Envelope<Modulo>>(RUTA_MODULOS, vista);

export const useModulosPagina = (vista: ListParams) =>
  useQuery({
    queryKey: rolmodKeys.lista('modulos', vista),
    queryFn: () => getModulosPagina(vista),
    placeholderData: keepPreviousData,
  });
