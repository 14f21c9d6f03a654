// POST /rolmod/modulos with no body: every module.
import type { Modulo } from '@aguavend/contract/rolmod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rolmodKeys } from './keys.ts';

export const getModulos = () => api.rows<Modulo>('/rolmod/modulos');

export const modulosQueryOptions = () => queryOptions({ queryKey: rolmodKeys.modulos, queryFn: getModulos });

export const useModulos = () => useQuery(modulosQueryOptions());
