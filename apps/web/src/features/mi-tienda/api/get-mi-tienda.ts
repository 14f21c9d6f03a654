// POST /mi-tienda {desde, hasta}: the signed-in store user's store, its machines now, and its sales by day and by
// month over the period.
import type { MiTienda } from '@aguavend/contract/estados-cuenta';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const miTiendaKeys = {
  todo: ['mi-tienda'] as const,
  periodo: (desde: string, hasta: string) => ['mi-tienda', desde, hasta] as const,
};

export const useMiTienda = (periodo: { desde: string; hasta: string } | null) =>
  useQuery({
    queryKey: miTiendaKeys.periodo(periodo?.desde ?? '', periodo?.hasta ?? ''),
    queryFn: async () => {
      const [fila] = await api.rows<MiTienda>('/mi-tienda', periodo);
      if (!fila) throw new Error('sin tienda');
      return fila;
    },
    enabled: periodo !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
