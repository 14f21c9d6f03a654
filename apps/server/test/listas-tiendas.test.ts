// The stores and addresses list calls with the list parameters: a page and its count, sort by each field the contract
// names (both ways, ties broken by the key, and the export's batches in the same order), search without regard to case
// or accents, a range of creation days, Spanish refusals, the exports opened as files, and, without `pagina`, the
// whole list newest first as the selects and the first screens have always read it. The sort cases are generated from
// the contract's ORDEN_ lists.
import { ORDEN_DOMICILIOS } from '@aguavend/contract/domicilios';
import { mensajes } from '@aguavend/contract/messages';
import { ORDEN_TIENDAS } from '@aguavend/contract/tiendas';
import { parse } from 'csv-parse/sync';
import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultarLista, type DefLista, recorrerLista } from '../src/db/listas.ts';
import * as repo from '../src/modules/tiendas/tiendas.repository.ts';
import { BUSCABLES, ORDENABLES } from './fixtures/textos-de-lista.ts';
import { nonAdminToken, useTestApp } from './helpers.ts';

const t = await useTestApp();
const g = mensajes.general;
const l = mensajes.listas;
const ut = mensajes.tiendas.ui;
const ud = mensajes.domicilios.ui;
const TZ = 'America/Mexico_City';
let operador: string;

type Fila = Record<string, unknown>;

/** A valid RFC for the `i`th store (never containing 'ORD', so only the names answer that search). */
const rfcDe = (i: number, moral: boolean) =>
  `${moral ? 'XY' : 'WXY'}${String.fromCharCode(65 + ((i * 5) % 26))}2601${String((i % 28) + 1).padStart(2, '0')}A${i % 10}1`;

const tienda = (nombre_comercial: string, i: number) => ({
  nombre_comercial,
  razon_social: i % 3 ? `Razón ${i}` : '',
  rfc: rfcDe(i, i % 2 === 0),
  tipo_persona: i % 2 === 0 ? 'MORAL' : 'FISICA',
});

const domicilio = (calle: string, i: number, id_tienda: number) => ({
  id_tienda,
  es_sucursal: i % 3 ? 'SI' : 'NO',
  calle,
  numero_ext: String(100 + i),
  numero_int: String(i % 4),
  primer_cruzamiento: `Cruce ${String.fromCharCode(90 - ((i * 7) % 12))}`,
  segundo_cruzamiento: i % 2 ? `Esquina ${i}` : '',
  latitud: 19 + i / 100,
  longitud: -99 - i / 100,
});

type Lista = {
  url: string;
  /** The list's own parameters (the store of the addresses). */
  base: () => Fila;
  campos: readonly string[];
  clave: string;
  /** The name field the sort and search cases read. */
  texto: string;
  tabla: string;
  /** The fields of a row as the API has always answered it. */
  llaves: string[];
  titulo: string;
  archivo: string;
  columnas: string[];
  def: DefLista;
  consulta: (db: typeof t.database.db) => (donde: SQL | undefined) => PgSelect;
};

let tiendaOrdenables = 0;
let tiendaBuscables = 0;

const LISTAS: Lista[] = [
  {
    url: '/tienda',
    base: () => ({}),
    campos: ORDEN_TIENDAS,
    clave: 'id_tienda',
    texto: 'nombre_comercial',
    tabla: 'tiendas',
    llaves: [
      'fecha_creacion',
      'fecha_eliminacion',
      'id_tienda',
      'id_usuario',
      'nombre_comercial',
      'razon_social',
      'rfc',
      'tipo_persona',
    ],
    titulo: ut.lista,
    archivo: 'tiendas',
    columnas: [ut.colId, ut.nombreComercial, ut.razonSocial, ut.rfc, ut.tipoPersona, ut.colFecha],
    def: repo.LISTA_TIENDAS,
    consulta: repo.consultaTiendas,
  },
  {
    url: '/domicilio',
    base: () => ({ id_tienda: tiendaOrdenables }),
    campos: ORDEN_DOMICILIOS,
    clave: 'id_domicilio',
    texto: 'calle',
    tabla: 'domicilios',
    llaves: [
      'calle',
      'codigo_postal',
      'colonia',
      'es_sucursal',
      'estado',
      'fecha_creacion',
      'fecha_eliminacion',
      'id_domicilio',
      'id_tienda',
      'latitud',
      'longitud',
      'municipio',
      'numero_ext',
      'numero_int',
      'primer_cruzamiento',
      'referencias',
      'segundo_cruzamiento',
    ],
    titulo: ud.guardadas,
    archivo: 'domicilios',
    columnas: [
      ud.colId,
      ud.tienda,
      ud.colSucursal,
      ud.colCalle,
      ud.colNumExt,
      ud.colNumInt,
      ud.colColonia,
      ud.colCp,
      ud.colMunicipio,
      ud.colEstado,
      ud.colCruzamientos,
      ud.colReferencias,
      ud.latitud,
      ud.longitud,
      ud.colFecha,
    ],
    def: repo.LISTA_DOMICILIOS,
    consulta: repo.consultaDomicilios,
  },
];

