// The export files cell by cell, without a database: what each column type writes in CSV and in .xlsx (empty
// cells, money with two decimals, changes in % with one, dates as the business's wall clock), the sheet's names,
// widths and bold rows, the totals row, and the order's line above the table. test/exportes.test.ts opens whole
// exports made through the API.

import { createRequire } from 'node:module';
import type { PassThrough } from 'node:stream';
import { mensajes } from '@aguavend/contract/messages';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import {
  type Archivo,
  type ColumnaArchivo,
  csv,
  fechaLeida,
  filtroDeOrden,
  letraDeColumna,
  relojDelNegocio,
  slug,
  xlsx,
} from './archivos.ts';

const TZ = 'America/Mexico_City';
const COLUMNAS: ColumnaArchivo[] = [
  { titulo: 'ID', campo: 'id', tipo: 'entero' },
  { titulo: 'Nombre', campo: 'nombre', tipo: 'texto' },
  { titulo: 'Monto', campo: 'monto', tipo: 'dinero' },
  { titulo: 'Fecha', campo: 'fecha', tipo: 'fechaHora' },
  { titulo: 'Leído', campo: 'nombre', tipo: 'texto', leer: (f, tz) => `${String(f.nombre)}@${tz}` },
];
// 00:10 of March 1st in Mexico City (UTC-6).
const FILAS = [
  { id: 1, nombre: 'Peña', monto: '12.5', fecha: '2026-03-01T06:10:00Z' },
  { id: 2, nombre: null, monto: null, fecha: null },
];

async function* lotes<T>(...l: T[][]) {
  for (const x of l) yield x;
}

const archivo = (extra: Partial<Archivo> = {}): Archivo => ({
  titulo: 'Ventas de la máquina',
  filtros: [
    ['Máquina', 'Centro'],
    ['Periodo', '01/03/2026 – 03/03/2026'],
  ],
  columnas: COLUMNAS,
  lotes: lotes(FILAS),
  totales: { monto: 12.5, id: 3 },
  etiquetaTotales: 'Totales',
  tz: TZ,
  ...extra,
});

async function bytes(s: NodeJS.ReadableStream) {
  const partes: Buffer[] = [];
  for await (const p of s) partes.push(Buffer.from(p as Buffer));
  return Buffer.concat(partes);
}

async function libroDe(a: Archivo, filasPorHoja?: number) {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load((await bytes(xlsx(a, filasPorHoja))) as unknown as ArrayBuffer);
  return libro;
}

describe('fechaLeida', () => {
  it('writes an instant as dd/mm/aaaa hh:mm of the business clock, midnight as 00', () => {
    expect(fechaLeida('2026-03-01T06:10:00Z', TZ)).toBe('01/03/2026 00:10');
    expect(fechaLeida(new Date('2026-12-31T23:05:00Z'), TZ)).toBe('31/12/2026 17:05');
    expect(fechaLeida('2026-03-01T06:10:00Z', 'UTC')).toBe('01/03/2026 06:10');
  });

  it('keeps the formatter of each time zone instead of building one per date (a log of many rows)', () => {
    const real = Intl.DateTimeFormat;
    let hechos = 0;
    Intl.DateTimeFormat = new Proxy(real, {
      construct(clase, args, nuevo) {
        hechos++;
        return Reflect.construct(clase, args, nuevo);
      },
    });
    try {
      // The zone's first date may build its formatter (unless an earlier run did); the next dates reuse it.
      fechaLeida('2026-03-01T06:10:00Z', 'Asia/Kathmandu');
      hechos = 0;
      expect(fechaLeida('2026-03-01T06:10:00Z', 'Asia/Kathmandu')).toBe('01/03/2026 11:55');
      expect(fechaLeida(new Date('2026-07-01T00:00:00Z'), 'Asia/Kathmandu')).toBe('01/07/2026 05:45');
    } finally {
      Intl.DateTimeFormat = real;
    }
    expect(hechos).toBe(0);
  });
});

