// What an exportable list is (records walked a batch at a time, or a report worked out whole): the shapes the lists'
// table (listas.ts) and the modules that describe their own files (sanitario/archivo.ts) share.
import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { DefLista, ParamsLista } from '../../db/listas.ts';
import type { ColumnaArchivo } from './archivos.ts';

/** A list of records: read with the lists' own filters, sort and totals, a batch at a time. */
export type ListaDeRegistros = {
  /** The file's title and the start of its name ('ventas-maquina-centro-…'). */
  titulo: string;
  prefijo: string;
  /** The two views' names in the file's filters, for lists with active and deleted records. */
  vistas?: [activos: string, eliminados: string];
  columnas: ColumnaArchivo[];
  def: DefLista;
  consulta: (db: DbOrTx, p: ParamsLista) => (donde: SQL | undefined) => PgSelect;
  /** The whole list at once, for a list of aggregates the keyset walker cannot walk (small by nature). */
  todas?: (db: DbOrTx, p: ParamsLista, tz: string) => Promise<Record<string, unknown>[]>;
};

/** A report worked out whole from its parameters (small by nature): its title, columns, filter lines, rows and totals. */
export type ListaCalculada = {
  prefijo: (p: ParamsLista) => string;
  calcular: (
    db: DbOrTx,
    p: ParamsLista,
    tz: string,
  ) => Promise<{
    titulo: string;
    columnas: ColumnaArchivo[];
    filtros: [string, string][];
    filas: Record<string, unknown>[];
    totales: Record<string, number>;
  }>;
};

export type ListaExportable = ListaDeRegistros | ListaCalculada;
