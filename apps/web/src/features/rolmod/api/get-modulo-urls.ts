// POST /rolmod/modulos/urls {id_modulo}: the URLs linked to a module.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export type ModuloUrl = { id_modulo: number; id_url: number };

export const getModuloUrls = (id_modulo: number) =>
  api.rows<ModuloUrl>('/rolmod/modulos/urls', { id_modulo });

export const moduloUrlsQueryOptions = (id_modulo: number) =>
  queryOptions({
    queryKey: rolmodKeys.moduloUrls(id_modulo),
    queryFn: () => getModuloUrls(id_modulo),
    enabled: id_modulo > 0,
  });

export const useModuloUrls = (id_modulo: number) => useQuery(moduloUrlsQueryOptions(id_modulo));
