// The shape of every export, generated from the table of exportable lists (LISTAS_EXPORTABLES), each list through
// its own API call over the demo's data, in both formats: the CSV is a plain table (the header row, then one row per
// record, as many as the list's `total`); the .xlsx keeps the title and filters above the table, freezes the header
// row, puts filters on it, writes money and rates as formatted number cells and ends with the list's totals, which
// equal the API's. A list added to the table without its call here fails the first test.
import { mensajes } from '@aguavend/contract/messages';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.ts';
import type { ParamsLista } from '../../db/listas.ts';
import { type ColumnaArchivo, letraDeColumna } from './archivos.ts';
import { LISTAS_EXPORTABLES, type NombreLista } from './listas.ts';

const t = await useTestApp({ seedDemo: true });
const db = t.database.db;
const l = mensajes.listas;
let admin: string;

/** Values read from the demo (not from the clock), for the calls that need them. */
const demo = { id_maquina: 0, id_tienda: 0, desde: '', hasta: '' };

/** Each exportable list's call and a body that gives it rows in the demo. */
const LLAMADAS: Record<NombreLista, { url: string; cuerpo: () => Record<string, unknown> }> = {
  reporte: {
    url: '/negocio/reporte',
    cuerpo: () => ({ por: 'maquina', desde: demo.desde, hasta: demo.hasta, orden: '-ventas' }),
  },
  ventas: { url: '/venta/maquina/totales', cuerpo: () => ({ id_maquina: demo.id_maquina, orden: '-monto' }) },
  anual: { url: '/venta/maquina/total/anual', cuerpo: () => ({ id_maquina: demo.id_maquina }) },
  egresos: { url: '/egresos', cuerpo: () => ({ id_maquina: demo.id_maquina }) },
  alertas: { url: '/alertas', cuerpo: () => ({}) },
  cortes: { url: '/cortes', cuerpo: () => ({ id_maquina: demo.id_maquina, orden: 'fecha' }) },
  depositos: { url: '/depositos', cuerpo: () => ({}) },
  roles: { url: '/rolmod/roles', cuerpo: () => ({}) },
  modulos: { url: '/rolmod/modulos', cuerpo: () => ({}) },
  urls: { url: '/rolmod/urls', cuerpo: () => ({}) },
  usuarios: { url: '/users', cuerpo: () => ({}) },
  bitacora: { url: '/bitacora', cuerpo: () => ({ buscar: 'maquinas' }) },
  maquinas: { url: '/maquina', cuerpo: () => ({}) },
  productos: { url: '/producto', cuerpo: () => ({}) },
  categorias: { url: '/cat/categorias/trans', cuerpo: () => ({}) },
  tiendas: { url: '/tienda', cuerpo: () => ({}) },
  domicilios: { url: '/domicilio', cuerpo: () => ({ id_tienda: demo.id_tienda }) },
  estados: { url: '/estado-cuenta', cuerpo: () => ({}) },
  pagos: { url: '/pago', cuerpo: () => ({}) },
  registrosSanitarios: { url: '/registro-sanitario', cuerpo: () => ({}) },
};

/** Number cells and their formats, by column type. */
const FORMATOS: Partial<Record<ColumnaArchivo['tipo'], string>> = {
  entero: '#,##0',
  dinero: '"$"#,##0.00',
  tasa: '"$"#,##0.0000',
  porcentaje: '0.0',
};

const filasDe = <T>(r: { rows?: T[] } | T[]) => (Array.isArray(r) ? r : (r.rows ?? []));

beforeAll(async () => {
  admin = await t.login();
  // The machine of the demo's latest corte: its sales are cortes' sales, at a price per liter.
  const [maquina] = filasDe<{ id: number }>(
    (await db.execute(sql`select id_maquina as id from cortes order by id_corte desc limit 1`)) as never,
  );
  const [tienda] = filasDe<{ id: number }>(
    (await db.execute(sql`select id_tienda as id from domicilios order by id_domicilio limit 1`)) as never,
  );
  // The days the demo's sales span, in the business's zone.
  const [dias] = filasDe<{ desde: string; hasta: string }>(
    (await db.execute(sql`select
        to_char(min(fecha_transaccion) at time zone ${t.config.businessTz}, 'YYYY-MM-DD') as desde,
        to_char(max(fecha_transaccion) at time zone ${t.config.businessTz}, 'YYYY-MM-DD') as hasta
      from ventas_maquina`)) as never,
  );
  Object.assign(demo, { id_maquina: maquina?.id, id_tienda: tienda?.id, ...dias });
});

/** The list's own page: its `total` and `totales` for the same filters. */
async function pagina(nombre: NombreLista) {
  const { url, cuerpo } = LLAMADAS[nombre];
  const res = await t.post(url, { ...cuerpo(), pagina: 1, por_pagina: 10 }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    total: number;
    totales?: Record<string, number>;
    resultados: Record<string, unknown>[];
  };
}

