// The lists that can be exported, each with its file's columns; a list call with `formato` names one of them.
import { mensajes } from '@aguavend/contract/messages';
import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { DefLista } from '../../db/listas.ts';
import * as egresos from '../egresos/egresos.repository.ts';
import * as ventas from '../ventas/ventas.repository.ts';
import type { ColumnaArchivo } from './archivos.ts';

export type ListaExportable = {
  /** The file's title and the start of its name ('ventas-maquina-centro-…'). */
  titulo: string;
  prefijo: string;
  /** The two views' names in the file's filters, for lists with active and deleted records. */
  vistas?: [activos: string, eliminados: string];
  columnas: ColumnaArchivo[];
  def: DefLista;
  consulta: (db: DbOrTx) => (donde: SQL | undefined) => PgSelect;
};

const uv = mensajes.uiVentas;
const ue = mensajes.uiEgresos;

export const LISTAS_EXPORTABLES = {
  ventas: {
    titulo: uv.ventasDe,
    prefijo: 'ventas',
    vistas: [uv.activas, uv.eliminadas],
    columnas: [
      { titulo: uv.colId, campo: 'id_venta_maquina', tipo: 'entero' },
      { titulo: uv.colMaquina, campo: 'maquina', tipo: 'texto' },
      { titulo: mensajes.ui.producto, campo: 'producto', tipo: 'texto' },
      { titulo: uv.colCantidad, campo: 'cantidad', tipo: 'entero' },
      { titulo: uv.colPrecio, campo: 'precio_unitario', tipo: 'dinero' },
      { titulo: uv.colMonto, campo: 'monto', tipo: 'dinero' },
      { titulo: uv.colDescripcion, campo: 'descripcion', tipo: 'texto' },
      { titulo: uv.colFecha, campo: 'fecha_transaccion', tipo: 'fechaHora' },
      { titulo: mensajes.ui.usuario, campo: 'usuario', tipo: 'texto' },
    ],
    def: ventas.LISTA,
    consulta: ventas.consultaLista,
  },
  egresos: {
    titulo: ue.titulo,
    prefijo: 'egresos',
    vistas: [ue.activos, ue.eliminados],
    columnas: [
      { titulo: uv.colId, campo: 'id_egreso', tipo: 'entero' },
      { titulo: uv.colMaquina, campo: 'maquina', tipo: 'texto' },
      { titulo: ue.colCategoria, campo: 'categoria', tipo: 'texto' },
      { titulo: ue.descripcion, campo: 'descripcion', tipo: 'texto' },
      { titulo: ue.monto, campo: 'monto', tipo: 'dinero' },
      { titulo: ue.fecha, campo: 'fecha_transaccion', tipo: 'fechaHora' },
    ],
    def: egresos.LISTA,
    consulta: egresos.consultaLista,
  },
} satisfies Record<string, ListaExportable>;

export type NombreLista = keyof typeof LISTAS_EXPORTABLES;
