// One store's statements (POST /estado-cuenta {id_tienda}) and payments (POST /pago {id_tienda}), a page at a time,
// read-only here: the Estados de cuenta screen writes them. Also what a store's own user reads in Mi tienda.
import type { EstadoCuenta, Pago } from '@aguavend/contract/estados-cuenta';
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { api, type Envelope } from '../../../lib/api-client.ts';

export type EstadoCuentaRow = Omit<EstadoCuenta, 'fecha_creacion'> & { fecha_creacion: string };

/** The list view without a period: these lists have none of their own here (Mi tienda's period is its sales'). */
const sinPeriodo = ({ desde: _d, hasta: _h, ...vista }: ListParams) => vista;

export const RUTA_ESTADOS = '/estado-cuenta';
export const RUTA_PAGOS = '/pago';
export const cuerpoLista = (id_tienda: number, vista: ListParams) => ({ id_tienda, ...sinPeriodo(vista) });

export const estadosTiendaKeys = {
  estados: (id_tienda: number, vista: ListParams) => [
    'estados-cuenta',
    'tienda',
    id_tienda,
    sinPeriodo(vista),
  ],
  pagos: (id_tienda: number, vista: ListParams) => ['pagos', 'tienda', id_tienda, sinPeriodo(vista)],
};

export const useEstadosTienda = (id_tienda: number, vista: ListParams, enabled = true) =>
  useQuery({
    queryKey: estadosTiendaKeys.estados(id_tienda, vista),
    queryFn: () => api.post<Envelope<EstadoCuentaRow>>(RUTA_ESTADOS, cuerpoLista(id_tienda, vista)),
    enabled: enabled && id_tienda > 0,
    placeholderData: keepPreviousData,
  });

export const usePagosTienda = (id_tienda: number, vista: ListParams, enabled = true) =>
  useQuery({
    queryKey: estadosTiendaKeys.pagos(id_tienda, vista),
    queryFn: () => api.post<Envelope<Pago>>(RUTA_PAGOS, cuerpoLista(id_tienda, vista)),
    enabled: enabled && id_tienda > 0,
    placeholderData: keepPreviousData,
  });

/** A store's statement of one month on the Estados de cuenta screen. */
export const rutaEstadoCuenta = (id_tienda: number, mes: string) =>
  `${PANTALLAS.estadosCuenta.ruta}/ver?tienda=${id_tienda}&mes=${mes}`;