async function descargar(nombre: NombreLista, formato: 'csv' | 'xlsx') {
  const { url, cuerpo } = LLAMADAS[nombre];
  const res = await t.post(url, { ...cuerpo(), formato }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const archivo = await t.app.inject({ method: 'GET', url: res.body.resultados[0].url });
  expect(archivo.statusCode).toBe(200);
  return archivo.rawPayload;
}

/** The file's title and columns, as the table of lists declares them (a report works them out from its call). */
async function declarada(nombre: NombreLista) {
  const def = LISTAS_EXPORTABLES[nombre];
  if (!('calcular' in def)) return { titulo: def.titulo, columnas: def.columnas };
  const { titulo, columnas } = await def.calcular(
    db,
    LLAMADAS[nombre].cuerpo() as ParamsLista,
    t.config.businessTz,
  );
  return { titulo, columnas };
}

async function hojaDe(datos: Buffer) {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(datos as unknown as ArrayBuffer);
  expect(libro.worksheets).toHaveLength(1);
  return libro.worksheets[0] as ExcelJS.Worksheet;
}

const valoresDe = (hoja: ExcelJS.Worksheet, n: number, columnas: number) =>
  Array.from({ length: columnas }, (_, i) => hoja.getRow(n).getCell(i + 1).value);

describe('every export', () => {
  it('has its call here: every list of the table, no other', () => {
    expect(Object.keys(LLAMADAS).sort()).toEqual(Object.keys(LISTAS_EXPORTABLES).sort());
  });

  for (const nombre of Object.keys(LISTAS_EXPORTABLES) as NombreLista[]) {
    it(`${nombre}, CSV: the header row, then one row per record of the list, each with every column, nothing else`, async () => {
      // One after another: a list call may bring the data up to date first (the alerts do).
      const datos = await descargar(nombre, 'csv');
      const { total } = await pagina(nombre);
      const { columnas } = await declarada(nombre);
      expect(datos.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      // Strict: csv-parse refuses a row whose number of cells differs from the first's.
      const filas = parse(datos, { bom: true }) as string[][];
      expect(filas[0]).toEqual(columnas.map((c) => c.titulo));
      expect(filas.length - 1).toBe(total);
      // No line of the .xlsx's around the table (its totals) is among the records.
      expect(filas.slice(1).filter((f) => f[0] === l.totales)).toEqual([]);
    });

    it(`${nombre}, .xlsx: title and filters above, the header frozen with filters on, number cells, its totals`, async () => {
      const datos = await descargar(nombre, 'xlsx');
      const api = await pagina(nombre);
      const { titulo, columnas } = await declarada(nombre);
      const hoja = await hojaDe(datos);
      const n = columnas.length;
      const titulos = JSON.stringify(columnas.map((c) => c.titulo));
      let cabecera = 1;
      while (cabecera < 20 && JSON.stringify(valoresDe(hoja, cabecera, n)) !== titulos) cabecera++;
      expect(valoresDe(hoja, cabecera, n)).toEqual(columnas.map((c) => c.titulo));
      // Above the table: the title, one label and value per filter, a blank line.
      expect(hoja.getRow(1).getCell(1).value).toBe(titulo);
      for (let f = 2; f < cabecera - 1; f++) {
        const [etiqueta, valor, ...resto] = valoresDe(hoja, f, n);
        expect(typeof etiqueta, `fila ${f}`).toBe('string');
        expect(valor, `fila ${f}`).not.toBeNull();
        expect(resto.every((v) => v === null)).toBe(true);
      }
      expect(valoresDe(hoja, cabecera - 1, n).every((v) => v === null)).toBe(true);
      const lineas = Array.from({ length: cabecera - 3 }, (_, k) => valoresDe(hoja, k + 2, 2));
      const { buscar, orden } = LLAMADAS[nombre].cuerpo();
      if (buscar) expect(lineas).toContainEqual([l.filtroBusqueda, buscar]);
      if (orden) expect(lineas.map((f) => f[0])).toContain(l.filtroOrden);
      // The header row stays in view, and its filters cover the records, not the totals.
      expect(hoja.views[0]).toMatchObject({ state: 'frozen', ySplit: cabecera });
      const ultima = cabecera + api.total;
      expect(hoja.autoFilter).toBe(`A${cabecera}:${letraDeColumna(n)}${ultima}`);
      // Money, rates, counts and changes: number cells with their format.
      for (const [i, c] of columnas.entries()) {
        const formato = FORMATOS[c.tipo];
        if (!formato) continue;
        for (let f = cabecera + 1; f <= ultima; f++) {
          const celda = hoja.getRow(f).getCell(i + 1);
          if (celda.value === null) continue;
          expect(typeof celda.value, `${c.titulo}, fila ${f}`).toBe('number');
          expect(celda.numFmt, `${c.titulo}, fila ${f}`).toBe(formato);
        }
      }
      // The totals row, where the list sums something, with the API's figures.
      const totales = api.totales ?? {};
      const sumadas = columnas.flatMap((c, i) => (c.campo in totales && i > 0 ? [[c, i] as const] : []));
      if (Object.keys(totales).length === 0) {
        expect(hoja.rowCount).toBe(ultima);
      } else {
        expect(hoja.rowCount).toBe(ultima + 1);
        expect(hoja.getRow(ultima + 1).getCell(1).value).toBe(l.totales);
        expect(sumadas.length).toBeGreaterThan(0);
        for (const [c, i] of sumadas) {
          expect(hoja.getRow(ultima + 1).getCell(i + 1).value, c.titulo).toBe(totales[c.campo]);
        }
      }
    });
  }
});
