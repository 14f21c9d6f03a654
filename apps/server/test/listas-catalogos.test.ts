// The catalogs' list calls (machines, products, transaction categories) with the list parameters: a page and its
// count, sort by each field the contract names (both ways, ties broken by the key), search without regard to case or
// accents, Spanish refusals, the exports opened as files, and, without `pagina`, the whole catalog by name as the
// selects of every screen have always read it. The sort cases are generated from the contract's ORDEN_ lists.
import { ORDEN_CATEGORIAS } from '@aguavend/contract/categorias';
import { ORDEN_MAQUINAS } from '@aguavend/contract/maquinas';
import { mensajes } from '@aguavend/contract/messages';
import { ORDEN_PRODUCTOS } from '@aguavend/contract/productos';
import { parse } from 'csv-parse/sync';
import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultarLista, type DefLista, recorrerLista } from '../src/db/listas.ts';
import * as catalogos from '../src/modules/catalogos/catalogos.repository.ts';
import { BUSCABLES, ORDENABLES } from './fixtures/textos-de-lista.ts';
import { nonAdminToken, useTestApp } from './helpers.ts';

const t = await useTestApp();
const g = mensajes.general;
const l = mensajes.listas;
const uc = mensajes.uiCatalogos;
const TZ = 'America/Mexico_City';
let admin: string;
let operador: string;

type Fila = Record<string, unknown>;

type Catalogo = {
  url: string;
  alta: string;
  campos: readonly string[];
  clave: string;
  /** The name field: the list's own order and what the search cases read. */
  texto: string;
  /** Each `i`th record's body, its name `texto`; values repeat, so sorting by them must break ties. */
  cuerpo: (texto: string, i: number) => Fila;
  sumas: readonly string[];
  /** The file's title, name and columns (header and field), as the screen's labels name them. */
  titulo: string;
  archivo: string;
  columnas: { titulo: string; campo: string }[];
  def: DefLista;
  consulta: (db: typeof t.database.db) => (donde: SQL | undefined) => PgSelect;
};

const CATALOGOS: Catalogo[] = [
  {
    url: '/maquina',
    alta: '/maquina/new',
    campos: ORDEN_MAQUINAS,
    clave: 'id_maquina',
    texto: 'nombre',
    cuerpo: (nombre, i) => ({ nombre, estatus: i % 3 ? 'ACTIVA' : 'INACTIVA' }),
    sumas: [],
    titulo: uc.maquinas,
    archivo: 'maquinas',
    columnas: [
      { titulo: mensajes.uiVentas.colId, campo: 'id_maquina' },
      { titulo: uc.nombre, campo: 'nombre' },
      { titulo: uc.estatus, campo: 'estatus' },
      { titulo: uc.numeroSerie, campo: 'numero_serie' },
      { titulo: uc.marcaModelo, campo: 'marca_modelo' },
      { titulo: uc.fechaInstalacion, campo: 'fecha_instalacion' },
    ],
    def: catalogos.LISTA_MAQUINAS,
    consulta: catalogos.consultaMaquinas,
  },
  {
    url: '/producto',
    alta: '/producto/new',
    campos: ORDEN_PRODUCTOS,
    clave: 'id_producto',
    texto: 'nombre',
    cuerpo: (nombre, i) => ({
      nombre,
      descripcion: i % 4 ? `d${i}` : null,
      precio: [10, 12.5, 0.01, 10][i % 4],
      stock: (i * 7) % 5,
      stock_minimo: (i * 3) % 4,
    }),
    sumas: ['stock'],
    titulo: uc.productos,
    archivo: 'productos',
    columnas: [
      { titulo: mensajes.uiVentas.colId, campo: 'id_producto' },
      { titulo: uc.nombre, campo: 'nombre' },
      { titulo: uc.descripcion, campo: 'descripcion' },
      { titulo: uc.precio, campo: 'precio' },
      { titulo: uc.stock, campo: 'stock' },
      { titulo: uc.stockMinimo, campo: 'stock_minimo' },
      { titulo: uc.tasaIva, campo: 'iva' },
    ],
    def: catalogos.LISTA_PRODUCTOS,
    consulta: catalogos.consultaProductos,
  },
  {
    url: '/cat/categorias/trans',
    alta: '/cat/categorias/trans/new',
    campos: ORDEN_CATEGORIAS,
    clave: 'id_categoria_transaccion',
    texto: 'tipo',
    cuerpo: (tipo, i) => ({ tipo, clase: i % 2 ? 'VENTA' : 'EGRESO', highlight: i % 3 === 0 }),
    sumas: [],
    titulo: uc.categoriasTransaccion,
    archivo: 'categorias-transaccion',
    columnas: [
      { titulo: mensajes.uiVentas.colId, campo: 'id_categoria_transaccion' },
      { titulo: uc.tipo, campo: 'tipo' },
      { titulo: uc.clase, campo: 'clase' },
      { titulo: uc.destacada, campo: 'highlight' },
    ],
    def: catalogos.LISTA_CATEGORIAS,
    consulta: catalogos.consultaCategorias,
  },
];