async function alta(url: string, body: Fila) {
  const res = await t.post(url, body, operador);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.resultados[0] as Fila;
}

beforeAll(async () => {
  operador = await nonAdminToken(t, 'tendero');
  for (const [i, nombre] of ORDENABLES.entries()) await alta('/tienda/new', tienda(nombre, i));
  for (const [i, nombre] of BUSCABLES.entries()) await alta('/tienda/new', tienda(nombre, i + 20));
  await alta('/tienda/new', {
    ...tienda('Purificadora', 30),
    razon_social: 'Ñandú Aguas SA',
    rfc: 'ÑAN260101AB1',
  });
  tiendaOrdenables = (await alta('/tienda/new', tienda('Domicilios uno', 31))).id_tienda as number;
  tiendaBuscables = (await alta('/tienda/new', tienda('Domicilios dos', 32))).id_tienda as number;
  for (const [i, calle] of ORDENABLES.entries())
    await alta('/domicilio/new', domicilio(calle, i, tiendaOrdenables));
  for (const [i, calle] of BUSCABLES.entries())
    await alta('/domicilio/new', domicilio(calle, i, tiendaBuscables));
  await alta('/domicilio/new', {
    ...domicilio('Calle 60', 40, tiendaBuscables),
    numero_ext: '4821',
    primer_cruzamiento: 'Avenida Ñandú',
    segundo_cruzamiento: 'Calle Álamo',
  });
});

/** The database's order: numbers as numbers, texts (and ISO instants) by their characters. */
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