describe('relojDelNegocio', () => {
  /** The wall clock read straight from Intl at each instant, to the second: what the clock must give. */
  const directo = (tz: string) => {
    const f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    return (ms: number) => {
      const p = Object.fromEntries(f.formatToParts(ms).map((x) => [x.type, Number(x.value)]));
      const n = (k: string) => p[k] ?? Number.NaN;
      return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
    };
  };

  // Each zone over the two days around a change of its offset (Lord Howe moves half an hour, Kathmandu is at +5:45
  // and does not move, Mexico City left daylight saving in 2022), every 7 min 13.5 s so each instant falls on
  // another second and, in turn, on every minute of the hour.
  it.each([
    ['America/New_York', '2026-03-07T12:00:00Z'],
    ['America/New_York', '2026-10-31T12:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T00:00:00Z'],
    ['Australia/Lord_Howe', '2026-10-03T00:00:00Z'],
    ['America/Mexico_City', '2022-10-29T12:00:00Z'],
    ['Asia/Kathmandu', '2026-01-01T00:00:00Z'],
    ['UTC', '2026-01-01T00:00:00Z'],
  ])('%s from %s: every instant as Intl reads it, to the second', (tz, desde) => {
    const reloj = relojDelNegocio(tz);
    const esperado = directo(tz);
    const inicio = Date.parse(desde);
    const distintos: string[] = [];
    for (let ms = inicio; ms < inicio + 2 * 86_400_000; ms += 433_500) {
      if (reloj(new Date(ms)).getTime() !== esperado(ms)) distintos.push(new Date(ms).toISOString());
    }
    expect(distintos).toEqual([]);
  });

  it('reads the zone once per hour at each end, not once per instant, even with two hours taken in turns', () => {
    const leer = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      const reloj = relojDelNegocio(TZ);
      const a = Date.parse('2026-03-01T06:00:00Z');
      // 60 instants of one hour and 60 of the next, alternately.
      for (let i = 0; i < 60; i++) {
        reloj(new Date(a + i * 60_000));
        reloj(new Date(a + 3_600_000 + i * 60_000));
      }
      expect(leer.mock.calls.length).toBeLessThanOrEqual(4);
    } finally {
      leer.mockRestore();
    }
  });
});

describe("the file's name and the order's line", () => {
  it('slug: plain lowercase letters and digits, one dash for any run of other signs, none at the ends', () => {
    expect(slug('Máquina  Ñandú -- Centro!')).toBe('maquina-nandu-centro');
    expect(slug('¡Café #2!')).toBe('cafe-2');
    expect(slug('¡¿ ?!')).toBe('');
  });

  it('filtroDeOrden: only a leading dash means descending; the field keeps any other dash', () => {
    const columnas: ColumnaArchivo[] = [
      { titulo: 'Monto', campo: 'monto', tipo: 'dinero' },
      { titulo: 'Día y hora', campo: 'dia-hora', tipo: 'fechaHora' },
    ];
    const { filtroOrden, ascendente, descendente } = mensajes.listas;
    expect(filtroDeOrden(columnas, 'monto')).toEqual([filtroOrden, `Monto, ${ascendente}`]);
    expect(filtroDeOrden(columnas, '-monto')).toEqual([filtroOrden, `Monto, ${descendente}`]);
    expect(filtroDeOrden(columnas, 'dia-hora')).toEqual([filtroOrden, `Día y hora, ${ascendente}`]);
    expect(filtroDeOrden(columnas, '-dia-hora')).toEqual([filtroOrden, `Día y hora, ${descendente}`]);
    // A field without a column is named as it is.
    expect(filtroDeOrden(columnas, '-sin-columna')).toEqual([filtroOrden, `sin-columna, ${descendente}`]);
  });
});

