// The business's identity every printed page carries (issue 43): read by any signed-in user, cached by TanStack
// Query; the logo is fetched apart, once per version, as a data: URL.
import type { Identidad } from '@aguavend/contract/identidad';
import { useQuery } from '@tanstack/react-query';
import { api, fetchDataUrl } from './api-client.ts';

export const identidadKeys = {
  identidad: ['identidad'] as const,
  logo: (version: number) => ['identidad', 'logo', version] as const,
};

export const useIdentidad = () =>
  useQuery({
    queryKey: identidadKeys.identidad,
    queryFn: async () => (await api.rows<Identidad>('/identidad'))[0] ?? null,
    staleTime: 5 * 60_000,
  });

/** The logo as a data: URL, or undefined while loading or when the business has none. */
export function useLogo(identidad: Identidad | null | undefined) {
  const version = identidad?.logo_version ?? 0;
  return useQuery({
    queryKey: identidadKeys.logo(version),
    queryFn: () => fetchDataUrl(`/identidad/logo?v=${version}`),
    enabled: Boolean(identidad?.logo_tipo),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