for (const c of LISTAS) {
  describe(c.url, () => {
    /** The list's rows that sort and page: the ORDENABLES (found by 'ord' among the stores). */
    const ordenables = (extra: Fila = {}) =>
      c.url === '/tienda' ? { buscar: 'ord', ...extra } : { ...c.base(), ...extra };
    const pedir = (extra: Fila) => t.post(c.url, { pagina: 1, por_pagina: 100, ...extra }, operador);

    it('answers a page with the count of all that match, newest first, pages never overlapping', async () => {
      const primera = await pedir(ordenables({ por_pagina: 10 }));
      expect(primera.status).toBe(200);
      expect(primera.body.total).toBe(ORDENABLES.length);
      expect(primera.body.resultados).toHaveLength(10);
      expect(primera.body.totales).toBeUndefined();
      const segunda = await pedir(ordenables({ por_pagina: 10, pagina: 2 }));
      expect(segunda.body.total).toBe(ORDENABLES.length);
      expect(segunda.body.resultados).toHaveLength(2);
      const claves = [...primera.body.resultados, ...segunda.body.resultados].map((f: Fila) => f[c.clave]);
      expect(new Set(claves).size).toBe(ORDENABLES.length);
      // Without `orden`, the newest first: the reverse of the order they were registered in.
      expect([...primera.body.resultados, ...segunda.body.resultados].map((f: Fila) => f[c.texto])).toEqual(
        [...ORDENABLES].reverse(),
      );
      const vacia = await pedir(ordenables({ buscar: 'no hay tal cosa' }));
      expect(vacia.body).toMatchObject({ total: 0, resultados: [] });
    });

    for (const campo of c.campos) {
      for (const desc of [false, true]) {
        const orden = `${desc ? '-' : ''}${campo}`;
        it(`sorts by ${orden}, ties broken by the key the same way`, async () => {
          const res = await pedir(ordenables({ orden }));
          expect(res.status).toBe(200);
          const filas = res.body.resultados as Fila[];
          expect(filas).toHaveLength(ORDENABLES.length);
          const sentido = desc ? -1 : 1;
          const esperado = [...filas].sort(
            (a, b) => sentido * (comparar(a[campo], b[campo]) || comparar(a[c.clave], b[c.clave])),
          );
          expect(filas.map((f) => f[c.clave])).toEqual(esperado.map((f) => f[c.clave]));
          // The sort is the server's: the rows are not in the order they were registered in.
          expect(new Set(filas.map((f) => f[campo])).size).toBeGreaterThan(1);
        });

        it(`exports in batches the whole list in the order ${orden}`, async () => {
          // Batches of 2: each starts after the last row's value, read back from the list's own table.
          const p = { ...c.base(), orden };
          const consulta = c.consulta(t.database.db);
          const { filas } = await consultarLista(t.database.db, c.def, p, TZ, consulta);
          const recorridas: unknown[] = [];
          for await (const lote of recorrerLista(c.def, p, TZ, consulta, 2)) {
            recorridas.push(...lote.map((f) => (f as Fila)[c.clave]));
            if (recorridas.length > filas.length * 2) break;
          }
          expect(recorridas.length).toBeGreaterThanOrEqual(ORDENABLES.length);
          expect(recorridas).toEqual(filas.map((f) => (f as Fila)[c.clave]));
        });
      }
    }

    it('takes a range of whole creation days in the business time zone, both ends included', async () => {
      // 2020-02-29 23:30 and 2020-03-01 00:10 in Mexico City (UTC-6): either side of midnight of the 1st.
      const filas = (await pedir(ordenables({ orden: c.clave }))).body.resultados as Fila[];
      const [a, b] = filas.map((f) => f[c.clave]);
      const fijar = (id: unknown, instante: string) =>
        t.database.db.execute(
          sql`update ${sql.identifier(c.tabla)} set fecha_creacion = ${instante} where ${sql.identifier(c.clave)} = ${id}`,
        );
      await fijar(a, '2020-03-01T05:30:00Z');
      await fijar(b, '2020-03-01T06:10:00Z');
      const claves = async (extra: Fila) =>
        ((await pedir(ordenables(extra))).body.resultados as Fila[]).map((f) => f[c.clave]);
      expect(await claves({ desde: '2020-03-01', hasta: '2020-03-01' })).toEqual([b]);
      expect(await claves({ hasta: '2020-02-29' })).toEqual([a]);
      expect(await claves({ desde: '2020-02-29', hasta: '2020-03-01' })).toEqual([b, a]);
      expect(await claves({ desde: '2020-03-02' })).toHaveLength(ORDENABLES.length - 2);
      const invertido = await pedir(ordenables({ desde: '2026-03-02', hasta: '2026-03-01' }));
      expect(invertido.status).toBe(400);
      expect(invertido.body.errores).toContainEqual({ campo: 'hasta', mensaje: g.rangoInvertido });
    });

    it('refuses a field it cannot sort by, a page size and a format, in Spanish', async () => {
      const noOrdenables =
        c.url === '/tienda' ? ['razon_social', 'id_usuario'] : ['segundo_cruzamiento', 'numero_ext'];
      for (const orden of [...noOrdenables, `${c.clave}; drop table usuarios`, '--fecha_creacion']) {
        const res = await pedir(ordenables({ orden }));
        expect(res.status, orden).toBe(400);
        expect(res.body.errores).toContainEqual({ campo: 'orden', mensaje: g.ordenInvalido });
      }
      const tamano = await pedir(ordenables({ por_pagina: 7 }));
      expect(tamano.status).toBe(400);
      expect(tamano.body.errores).toContainEqual({ campo: 'por_pagina', mensaje: g.porPaginaInvalido });
      const formato = await pedir(ordenables({ formato: 'pdf' }));
      expect(formato.status).toBe(400);
      expect(formato.body.errores).toContainEqual({ campo: 'formato', mensaje: g.formatoInvalido });
      expect((await t.post(c.url, { ...c.base(), pagina: 1 })).status).toBe(401);
    });

    for (const formato of ['csv', 'xlsx'] as const) {
      it(`exports the whole filtered, sorted list as ${formato}, whatever the page`, async () => {
        const orden = `-${c.campos.at(-1)}`;
        const res = await t.post(c.url, ordenables({ formato, orden, pagina: 2, por_pagina: 10 }), operador);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const { url, nombre } = res.body.resultados[0];
        expect(nombre).toBe(`${c.archivo}.${formato}`);
        const archivo = await t.app.inject({ method: 'GET', url });
        expect(archivo.statusCode).toBe(200);
        expect(archivo.headers['content-disposition']).toContain(`filename="${nombre}"`);
        const filas = await leerArchivo(formato, archivo.rawPayload);
        // The CSV is the table alone; the .xlsx has the title and the filters above it.
        const cabecera = formato === 'csv' ? 0 : filas.findIndex((f) => f[0] === c.columnas[0]);
        expect(filas[cabecera]).toEqual(c.columnas);
        if (formato === 'xlsx') {
          expect(filas[0]).toEqual([c.titulo]);
          const filtros = filas.slice(1, cabecera).filter((f) => f.length > 0);
          expect(filtros.map((f) => f[0])).toContain(l.filtroPeriodo);
          expect(filtros.map((f) => f[0])).toContain(l.filtroOrden);
        }
        expect(filas.flat()).not.toContain(l.totales);
        const datos = filas.slice(cabecera + 1);
        const api = (await pedir(ordenables({ orden }))).body.resultados as Fila[];
        expect(datos.map((f) => Number(f[0]))).toEqual(api.map((f) => f[c.clave]));
        expect(datos.map((f) => f[1])).toEqual(
          c.url === '/tienda' ? api.map((f) => f.nombre_comercial) : api.map(() => 'Domicilios uno'),
        );
        if (formato === 'xlsx') expect(typeof datos[0]?.[0]).toBe('number');
      });
    }
  });
}

