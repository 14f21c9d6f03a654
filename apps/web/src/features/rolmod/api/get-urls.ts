// POST /rolmod/urls: every URL.
import type { Url } from '@aguavend/contract/rolmod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export const getUrls = () => api.rows<Url>('/rolmod/urls');

export const urlsQueryOptions = () => queryOptions({ queryKey: rolmodKeys.urls, queryFn: getUrls });

export const useUrls = () => useQuery(urlsQueryOptions());
