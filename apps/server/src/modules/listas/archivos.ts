// The files a list exports, written as the rows arrive from the database: CSV (a plain table, the header row and
// the records only, UTF-8 with a BOM so Excel in Spanish opens the accents right) and .xlsx (the title and filters
// above the table, a frozen header row with filters on, real numbers and dates in cells, money and rates formatted,
// and a totals row). Memory holds one batch of rows, whatever the list's size.

import { once } from 'node:events';
import { createRequire } from 'node:module';
import { PassThrough, pipeline, type Readable, Transform, type Writable } from 'node:stream';
import { setImmediate as turno } from 'node:timers/promises';
import { mensajes } from '@aguavend/contract/messages';
import { stringify } from 'csv-stringify';
import type ExcelJS from 'exceljs';

/**
 * `porcentaje`: a change in %, with one decimal (12.5 for ▲ 12.5 %). `tasa`: a rate with 4 decimals (a price per
 * liter, an amount per unit: contract §8), a number cell like money.
 */
export type TipoColumna = 'texto' | 'entero' | 'dinero' | 'tasa' | 'porcentaje' | 'fechaHora';
export type ColumnaArchivo = {
  titulo: string;
  campo: string;
  tipo: TipoColumna;
  /** The cell's value when it is not the row's `campo` as stored (a readable name, a summary). */
  leer?: (fila: Record<string, unknown>, tz: string) => unknown;
};

/** 'Máquina Centro' → 'maquina-centro', for a file's name. */
export const slug = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** '2026-11-24' → '24/11/2026'. */
export const diaLeido = (dia: string) => dia.split('-').reverse().join('/');

/** The line that tells a file's order: 'Orden: Monto, descendente'. */
export function filtroDeOrden(columnas: ColumnaArchivo[], orden: string): [string, string] {
  const campo = orden.replace(/^-/, '');
  const titulo = columnas.find((c) => c.campo === campo)?.titulo ?? campo;
  return [
    mensajes.listas.filtroOrden,
    `${titulo}, ${orden.startsWith('-') ? mensajes.listas.descendente : mensajes.listas.ascendente}`,
  ];
}

/** A list without money or quantities (the audit log, the catalogs) ends without a totals row. */
const conTotales = (a: Archivo) => Object.keys(a.totales).length > 0;

const valorDe = (c: ColumnaArchivo, fila: Record<string, unknown>, tz: string) =>
  c.leer ? c.leer(fila, tz) : fila[c.campo];

export type Archivo = {
  /** 'Ventas de la máquina': the sheet's title. */
  titulo: string;
  /** Lines above the table: ['Máquina', 'Máquina Centro'], ['Periodo', '01/11/2026 – 15/11/2026']… */
  filtros: [string, string][];
  columnas: ColumnaArchivo[];
  /** The list's rows, a batch at a time, in its order. */
  lotes: AsyncIterable<Record<string, unknown>[]>;
  /** The sums of the whole filtered list, by field, for the totals row. */
  totales: Record<string, number>;
  etiquetaTotales: string;
  /** The business's time zone: dates are written as its wall clock. */
  tz: string;
};

/** Rows per worksheet: Excel's limit, the header and the filters above included. */
export const FILAS_POR_HOJA = 1_048_576;

/** A zone's clock: an instant as the business's wall clock, in the fields of a UTC date (what a spreadsheet holds). */
export function relojDelNegocio(tz: string) {
  const partes = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  /** The wall clock's fields at an instant, as the UTC milliseconds of those fields (its seconds, not beyond). */
  const pared = (ms: number) => {
    const p: Record<string, number> = {};
    for (const x of partes.formatToParts(ms)) p[x.type] = Number(x.value);
    const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = p;
    return Date.UTC(year, month - 1, day, hour, minute, second);
  };
  // Reading the clock costs microseconds, a million-row export seconds: the zone's offset is read once per UTC hour,
  // at both of its ends, and used for every instant of that hour when both agree (no change of offset inside it);
  // an hour in which the offset changes reads each of its instants. An offset is whole seconds, so adding it to an
  // instant gives the same fields.
  const desfases = new Map<number, number | null>();
  return (d: Date) => {
    const ms = d.getTime();
    const hora = Math.floor(ms / HORA_MS) * HORA_MS;
    let desfase = desfases.get(hora);
    if (desfase === undefined) {
      const alEmpezar = pared(hora) - hora;
      desfase = pared(hora + HORA_MS) - (hora + HORA_MS) === alEmpezar ? alEmpezar : null;
      if (desfases.size >= 100_000) desfases.clear();
      desfases.set(hora, desfase);
    }
    return new Date(desfase === null ? pared(ms) : Math.floor((ms + desfase) / 1000) * 1000);
  };
}
const HORA_MS = 3_600_000;