describe('/tienda without a page', () => {
  it('answers as before: every store newest first, with no count, with or without a body', async () => {
    const todo = await t.post('/tienda', { pagina: 1, por_pagina: 100 }, operador);
    expect(todo.body.resultados).toHaveLength(todo.body.total);
    for (const cuerpo of [undefined, {}, null]) {
      const res = await t.post('/tienda', cuerpo, operador);
      expect(res.status, JSON.stringify(cuerpo)).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['mensaje_user', 'resultados', 'valid']);
      expect(res.body.resultados).toEqual(todo.body.resultados);
      expect(Object.keys(res.body.resultados[0]).sort()).toEqual(LISTAS[0]?.llaves);
    }
    expect((await t.post('/tienda', undefined)).status).toBe(401);
  });

  it('searches the trade name, the legal name and the RFC without regard to case or accents', async () => {
    const nombres = async (buscar: string) =>
      ((await t.post('/tienda', { pagina: 1, buscar }, operador)).body.resultados as Fila[])
        .map((f) => f.nombre_comercial)
        .sort();
    const pena = ['PEÑA chica', 'Peña grande', 'pena'];
    expect(await nombres('peña')).toEqual(pena);
    expect(await nombres('PENA')).toEqual(pena);
    expect(await nombres('garrafon')).toEqual(['Garrafón 100%', 'Otro 100 garrafones']);
    expect(await nombres('100%')).toEqual(['Garrafón 100%']);
    expect(await nombres('nandu aguas')).toEqual(['Purificadora']);
    expect(await nombres('ñan260101')).toEqual(['Purificadora']);
    expect(await nombres(rfcDe(3, false).toLowerCase())).toEqual(['ORDL']);
  });
});

describe('/domicilio without a page', () => {
  it("answers as before: the store's addresses newest first, only the API's fields", async () => {
    const todo = await t.post('/domicilio', { id_tienda: tiendaOrdenables, pagina: 1 }, operador);
    const res = await t.post('/domicilio', { id_tienda: tiendaOrdenables }, operador);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['mensaje_user', 'resultados', 'valid']);
    expect(res.body.resultados).toHaveLength(ORDENABLES.length);
    expect(res.body.resultados.slice(0, 10)).toEqual(todo.body.resultados);
    expect(Object.keys(res.body.resultados[0]).sort()).toEqual(LISTAS[1]?.llaves);
  });

  it('searches the street, its numbers and cross streets of that store only, without regard to accents', async () => {
    const calles = async (buscar: string, id_tienda = tiendaBuscables) =>
      ((await t.post('/domicilio', { id_tienda, pagina: 1, buscar }, operador)).body.resultados as Fila[])
        .map((f) => f.calle)
        .sort();
    expect(await calles('peña')).toEqual(['PEÑA chica', 'Peña grande', 'pena']);
    expect(await calles('GARRAFON')).toEqual(['Garrafón 100%', 'Otro 100 garrafones']);
    expect(await calles('4821')).toEqual(['Calle 60']);
    expect(await calles('nandu')).toEqual(['Calle 60']);
    expect(await calles('alamo')).toEqual(['Calle 60']);
    expect(await calles('peña', tiendaOrdenables)).toEqual([]);
  });

  it('refuses a missing or unknown store in Spanish', async () => {
    const sin = await t.post('/domicilio', { pagina: 1 }, operador);
    expect(sin.status).toBe(400);
    expect(sin.body.errores).toContainEqual({ campo: 'id_tienda', mensaje: g.idInvalido });
    const nf = await t.post('/domicilio', { id_tienda: 999_999, pagina: 1, formato: 'csv' }, operador);
    expect(nf.status).toBe(404);
    expect(nf.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
  });
});