beforeAll(async () => {
  admin = await t.login();
  operador = await nonAdminToken(t);
  // A non-ADMIN user sees only their machines (test/alcance.test.ts): this one works on every machine made here.
  const { id_usuario } = (await t.post('/users/perfil', undefined, operador)).body.resultados[0];
  for (const c of CATALOGOS) {
    for (const [i, texto] of [...ORDENABLES, ...BUSCABLES].entries()) {
      const res = await t.post(c.alta, c.cuerpo(texto, i), admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { id_maquina } = res.body.resultados[0];
      if (id_maquina) await t.post('/users/maquina/asignar', { id_usuario, id_maquina }, admin);
    }
  }
});

/** The database's order: numbers and booleans as numbers (false first), texts by their characters. */
const comparar = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? (a < b ? -1 : a > b ? 1 : 0) : Number(a) - Number(b);

/** A spreadsheet's rows, CSV or .xlsx, as arrays of cells (an .xlsx row's cells start at 1). */
async function leerArchivo(formato: 'csv' | 'xlsx', cuerpo: Buffer): Promise<unknown[][]> {
  // Strict: a CSV row with another number of cells than the header's is refused.
  if (formato === 'csv') return parse(cuerpo.toString('utf8'), { bom: true });
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(cuerpo as unknown as ArrayBuffer);
  return ((libro.worksheets[0]?.getSheetValues() ?? []).filter(Boolean) as unknown[][]).map((f) =>
    f.slice(1),
  );
}

for (const c of CATALOGOS) {
  describe(c.url, () => {
    const pedir = (extra: Fila, token = admin) =>
      t.post(c.url, { pagina: 1, por_pagina: 100, ...extra }, token);
    const textos = async (extra: Fila) =>
      ((await pedir(extra)).body.resultados as Fila[]).map((f) => f[c.texto]);

    it('answers a page with the count of all that match, pages never overlapping', async () => {
      const primera = await pedir({ buscar: 'ord', por_pagina: 10 });
      expect(primera.status).toBe(200);
      expect(primera.body.total).toBe(ORDENABLES.length);
      expect(primera.body.resultados).toHaveLength(10);
      const segunda = await pedir({ buscar: 'ord', por_pagina: 10, pagina: 2 });
      expect(segunda.body.total).toBe(ORDENABLES.length);
      const claves = [...primera.body.resultados, ...segunda.body.resultados].map((f: Fila) => f[c.clave]);
      expect(claves).toHaveLength(ORDENABLES.length);
      expect(new Set(claves).size).toBe(ORDENABLES.length);
      // Without `orden`, a page is in the list's own order: by name.
      expect(primera.body.resultados.map((f: Fila) => f[c.texto])).toEqual(
        [...ORDENABLES].sort().slice(0, 10),
      );
      const vacia = await pedir({ buscar: 'no hay tal cosa' });
      expect(vacia.body).toMatchObject({ total: 0, resultados: [] });
    });

    it(`sums ${c.sumas.join(', ') || 'nothing'} over the whole filtered list, not the page`, async () => {
      const res = await pedir({ buscar: 'ord', por_pagina: 10, pagina: 2 });
      const todas = (await pedir({ buscar: 'ord' })).body.resultados as Fila[];
      if (c.sumas.length === 0) expect(res.body.totales).toBeUndefined();
      else {
        expect(res.body.totales).toEqual(
          Object.fromEntries(c.sumas.map((s) => [s, todas.reduce((n, f) => n + Number(f[s]), 0)])),
        );
      }
    });

    for (const campo of c.campos) {
      for (const desc of [false, true]) {
        it(`sorts by ${desc ? '-' : ''}${campo}, ties broken by the key the same way`, async () => {
          const res = await pedir({ buscar: 'ord', orden: `${desc ? '-' : ''}${campo}` });
          expect(res.status).toBe(200);
          const filas = res.body.resultados as Fila[];
          expect(filas).toHaveLength(ORDENABLES.length);
          const sentido = desc ? -1 : 1;
          const esperado = [...filas].sort(
            (a, b) => sentido * (comparar(a[campo], b[campo]) || comparar(a[c.clave], b[c.clave])),
          );
          expect(filas.map((f) => f[c.clave])).toEqual(esperado.map((f) => f[c.clave]));
        });

        it(`exports in batches the whole list in the order ${desc ? '-' : ''}${campo}`, async () => {
          // Batches of 2: each starts after the last row's value, read back from the catalog's own table.
          const p = { orden: `${desc ? '-' : ''}${campo}` };
          const consulta = c.consulta(t.database.db);
          const { filas } = await consultarLista(t.database.db, c.def, p, TZ, consulta);
          const recorridas: unknown[] = [];
          for await (const lote of recorrerLista(c.def, p, TZ, consulta, 2)) {
            recorridas.push(...lote.map((f) => (f as Fila)[c.clave]));
            if (recorridas.length > filas.length * 2) break;
          }
          expect(recorridas).toEqual(filas.map((f) => (f as Fila)[c.clave]));
        });
      }
    }

    it('searches the name without regard to case or accents, and % is a letter', async () => {
      const mayusculas = c.texto === 'tipo';
      const como = (v: string) => (mayusculas ? v.toUpperCase() : v);
      const pena = ['Peña grande', 'PEÑA chica', 'pena'].map(como).sort();
      expect(((await textos({ buscar: 'peña' })) as string[]).sort()).toEqual(pena);
      expect(((await textos({ buscar: 'PENA' })) as string[]).sort()).toEqual(pena);
      expect(await textos({ buscar: 'garrafon' })).toEqual(
        expect.arrayContaining([como('Garrafón 100%'), como('Otro 100 garrafones')]),
      );
      expect(await textos({ buscar: '100%' })).toEqual([como('Garrafón 100%')]);
    });

    it('answers as before without a page: the whole catalog by name, with no count, to any signed-in user', async () => {
      const todo = await pedir({ orden: c.texto }, operador);
      expect(todo.status).toBe(200);
      for (const cuerpo of [undefined, {}, null]) {
        const res = await t.post(c.url, cuerpo, operador);
        expect(res.status, JSON.stringify(cuerpo)).toBe(200);
        expect(Object.keys(res.body).sort()).toEqual(['mensaje_user', 'resultados', 'valid']);
        expect(res.body.resultados).toEqual(todo.body.resultados);
      }
      expect(todo.body.resultados).toHaveLength(todo.body.total);
      expect((await t.post(c.url, undefined)).status).toBe(401);
    });

    it('refuses a field it cannot sort by, a page size and a format, in Spanish', async () => {
      for (const orden of ['descripcion', 'fecha_creacion', `${c.clave}; drop table usuarios`, '--nombre']) {
        const res = await pedir({ orden });
        expect(res.status, orden).toBe(400);
        expect(res.body.errores).toContainEqual({ campo: 'orden', mensaje: g.ordenInvalido });
      }
      const tamano = await pedir({ por_pagina: 7 });
      expect(tamano.status).toBe(400);
      expect(tamano.body.errores).toContainEqual({ campo: 'por_pagina', mensaje: g.porPaginaInvalido });
      const formato = await pedir({ formato: 'pdf' });
      expect(formato.status).toBe(400);
      expect(formato.body.errores).toContainEqual({ campo: 'formato', mensaje: g.formatoInvalido });
    });

    for (const formato of ['csv', 'xlsx'] as const) {
      it(`exports the whole filtered, sorted list as ${formato}, whatever the page`, async () => {
        const orden = `-${c.campos.at(-1)}`;
        const res = await t.post(
          c.url,
          { formato, buscar: 'ord', orden, pagina: 2, por_pagina: 10 },
          operador,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const { url, nombre } = res.body.resultados[0];
        expect(nombre).toBe(`${c.archivo}.${formato}`);
        const archivo = await t.app.inject({ method: 'GET', url });
        expect(archivo.statusCode).toBe(200);
        expect(archivo.headers['content-disposition']).toContain(`filename="${nombre}"`);
        const filas = await leerArchivo(formato, archivo.rawPayload);
        if (formato === 'csv') {
          // The table alone: the header, then the records; the title, filters and totals are the .xlsx's.
          const api = (await pedir({ buscar: 'ord', orden })).body;
          expect(filas[0]).toEqual(c.columnas.map((k) => k.titulo));
          expect(filas.slice(1).map((f) => Number(f[0]))).toEqual(
            api.resultados.map((f: Fila) => f[c.clave]),
          );
          return;
        }
        expect(filas[0]).toEqual([c.titulo]);
        const filtros = filas.slice(1, 3).map((f) => f.slice(0, 2));
        const columna = c.columnas.find((k) => k.campo === c.campos.at(-1));
        expect(filtros).toEqual([
          [l.filtroBusqueda, 'ord'],
          [l.filtroOrden, `${columna?.titulo}, ${l.descendente}`],
        ]);
        // No period, no view: the catalogs have neither.
        expect(filas.flat()).not.toContain(l.filtroPeriodo);
        expect(filas.flat()).not.toContain(l.filtroVista);
        const cabecera = filas.findIndex((f) => f[0] === mensajes.uiVentas.colId);
        expect(filas[cabecera]).toEqual(c.columnas.map((k) => k.titulo));
        // A totals row closes the file only where the list sums something (the products' stock).
        const totales = c.sumas.length > 0 ? filas.at(-1) : undefined;
        const datos = filas.slice(cabecera + 1, totales ? -1 : undefined);
        const api = (await pedir({ buscar: 'ord', orden })).body;
        expect(datos.map((f) => Number(f[0]))).toEqual(api.resultados.map((f: Fila) => f[c.clave]));
        expect(filas.flat().includes(l.totales)).toBe(c.sumas.length > 0);
        for (const s of c.sumas) {
          expect(Number(totales?.[c.columnas.findIndex((k) => k.campo === s)])).toBe(api.totales[s]);
        }
        expect(typeof datos[0]?.[0]).toBe('number');
      });
    }
  });
}

describe('the cells of the catalog files', () => {
  it('.xlsx of products: price and stock are numbers, the price formatted as money', async () => {
    const res = await t.post('/producto', { formato: 'xlsx', buscar: 'ord', orden: 'precio' }, admin);
    const archivo = await t.app.inject({ method: 'GET', url: res.body.resultados[0].url });
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(archivo.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0];
    if (!hoja) throw new Error('sin hoja');
    const filas = await leerArchivo('xlsx', archivo.rawPayload);
    const cabecera = filas.findIndex((f) => f[0] === mensajes.uiVentas.colId);
    const primera = filas[cabecera + 1] ?? [];
    expect(primera[3]).toBe(0.01);
    expect(typeof primera[4]).toBe('number');
    expect(hoja.getRow(cabecera + 2).getCell(4).numFmt).toBe('"$"#,##0.00');
  });

  it('CSV of categories: Destacada in words, as the screen shows it', async () => {
    const res = await t.post(
      '/cat/categorias/trans',
      { formato: 'csv', buscar: 'ord', orden: '-highlight' },
      admin,
    );
    const archivo = await t.app.inject({ method: 'GET', url: res.body.resultados[0].url });
    const filas = await leerArchivo('csv', archivo.rawPayload);
    const cabecera = filas.findIndex((f) => f[0] === mensajes.uiVentas.colId);
    const destacadas = filas.slice(cabecera + 1).map((f) => f[3]);
    const api = (
      await t.post(
        '/cat/categorias/trans',
        { pagina: 1, por_pagina: 100, buscar: 'ord', orden: '-highlight' },
        admin,
      )
    ).body.resultados as Fila[];
    expect(destacadas).toEqual(api.map((f) => (f.highlight ? uc.si : uc.no)));
    expect(destacadas).toContain(uc.si);
    expect(destacadas).toContain(uc.no);
  });
});