/** dd/mm/aaaa hh:mm of an instant in the business's time zone, as the files write dates inside a text. */
export function fechaLeida(instante: string | Date, tz: string) {
  // A formatter costs more to build than to use: one per zone, kept.
  let reloj = relojes.get(tz);
  if (!reloj) {
    reloj = relojDelNegocio(tz);
    relojes.set(tz, reloj);
  }
  return textoFecha(reloj(new Date(instante)));
}
const relojes = new Map<string, ReturnType<typeof relojDelNegocio>>();

/** dd/mm/aaaa hh:mm of a wall-clock date. */
const textoFecha = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()} ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;

/**
 * Joins the CSV's one-record chunks into pieces of about 64 KiB. A download goes through a compressor (API answers
 * over 1 KB are compressed), and Node's compressors work chunk by chunk on the thread pool: a million one-line chunks
 * were a million round trips, and made a million-row export four times slower.
 */
function enTrozos(tamano = 64 * 1024): Transform {
  let partes: Buffer[] = [];
  let juntos = 0;
  const soltar = () => {
    const trozo = Buffer.concat(partes, juntos);
    partes = [];
    juntos = 0;
    return trozo;
  };
  return new Transform({
    transform(chunk: Buffer, _codificacion, listo) {
      partes.push(chunk);
      juntos += chunk.length;
      listo(null, juntos >= tamano ? soltar() : undefined);
    },
    flush(listo) {
      listo(null, juntos > 0 ? soltar() : undefined);
    },
  });
}

/** What a spreadsheet runs as a formula when a cell starts with it (Apple Numbers also reads the full-width forms). */
const FORMULA = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NUMERO = /^-?\d+(?:\.\d+)?$/;

/**
 * Every text of a CSV passes here (cells, title, filter lines, headers): one an operator typed (an expense's
 * description, a store's name, a search) could run as a formula in the ADMIN's spreadsheet, so one that starts like
 * a formula is written after a single quote and quoted, as OWASP's CSV injection advice says. A text that is only a
 * number (an amount, a negative longitude) runs nothing and keeps its sign. The .xlsx needs none of this: its cells
 * are typed strings.
 */
const celdaSinFormula = (texto: string) =>
  FORMULA.test(texto) && !NUMERO.test(texto) ? { value: `'${texto}`, quoted: true } : texto;

/**
 * The CSV is the table alone: the header row, then one row per record. A program that imports it (a spreadsheet's
 * import, a database's COPY, pandas) takes the first row as the columns and every other as a record, so the title,
 * filters and totals, which the .xlsx keeps, would each arrive as a broken record.
 */
export function csv(a: Archivo): Readable {
  const reloj = relojDelNegocio(a.tz);
  const salida = stringify({ bom: true, record_delimiter: 'windows', cast: { string: celdaSinFormula } });
  const celda = (c: ColumnaArchivo, v: unknown) => {
    if (v === null || v === undefined) return '';
    if (c.tipo === 'fechaHora') return textoFecha(reloj(new Date(v as string | Date)));
    if (c.tipo === 'dinero') return Number(v).toFixed(2);
    if (c.tipo === 'tasa') return Number(v).toFixed(4);
    if (c.tipo === 'porcentaje') return Number(v).toFixed(1);
    return v;
  };
  void (async () => {
    try {
      salida.write(a.columnas.map((c) => c.titulo));
      for await (const lote of a.lotes) {
        for (const fila of lote) {
          // Backpressure: wait while the client reads what is queued.
          if (!salida.write(a.columnas.map((c) => celda(c, valorDe(c, fila, a.tz))))) {
            await new Promise((r) => salida.once('drain', r));
          }
        }
      }
      salida.end();
    } catch (err) {
      salida.destroy(err as Error);
    }
  })();
  // pipeline, not pipe: an error in the rows reaches the download, and a download closed early stops the rows.
  return pipeline(salida, enTrozos(), () => {});
}

/** A column's letters in a sheet: 1 → A, 27 → AA. */
export function letraDeColumna(n: number): string {
  let letras = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26))
    letras = String.fromCharCode(65 + ((k - 1) % 26)) + letras;
  return letras;
}

const FORMATO_CELDA: Record<TipoColumna, string | undefined> = {
  texto: undefined,
  entero: '#,##0',
  dinero: '"$"#,##0.00',
  tasa: '"$"#,##0.0000',
  porcentaje: '0.0',
  fechaHora: 'dd/mm/yyyy hh:mm',
};

/**
 * Waits until the zip's compressor has taken what the sheet wrote. exceljs hands each sheet's XML to the compressor
 * without waiting for it (its stream buffer ignores backpressure, and keeps the XML itself until the zip starts the
 * sheet), so a database faster than deflate piled the XML up in memory: 200 MiB for a million rows. Reaches into
 * exceljs's sheet stream, whose shape its tests pin (archivos.test.ts).
 */