describe('csv', () => {
  it('is the table alone: the header, then each record with each cell by its type, in CRLF lines', async () => {
    const texto = (await bytes(csv(archivo()))).toString('utf8');
    expect(texto.startsWith('\uFEFF')).toBe(true);
    expect(texto.endsWith('\r\n')).toBe(true);
    expect(texto.replace(/\r\n/g, '')).not.toContain('\n');
    // No title, filters or totals: those are the .xlsx's.
    expect(parse(texto, { bom: true })).toEqual([
      ['ID', 'Nombre', 'Monto', 'Fecha', 'Leído'],
      ['1', 'Peña', '12.50', '01/03/2026 00:10', `Peña@${TZ}`],
      ['2', '', '', '', `null@${TZ}`],
    ]);
  });

  it('of a list without rows is the header alone', async () => {
    const texto = (await bytes(csv(archivo({ lotes: lotes([]) })))).toString('utf8');
    expect(texto).toBe('\uFEFFID,Nombre,Monto,Fecha,Leído\r\n');
  });
});

describe('a rate (a price per liter)', () => {
  const columnas: ColumnaArchivo[] = [
    { titulo: 'Litros', campo: 'litros', tipo: 'entero' },
    { titulo: 'Precio por litro', campo: 'precio', tipo: 'tasa' },
  ];
  // As the database hands a numeric(12, 4) over: a text.
  const a = () =>
    archivo({ filtros: [], columnas, lotes: lotes([{ litros: 120, precio: '0.3750' }]), totales: {} });

  it('is written with 4 decimals in CSV', async () => {
    expect(parse((await bytes(csv(a()))).toString('utf8'), { bom: true })).toEqual([
      ['Litros', 'Precio por litro'],
      ['120', '0.3750'],
    ]);
  });

  it('is a number cell in .xlsx, shown as money with 4 decimals', async () => {
    const celda = ((await libroDe(a())).worksheets[0] as ExcelJS.Worksheet).getRow(4).getCell(2);
    expect(celda.value).toBe(0.375);
    expect(celda.numFmt).toBe('"$"#,##0.0000');
  });
});

describe('a row without some of its fields', () => {
  it('writes those cells empty, in CSV and in .xlsx, whatever their type', async () => {
    const a = () => archivo({ columnas: COLUMNAS.slice(0, 4), lotes: lotes([{ id: 3 }]), totales: {} });
    const filas = parse((await bytes(csv(a()))).toString('utf8'), { bom: true }) as string[][];
    expect(filas).toEqual([
      ['ID', 'Nombre', 'Monto', 'Fecha'],
      ['3', '', '', ''],
    ]);
    const hoja = (await libroDe(a())).worksheets[0] as ExcelJS.Worksheet;
    expect(hoja.rowCount).toBe(6);
    expect([1, 2, 3, 4].map((i) => hoja.getRow(6).getCell(i).value)).toEqual([3, null, null, null]);
  });

  it('.xlsx: works out each style once, not once per cell or row, empty cells included', async () => {
    // ExcelJS's styles, as archivos.ts loads it (CommonJS): `_addStyle` writes a style's XML and looks it up, what a
    // style object seen before skips.
    const { prototype } = createRequire(import.meta.url)('exceljs/lib/xlsx/xform/style/styles-xform.js');
    const estilos = vi.spyOn(prototype, '_addStyle');
    try {
      const filas = Array.from({ length: 200 }, (_, i) => (i % 2 ? { id: i } : { ...FILAS[0], id: i }));
      await bytes(xlsx(archivo({ columnas: COLUMNAS.slice(0, 4), lotes: lotes(filas), totales: {} })));
      // The title, header and totals rows' few, and one per column type: far fewer than the 200 rows' 1,000.
      expect(estilos.mock.calls.length).toBeLessThan(20);
    } finally {
      estilos.mockRestore();
    }
  });
});

describe('a change in %', () => {
  const columnas: ColumnaArchivo[] = [
    { titulo: 'Producto', campo: 'producto', tipo: 'texto' },
    { titulo: 'Cambio', campo: 'cambio', tipo: 'porcentaje' },
  ];
  const a = () =>
    archivo({
      filtros: [],
      columnas,
      lotes: lotes([
        { producto: 'Garrafón', cambio: '12.34' },
        { producto: 'Hielo', cambio: -3 },
      ]),
      totales: {},
    });

  it('is written with one decimal in CSV', async () => {
    const filas = parse((await bytes(csv(a()))).toString('utf8'), { bom: true });
    expect(filas as string[][]).toEqual([
      ['Producto', 'Cambio'],
      ['Garrafón', '12.3'],
      ['Hielo', '-3.0'],
    ]);
  });

  it('is a number in .xlsx, shown with one decimal', async () => {
    const hoja = (await libroDe(a())).worksheets[0] as ExcelJS.Worksheet;
    expect([4, 5].map((n) => hoja.getRow(n).getCell(2).value)).toEqual([12.34, -3]);
    expect(hoja.getRow(4).getCell(2).numFmt).toBe('0.0');
  });
});

