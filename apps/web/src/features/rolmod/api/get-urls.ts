// POST /rolmod/urls: with no body every URL (the assignment tab), with the list parameters a page of them.
import type { Url } from '@aguavend/contract/rolmod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export const RUTA_URLS = '/rolmod/urls';

export const getUrls = () => api.rows<Url>(RUTA_URLS);

export const urlsQueryOptions = () => queryOptions({ queryKey: rolmodKeys.urls, queryFn: getUrls });

export const useUrls = () => useQuery(urlsQueryOptions());

export const getUrlsPagina = (vista: ListParams) => api.post<Envelope<Url>>(RUTA_URLS, vista);

export const useUrlsPagina = (vista: ListParams) =>
  useQuery({
    queryKey: rolmodKeys.lista('urls', vista),
    queryFn: () => getUrlsPagina(vista),
    placeholderData: keepPreviousData,
  });