/** The stream the zip reads a sheet through (readable-stream 2, which keeps its queue in `_writableState`). */
type Compresor = Writable & { _writableState?: { length: number; needDrain: boolean } };

export async function compresorAlDia(hoja: unknown) {
  const flujo = (hoja as { stream?: { pipes?: Compresor[]; buffers?: unknown[] } }).stream;
  while (flujo && (flujo.pipes?.length ?? 0) === 0 && (flujo.buffers?.length ?? 0) > 1) await turno();
  const compresor = flujo?.pipes?.[0];
  if (compresor?._writableState?.needDrain) await once(compresor, 'drain');
}

// exceljs takes about 0.4 s to load: it loads on the first .xlsx export, not while the server starts (docs/decisions/028).
let excel: typeof ExcelJS | undefined;
const exceljs = () => {
  excel ??= createRequire(import.meta.url)('exceljs') as typeof ExcelJS;
  return excel;
};

export function xlsx(a: Archivo, filasPorHoja = FILAS_POR_HOJA): Readable {
  const reloj = relojDelNegocio(a.tz);
  const salida = new PassThrough();
  const libro = new (exceljs().stream.xlsx.WorkbookWriter)({
    stream: salida,
    useStyles: true,
    useSharedStrings: false,
  });
  // One style object per column, given to each of its cells: exceljs remembers a style by its object, and a row's
  // cells each got a copy of their column's, whose XML it wrote and looked up again for every cell (9 of the
  // 61 s of a million-row export). The same for the rows' own (empty) style.
  const estilos = a.columnas.map((c) => {
    const numFmt = FORMATO_CELDA[c.tipo];
    return numFmt ? { numFmt } : {};
  });
  const sinEstilo = {};
  // The header's row: below the title, the filter lines and a blank line.
  const cabecera = a.filtros.length + 3;
  let filas = 0;
  let hojas = 0;
  const nuevaHoja = () => {
    hojas++;
    // A sheet's name has at most 31 characters; the second and later say which they are. Everything down to the
    // header row stays in view while the records scroll (a view is written when the sheet starts, so it is given here).
    const hoja = libro.addWorksheet(
      hojas > 1 ? `${a.titulo.slice(0, 24)} (${hojas})` : a.titulo.slice(0, 31),
      { views: [{ state: 'frozen', xSplit: 0, ySplit: cabecera }] },
    );
    hoja.columns = a.columnas.map((c, i) => ({
      key: c.campo,
      width: c.tipo === 'texto' ? 28 : 16,
      style: estilos[i],
    }));
    const titulo = hoja.addRow([a.titulo]);
    titulo.font = { bold: true, size: 14 };
    titulo.commit();
    for (const f of a.filtros) hoja.addRow(f).commit();
    hoja.addRow([]).commit();
    const titulos = hoja.addRow(a.columnas.map((c) => c.titulo));
    titulos.font = { bold: true };
    titulos.commit();
    filas = cabecera;
    return hoja;
  };
  // Filters on the header over the records of the sheet, not the totals row below them: sorting or filtering the
  // records leaves the totals where they are. Written when the sheet is committed, so set once its rows are known.
  const conFiltros = (hoja: ExcelJS.Worksheet) => {
    hoja.autoFilter = `A${cabecera}:${letraDeColumna(a.columnas.length)}${filas}`;
  };
  const valor = (c: ColumnaArchivo, v: unknown) => {
    if (v === null || v === undefined) return null;
    if (c.tipo === 'fechaHora') return reloj(new Date(v as string | Date));
    if (c.tipo !== 'texto') return Number(v);
    return String(v);
  };
  void (async () => {
    try {
      let hoja = nuevaHoja();
      for await (const lote of a.lotes) {
        for (const fila of lote) {
          if (filas >= filasPorHoja) {
            conFiltros(hoja);
            hoja.commit();
            hoja = nuevaHoja();
          }
          const f = hoja.addRow(a.columnas.map((c) => valor(c, valorDe(c, fila, a.tz))));
          (f as unknown as { style: object }).style = sinEstilo;
          f.eachCell({ includeEmpty: true }, (celda, n) => {
            celda.style = estilos[n - 1] as ExcelJS.Style;
          });
          f.commit();
          filas++;
        }
        // Let the compressor and the zip stream drain between batches.
        await compresorAlDia(hoja);
        if (salida.writableNeedDrain) await new Promise((r) => salida.once('drain', r));
      }
      conFiltros(hoja);
      if (conTotales(a)) {
        const total = hoja.addRow(
          a.columnas.map((c, i) =>
            i === 0 ? a.etiquetaTotales : c.campo in a.totales ? valor(c, a.totales[c.campo]) : null,
          ),
        );
        total.font = { bold: true };
        total.commit();
      }
      hoja.commit();
      await libro.commit();
    } catch (err) {
      salida.destroy(err as Error);
    }
  })();
  return salida;
}
