// The whole business's Inicio: one call per part of the screen, each with its own query, so each part draws as
// soon as its answer arrives. All take the same period; nothing is asked for while the period is not valid.
import type {
  HoraNegocioFila,
  MaquinaNegocioFila,
  ProductoNegocioFila,
  ResumenNegocio,
  SerieNegocioFila,
  TiendaNegocioFila,
} from '@aguavend/contract/negocio';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PeriodoValido } from '../../../components/period-filter.tsx';
import { api } from '../../../lib/api-client.ts';
import { reportesKeys } from '../../../lib/report-keys.ts';

/**
 * One part: its call and its key. While a new period loads, the last answer stays on screen (dimmed by the part,
 * `isPlaceholderData`), so the layout does not jump at each change.
 */
const parte = <T>(nombre: string, ruta: string, periodo: PeriodoValido) => ({
  queryKey: reportesKeys.negocio(nombre, periodo?.desde ?? '', periodo?.hasta ?? ''),
  queryFn: () => api.rows<T>(ruta, periodo),
  enabled: periodo !== null,
  placeholderData: keepPreviousData,
});

/** The period's figures and the previous period's: one row. */
export const useResumenNegocio = (periodo: PeriodoValido) =>
  useQuery({
    ...parte<ResumenNegocio>('resumen', '/negocio/resumen', periodo),
    select: (filas: ResumenNegocio[]) => filas[0],
  });

export const useSerieNegocio = (periodo: PeriodoValido) =>
  useQuery(parte<SerieNegocioFila>('serie', '/negocio/serie', periodo));

export const useHorasNegocio = (periodo: PeriodoValido) =>
  useQuery(parte<HoraNegocioFila>('horas', '/negocio/horas', periodo));

export const useProductosNegocio = (periodo: PeriodoValido) =>
  useQuery(parte<ProductoNegocioFila>('productos', '/negocio/productos', periodo));

export const useMaquinasNegocio = (periodo: PeriodoValido) =>
  useQuery(parte<MaquinaNegocioFila>('maquinas', '/negocio/maquinas', periodo));

/** The stores' ranking: each store's sales on the days its machines stood there, the best first. */
export const useTiendasNegocio = (periodo: PeriodoValido) =>
  useQuery(parte<TiendaNegocioFila>('tiendas', '/negocio/tiendas', periodo));
