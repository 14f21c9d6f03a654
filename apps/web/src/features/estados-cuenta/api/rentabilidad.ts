// Profitability over whole months, per store or per machine: sales − expenses − the stores' commission.
import type { RentabilidadFila } from '@aguavend/contract/estados-cuenta';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '../../../lib/api-client.ts';
import { estadosKeys } from './keys.ts';

export type PorRentabilidad = 'tienda' | 'maquina';

export const useRentabilidad = (desde: string, hasta: string, por: PorRentabilidad) =>
  useQuery({
    queryKey: estadosKeys.rentabilidad(desde, hasta, por),
    queryFn: () => api.post<Envelope<RentabilidadFila>>('/estado-cuenta/rentabilidad', { desde, hasta, por }),
    enabled: hasta >= desde,
    placeholderData: keepPreviousData,
  });