describe('xlsx', () => {
  it('writes numbers and wall-clock dates as cells, empty cells as empty, and the totals it has', async () => {
    const hoja = (await libroDe(archivo())).worksheets[0] as ExcelJS.Worksheet;
    expect(hoja.name).toBe('Ventas de la máquina');
    expect(hoja.getRow(1).getCell(1).value).toBe('Ventas de la máquina');
    // The first five cells of a row (an empty cell reads null).
    const fila = (n: number) => [1, 2, 3, 4, 5].map((i) => hoja.getRow(n).getCell(i).value);
    expect(fila(2)).toEqual(['Máquina', 'Centro', null, null, null]);
    expect(fila(4)).toEqual([null, null, null, null, null]);
    expect(fila(5)).toEqual(['ID', 'Nombre', 'Monto', 'Fecha', 'Leído']);
    expect(fila(6)).toEqual([1, 'Peña', 12.5, new Date('2026-03-01T00:10:00Z'), `Peña@${TZ}`]);
    expect(fila(7)).toEqual([2, null, null, null, `null@${TZ}`]);
    expect(fila(8)).toEqual(['Totales', null, 12.5, null, null]);
    expect(hoja.rowCount).toBe(8);
  });

  it('freezes the rows down to the header and puts filters on the header over the records, not the totals', async () => {
    const hoja = (await libroDe(archivo())).worksheets[0] as ExcelJS.Worksheet;
    expect(hoja.views).toEqual([expect.objectContaining({ state: 'frozen', ySplit: 5, topLeftCell: 'A6' })]);
    expect(hoja.autoFilter).toBe('A5:E7');
    // Without filter lines nor rows: the header is the third row, the filters the header alone.
    const vacia = (await libroDe(archivo({ filtros: [], lotes: lotes([]), totales: {} })))
      .worksheets[0] as ExcelJS.Worksheet;
    expect(vacia.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    expect(vacia.autoFilter).toBe('A3:E3');
  });

  it('names columns past Z as a spreadsheet does', () => {
    expect([1, 26, 27, 52, 53, 702, 703].map(letraDeColumna)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('formats the columns by type, makes the title, header and totals bold, and text columns wider', async () => {
    const hoja = (await libroDe(archivo())).worksheets[0] as ExcelJS.Worksheet;
    expect([1, 2, 3, 4].map((i) => hoja.getRow(6).getCell(i).numFmt)).toEqual([
      '#,##0',
      undefined,
      '"$"#,##0.00',
      'dd/mm/yyyy hh:mm',
    ]);
    expect([1, 2, 3, 4, 5].map((i) => hoja.getColumn(i).width)).toEqual([16, 28, 16, 16, 28]);
    expect(hoja.getRow(1).font).toMatchObject({ bold: true, size: 14 });
    expect(hoja.getRow(5).getCell(1).font).toMatchObject({ bold: true });
    expect(hoja.getRow(8).getCell(1).font).toMatchObject({ bold: true });
    expect(hoja.getRow(6).getCell(1).font?.bold).toBeFalsy();
  });

  it('cuts a long title to a sheet name of 31 characters, and to 24 plus the number on further sheets', async () => {
    const titulo = 'Categorías de transacción de cada máquina';
    const libro = await libroDe(
      archivo({ titulo, filtros: [], totales: {}, lotes: lotes([{ id: 1 }], [{ id: 2 }, { id: 3 }]) }),
      // Title, blank line and header take 3 rows: 2 data rows a sheet.
      5,
    );
    expect(libro.worksheets.map((h) => h.name)).toEqual([titulo.slice(0, 31), `${titulo.slice(0, 24)} (2)`]);
    expect(libro.worksheets.map((h) => h.rowCount)).toEqual([5, 4]);
  });

  it('writes its texts in their cells, with no table of shared strings (it would hold every text until the end)', async () => {
    const datos = await bytes(xlsx(archivo()));
    // A zip names its entries in plain bytes; exceljs writes xl/sharedStrings.xml only when it shares strings.
    expect(datos.includes('xl/worksheets/sheet1.xml')).toBe(true);
    expect(datos.includes('sharedStrings')).toBe(false);
  });
});

/** Batches of 100 rows, `n` in all, counting how many the writer has asked for. */
function contadas(n: number) {
  const c = { pedidas: 0 };
  async function* gen() {
    for (let i = 0; i < n; i += 100) {
      c.pedidas += 100;
      yield Array.from({ length: 100 }, (_, k) => ({ id: i + k, nombre: `Cliente ${i + k} `.repeat(4) }));
    }
  }
  return { c, lotes: gen() };
}

/** Waits until the writer stops asking for rows (two quiet looks 30 ms apart), at most about 3 s. */
async function quieto(c: { pedidas: number }) {
  let antes = -1;
  for (let i = 0; i < 100 && antes !== c.pedidas; i++) {
    antes = c.pedidas;
    await new Promise((r) => setTimeout(r, 30));
  }
}

describe('a file nobody reads yet', () => {
  // A slow download must not make the server read the whole list into memory: the writer waits for the reader.
  it.each([
    ['csv', csv],
    ['xlsx', (a: Archivo) => xlsx(a)],
  ] as const)('%s: stops reading rows until the file is read, then writes them all', async (_, escribir) => {
    const { c, lotes: l } = contadas(40_000);
    const s = escribir(archivo({ lotes: l, totales: {} }));
    await quieto(c);
    expect(c.pedidas).toBeLessThan(20_000);
    await bytes(s);
    expect(c.pedidas).toBe(40_000);
  });
});

describe('an .xlsx download nobody reads yet', () => {
  // Two queues hold the writer back: the zip's compressor (archivos.ts's compresorAlDia) and the download's own
  // buffer. Deflate shrinks the XML, so the compressor still takes rows long after the download is full: only the
  // download's buffer keeps the rows in the database, not in memory.
  it('asks for no batch while the download is full, and for all of them once it is read', async () => {
    const c = { pedidas: 0, conDescargaLlena: 0 };
    let s: PassThrough | undefined;
    let leyendo = false;
    async function* gen() {
      for (let i = 0; i < 10_000; i += 100) {
        c.pedidas += 100;
        if (!leyendo && s?.writableNeedDrain) c.conDescargaLlena++;
        yield Array.from({ length: 100 }, (_, k) => ({ id: i + k, nombre: `Cliente ${i + k} `.repeat(4) }));
      }
    }
    s = xlsx(archivo({ lotes: gen(), totales: {} })) as PassThrough;
    // Patient: the writer also pauses on its own while the zip starts the sheet. Done once the download is full and
    // no batch was asked for in 300 ms (or after about 10 s).
    const vistas: number[] = [];
    for (let i = 0; i < 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      vistas.push(c.pedidas);
      if (s.writableNeedDrain && vistas.length > 6 && vistas.at(-7) === c.pedidas) break;
    }
    expect(s.writableNeedDrain).toBe(true);
    expect(c.conDescargaLlena).toBe(0);
    expect(c.pedidas).toBeLessThan(10_000);
    leyendo = true;
    await bytes(s);
    expect(c.pedidas).toBe(10_000);
  });
});

describe('an error while reading the rows', () => {
  it.each([
    ['csv', csv],
    ['xlsx', (a: Archivo) => xlsx(a)],
  ] as const)('%s: reaches whoever reads the file, instead of a file cut short', async (_, escribir) => {
    async function* fallan() {
      yield FILAS;
      throw new Error('la base se cayó');
    }
    await expect(bytes(escribir(archivo({ lotes: fallan() })))).rejects.toThrow('la base se cayó');
  });
});
