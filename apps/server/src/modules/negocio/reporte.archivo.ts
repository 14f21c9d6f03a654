// A report as a file (CSV or .xlsx): its rows and totals as the screen shows them, the dimension as the first
// column, and lines above that say what it covers (rows by, period, filters, order).
import { mensajes } from '@aguavend/contract/messages';
import type { Reporte } from '@aguavend/contract/negocio';
import type { DbOrTx } from '../../db/client.ts';
import type { ParamsLista } from '../../db/listas.ts';
import { buscarMaquina, buscarProducto } from '../catalogos/catalogos.repository.ts';
import { type ColumnaArchivo, diaLeido, filtroDeOrden } from '../listas/archivos.ts';
import { buscarTienda } from '../tiendas/tiendas.repository.ts';
import { reporteNegocio } from './reporte.repository.ts';

const r = mensajes.reportes;
const l = mensajes.listas;

/** The parameters kept with the link: the call's, and the caller's machines when they are not ADMIN. */
export type ParamsReporte = Reporte & { maquinas?: number[] | undefined };

export async function archivoDeReporte(db: DbOrTx, params: ParamsLista, tz: string) {
  const { maquinas, ...p } = params as unknown as ParamsReporte;
  const dimension = r.dimensiones[p.por];
  const columnas: ColumnaArchivo[] = [
    {
      titulo: dimension,
      campo: 'etiqueta',
      tipo: 'texto',
      leer: (f) => (f.inactiva ? `${f.etiqueta} (${r.inactiva})` : f.etiqueta),
    },
    { titulo: r.colUnidades, campo: 'unidades', tipo: 'entero' },
    { titulo: r.colNumeroVentas, campo: 'numero_ventas', tipo: 'entero' },
    { titulo: r.colVentas, campo: 'ventas', tipo: 'dinero' },
    { titulo: r.colTicket, campo: 'ticket_promedio', tipo: 'dinero' },
    { titulo: r.colEgresos, campo: 'egresos', tipo: 'dinero' },
    { titulo: r.colNeto, campo: 'neto', tipo: 'dinero' },
    { titulo: r.colVentasAnterior, campo: 'ventas_anterior', tipo: 'dinero' },
    { titulo: r.colCambio, campo: 'cambio', tipo: 'porcentaje' },
  ];
  const filtros: [string, string][] = [
    [r.filas, dimension],
    [l.filtroPeriodo, `${diaLeido(p.desde)} – ${diaLeido(p.hasta)}`],
  ];
  if (p.id_maquina !== undefined) {
    filtros.push([l.filtroMaquina, (await buscarMaquina(db, p.id_maquina))?.nombre ?? '']);
  }
  if (p.id_tienda !== undefined) {
    filtros.push([
      r.dimensiones.tienda,
      (await buscarTienda(db, p.id_tienda, undefined))?.nombre_comercial ?? '',
    ]);
  }
  if (p.id_producto !== undefined) {
    filtros.push([mensajes.ui.producto, (await buscarProducto(db, p.id_producto))?.nombre ?? '']);
  }
  if (p.orden) filtros.push(filtroDeOrden(columnas, p.orden));
  const { filas, totales } = await reporteNegocio(db, p, maquinas, tz);
  return { titulo: r.archivo(dimension), columnas, filtros, filas, totales };
}
