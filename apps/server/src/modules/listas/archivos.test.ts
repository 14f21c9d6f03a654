// The .xlsx writer past a sheet's row limit: the rows go on in further sheets, each with its header, and the
// totals row closes the last one. Excel's real limit (1,048,576) is scaled down to a handful of rows here. The CSV
// writer's pieces.
import { PassThrough } from 'node:stream';
import { setImmediate as turno } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { compresorAlDia, csv, xlsx } from './archivos.ts';

async function* lotes(n: number) {
  for (let i = 1; i <= n; i += 3)
    yield Array.from({ length: Math.min(3, n - i + 1) }, (_, k) => ({ id: i + k }));
}

describe('xlsx', () => {
  it('continues on further sheets when one is full, and every row is in one of them, once', async () => {
    const stream = xlsx(
      {
        titulo: 'Ventas de la máquina',
        filtros: [['Máquina', 'Centro']],
        columnas: [{ titulo: 'ID', campo: 'id', tipo: 'entero' }],
        lotes: lotes(12),
        totales: { id: 78 },
        etiquetaTotales: 'Totales',
        tz: 'America/Mexico_City',
      },
      // Title, one filter, a blank line and the header take 4 rows: 5 data rows a sheet.
      9,
    );
    const partes: Buffer[] = [];
    for await (const p of stream) partes.push(p as Buffer);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(Buffer.concat(partes) as unknown as ArrayBuffer);
    expect(libro.worksheets.map((h) => h.name)).toEqual([
      'Ventas de la máquina',
      'Ventas de la máquina (2)',
      'Ventas de la máquina (3)',
    ]);
    const ids = libro.worksheets.flatMap((h) =>
      (h.getSheetValues() as unknown[][]).flatMap((f) => (f && typeof f[1] === 'number' ? [f[1]] : [])),
    );
    expect(ids).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    for (const h of libro.worksheets) expect(h.getRow(4).getCell(1).value).toBe('ID');
    expect(libro.worksheets.at(-1)?.lastRow?.getCell(1).value).toBe('Totales');
    // Each sheet keeps its header in view, with filters over its own records.
    for (const h of libro.worksheets) expect(h.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    expect(libro.worksheets.map((h) => h.autoFilter)).toEqual(['A4:A9', 'A4:A9', 'A4:A6']);
  });

  it('ends without a totals row when the list sums nothing', async () => {
    const stream = xlsx({
      titulo: 'Bitácora',
      filtros: [],
      columnas: [{ titulo: 'ID', campo: 'id', tipo: 'entero' }],
      lotes: lotes(3),
      totales: {},
      etiquetaTotales: 'Totales',
      tz: 'America/Mexico_City',
    });
    const partes: Buffer[] = [];
    for await (const p of stream) partes.push(p as Buffer);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(Buffer.concat(partes) as unknown as ArrayBuffer);
    expect(libro.worksheets[0]?.lastRow?.getCell(1).value).toBe(3);
  });
});

describe('compresorAlDia', () => {
  // exceljs's sheet stream, read from outside: if its shape changed, the export would pile a million rows of XML
  // up in memory again, without any other test noticing.
  it("finds the compressor behind a sheet and waits until it has taken the sheet's XML", async () => {
    const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough().resume() });
    const hoja = libro.addWorksheet('Ventas');
    type Cola = { _writableState: { length: number; needDrain: boolean } };
    const flujo = (hoja as unknown as { stream: { pipes: Cola[] } }).stream;
    let lleno = false;
    for (let i = 0; i < 2000 && !lleno; i++) {
      hoja.addRow([i, 'Garrafón 20 L (relleno)'.repeat(20)]).commit();
      lleno = flujo.pipes[0]?._writableState.needDrain === true;
      if (flujo.pipes.length === 0) await turno();
    }
    expect(lleno).toBe(true);
    await compresorAlDia(hoja);
    expect(flujo.pipes[0]?._writableState.needDrain).toBe(false);
    hoja.commit();
    await libro.commit();
  });
});

describe('compresorAlDia, on a sheet stream of its shape', () => {
  const pendiente = async (espera: Promise<void>) => {
    let lista = false;
    void espera.then(() => {
      lista = true;
    });
    for (let i = 0; i < 5; i++) await turno();
    return !lista;
  };

  it('waits while the XML piles up before the zip reads the sheet, until it has taken all but one piece', async () => {
    const flujo = { pipes: [] as PassThrough[], buffers: ['<row/>', '<row/>'] };
    const espera = compresorAlDia({ stream: flujo });
    expect(await pendiente(espera)).toBe(true);
    flujo.buffers = ['<row/>'];
    await espera;
  });

  it('does not wait with one piece or none waiting, with the zip already reading, or without a stream', async () => {
    for (const hoja of [
      { stream: { pipes: [], buffers: ['<row/>'] } },
      { stream: { pipes: [], buffers: [] } },
      { stream: { buffers: ['<row/>'] } },
      { stream: { pipes: [new PassThrough()], buffers: ['<row/>', '<row/>'] } },
      {},
    ]) {
      expect(await pendiente(compresorAlDia(hoja)), JSON.stringify(hoja)).toBe(false);
    }
  });
});

describe('csv', () => {
  it('sends its rows in pieces of about 64 KiB, not one per row (a compressor works piece by piece)', async () => {
    const stream = csv({
      titulo: 'Ventas',
      filtros: [],
      columnas: [{ titulo: 'ID', campo: 'id', tipo: 'entero' }],
      lotes: lotes(30_000),
      totales: { id: 0 },
      etiquetaTotales: 'Totales',
      tz: 'America/Mexico_City',
    });
    const partes: Buffer[] = [];
    for await (const p of stream) partes.push(p as Buffer);
    const texto = Buffer.concat(partes).toString('utf8');
    expect(texto.split('\r\n').filter((l) => /^\d+$/.test(l))).toHaveLength(30_000);
    // About 200 KiB of rows: four pieces, every one but the last at least 64 KiB.
    expect(partes.length).toBeLessThan(10);
    for (const p of partes.slice(0, -1)) expect(p.length).toBeGreaterThanOrEqual(64 * 1024);
  });
});
