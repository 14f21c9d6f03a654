// The roles, modules and URLs lists with the list parameters: a page and its count, each sort field of the contract
// both ways, search without regard to case or accents, Spanish refusals, the whole list as before when no page is
// asked for (the assignment tabs and the users screen read it so), and the exports opened as a spreadsheet would.
import { mensajes } from '@aguavend/contract/messages';
import { ORDEN_MODULOS, ORDEN_ROLES, ORDEN_URLS } from '@aguavend/contract/rolmod';
import { parse } from 'csv-parse/sync';
import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultarLista, type DefLista, recorrerLista } from '../src/db/listas.ts';
import * as rolmod from '../src/modules/rolmod/rolmod.repository.ts';
import { useTestApp } from './helpers.ts';

const t = await useTestApp();
const db = t.database.db;
const g = mensajes.general;
const l = mensajes.listas;
const ui = mensajes.rolmod.ui;
const TZ = 'America/Mexico_City';
let admin: string;

type Fila = Record<string, unknown>;

/** Twelve records, more than a page of 10; accents, case and a % to search for. */
const TEXTOS = [
  'Peña grande',
  'PENA chica',
  'pena',
  'Garrafón 100%',
  'Otro 100 garrafones',
  'Cambio',
  'Árbol',
  'arboleda',
  'Ñandú',
  'Éxito',
  'Única',
  'Zeta',
];

type Lista = {
  url: string;
  tabla: string;
  campos: readonly string[];
  clave: string;
  /** The text column, as the record's text is stored in it. */
  texto: string;
  guardado: (texto: string) => string;
  /** The order of the list without `orden`, as SQL. */
  porOmision: string;
  crear: (texto: string, i: number) => Promise<unknown>;
  /** The file's title and its columns' titles. */
  titulo: string;
  columnas: string[];
  def: DefLista;
  consulta: (db: typeof t.database.db) => (donde: SQL | undefined) => PgSelect;
};

const crear = async (url: string, cuerpo: unknown) => {
  const res = await t.post(url, cuerpo, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const LISTAS: Lista[] = [
  {
    url: '/rolmod/roles',
    tabla: 'roles',
    campos: ORDEN_ROLES,
    clave: 'id_rol',
    texto: 'rol',
    guardado: (s) => s.toUpperCase(),
    porOmision: 'fecha_creacion desc, id_rol desc',
    crear: (rol) => crear('/rolmod/roles/new', { rol }),
    titulo: ui.tabRoles,
    columnas: [ui.colId, ui.colRol, ui.colCreacion],
    def: rolmod.LISTA_ROLES,
    consulta: rolmod.consultaRoles,
  },
  {
    url: '/rolmod/modulos',
    tabla: 'modulos',
    campos: ORDEN_MODULOS,
    clave: 'id_modulo',
    texto: 'nombre',
    guardado: (s) => s,
    porOmision: 'id_modulo desc',
    crear: (nombre, i) => crear('/rolmod/modulos/new', { nombre, icono: `bi-lista-${i}` }),
    titulo: ui.tabModulos,
    columnas: [ui.colId, ui.colNombre, ui.colIcono],
    def: rolmod.LISTA_MODULOS,
    consulta: rolmod.consultaModulos,
  },
  {
    url: '/rolmod/urls',
    tabla: 'urls',
    campos: ORDEN_URLS,
    clave: 'id_url',
    texto: 'ruta',
    guardado: (s) => `/lista/${s}`,
    porOmision: 'id_url desc',
    crear: (texto) => crear('/rolmod/urls/new', { ruta: `/lista/${texto}` }),
    titulo: ui.tabUrls,
    columnas: [ui.colId, ui.colUrl],
    def: rolmod.LISTA_URLS,
    consulta: rolmod.consultaUrls,
  },
];

beforeAll(async () => {
  admin = await t.login();
  for (const lista of LISTAS) {
    for (const [i, texto] of TEXTOS.entries()) await lista.crear(texto, i);
  }
});

/** The keys of the table in this SQL order: the database itself says what an order means under its collation. */
async function clavesEnOrden(lista: Lista, orden: string) {
  const { rows } = (await db.execute(
    sql`select ${sql.identifier(lista.clave)} as k from ${sql.identifier(lista.tabla)} order by ${sql.raw(orden)}`,
  )) as unknown as { rows: { k: number }[] };
  return rows.map((r) => r.k);
}

const descargar = (url: string) => t.app.inject({ method: 'GET', url });

for (const lista of LISTAS) {
  describe(lista.url, () => {
    const pedir = (extra: Record<string, unknown>) =>
      t.post(lista.url, { pagina: 1, por_pagina: 100, ...extra }, admin);
    const claves = (filas: Fila[]) => filas.map((f) => f[lista.clave]);
    const encontrados = async (buscar: string) => {
      const res = await pedir({ buscar });
      expect(res.status).toBe(200);
      return (res.body.resultados as Fila[]).map((f) => f[lista.texto]).sort();
    };
    const guardados = (...textos: string[]) => textos.map(lista.guardado).sort();

    it('answers as before without a body: the whole list in its own order, with no count', async () => {
      const todas = await clavesEnOrden(lista, lista.porOmision);
      expect(todas.length).toBeGreaterThan(10);
      for (const sinPagina of [undefined, {}]) {
        const res = await t.post(lista.url, sinPagina, admin);
        expect(res.status).toBe(200);
        expect(res.body.total).toBeUndefined();
        expect(claves(res.body.resultados)).toEqual(todas);
      }
    });

    it('gives a page and the count of the whole list', async () => {
      const todas = await clavesEnOrden(lista, lista.porOmision);
      const res = await t.post(lista.url, { pagina: 2, por_pagina: 10 }, admin);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(todas.length);
      expect(claves(res.body.resultados)).toEqual(todas.slice(10, 20));
      const filtrada = await pedir({ buscar: 'pena', por_pagina: 10, pagina: 1 });
      expect(filtrada.body.total).toBe(3);
    });

    for (const campo of lista.campos) {
      for (const desc of [false, true]) {
        it(`sorts by ${desc ? '-' : ''}${campo}, ties broken by the key the same way`, async () => {
          const res = await pedir({ orden: `${desc ? '-' : ''}${campo}` });
          expect(res.status).toBe(200);
          expect(res.body.total).toBeLessThanOrEqual(100);
          const sentido = desc ? 'desc' : 'asc';
          expect(claves(res.body.resultados)).toEqual(
            await clavesEnOrden(lista, `${campo} ${sentido}, ${lista.clave} ${sentido}`),
          );
          // Whatever the collation, one way is the other reversed: the field and the key order every row.
          const contraria = await pedir({ orden: `${desc ? '' : '-'}${campo}` });
          expect(claves(contraria.body.resultados)).toEqual(claves(res.body.resultados).reverse());
        });
      }
    }

    it('searches without regard to case or accents, and % is a letter', async () => {
      const penas = guardados('Peña grande', 'PENA chica', 'pena');
      expect(await encontrados('peña')).toEqual(penas);
      expect(await encontrados('PENA')).toEqual(penas);
      expect(await encontrados('GARRAFON')).toEqual(guardados('Garrafón 100%', 'Otro 100 garrafones'));
      expect(await encontrados('100%')).toEqual(guardados('Garrafón 100%'));
      expect(await encontrados('arbol')).toEqual(guardados('Árbol', 'arboleda'));
      expect(await encontrados('ÑANDU')).toEqual(guardados('Ñandú'));
      expect(await encontrados('no hay tal cosa')).toEqual([]);
    });

    it('refuses an unknown sort field, another list’s field and an odd page size, in Spanish', async () => {
      const inyeccion = await pedir({ orden: `${lista.texto}; drop table usuarios` });
      expect(inyeccion.status).toBe(400);
      expect(inyeccion.body.errores).toContainEqual({ campo: 'orden', mensaje: g.ordenInvalido });
      const ajeno = await pedir({ orden: lista.tabla === 'urls' ? 'rol' : 'ruta' });
      expect(ajeno.status).toBe(400);
      expect(ajeno.body.mensaje_user).toBe(g.ordenInvalido);
      const tamano = await pedir({ por_pagina: 7 });
      expect(tamano.status).toBe(400);
      expect(tamano.body.errores).toContainEqual({ campo: 'por_pagina', mensaje: g.porPaginaInvalido });
      const texto = await pedir({ buscar: 'x'.repeat(101) });
      expect(texto.status).toBe(400);
      expect(texto.body.errores).toContainEqual({ campo: 'buscar', mensaje: g.textoLargo });
    });

    it('exports the whole filtered, sorted list as CSV: the header and every row, nothing else', async () => {
      const filtro = { buscar: 'peña', orden: `-${lista.texto}` };
      const enlace = await t.post(lista.url, { pagina: 1, por_pagina: 10, formato: 'csv', ...filtro }, admin);
      expect(enlace.status, JSON.stringify(enlace.body)).toBe(200);
      const { url, nombre } = enlace.body.resultados[0];
      expect(nombre).toBe(`${lista.tabla}.csv`);
      const res = await descargar(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const filas = parse(res.rawPayload.toString('utf8'), { bom: true }) as string[][];
      // The table alone: the title and filters are the .xlsx's.
      expect(filas[0]).toEqual(lista.columnas);
      const datos = filas.slice(1);
      const api = await pedir(filtro);
      expect(datos.map((f) => Number(f[0]))).toEqual(claves(api.body.resultados));
      expect(datos.map((f) => f[1])).toEqual(api.body.resultados.map((f: Fila) => f[lista.texto]));
    });

    it('exports as .xlsx with numbers in the id cells, and the link works once', async () => {
      const enlace = await t.post(
        lista.url,
        { formato: 'xlsx', buscar: 'GARRAFON', orden: lista.clave },
        admin,
      );
      const { url } = enlace.body.resultados[0];
      const res = await descargar(url);
      expect(res.statusCode).toBe(200);
      const libro = new ExcelJS.Workbook();
      await libro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const valores = (libro.worksheets[0]?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
      expect(valores[0]?.[1]).toBe(lista.titulo);
      expect(valores.map((f) => f.slice(1, 3))).toContainEqual([l.filtroBusqueda, 'GARRAFON']);
      expect(valores.some((f) => f[1] === l.filtroPeriodo)).toBe(false);
      expect(valores.map((f) => f.slice(1, 3))).toContainEqual([
        l.filtroOrden,
        `${lista.columnas[0]}, ${l.ascendente}`,
      ]);
      const cabecera = valores.findIndex((f) => f[1] === ui.colId);
      expect(valores[cabecera]?.slice(1)).toEqual(lista.columnas);
      const datos = valores.slice(cabecera + 1);
      const api = await pedir({ buscar: 'GARRAFON', orden: lista.clave });
      expect(datos.map((f) => f[1])).toEqual(claves(api.body.resultados));
      expect(datos.map((f) => f[2])).toEqual(api.body.resultados.map((f: Fila) => f[lista.texto]));
      expect(datos.map((f) => f[2]).sort()).toEqual(guardados('Garrafón 100%', 'Otro 100 garrafones'));
      if (lista.tabla === 'roles') for (const f of datos) expect(f[3]).toBeInstanceOf(Date);
      expect((await descargar(url)).statusCode).toBe(404);
    });

    for (const orden of [undefined, ...lista.campos, ...lista.campos.map((c) => `-${c}`)]) {
      it(`exports in batches of 2 the whole list in the order ${orden ?? '(la de la lista)'}`, async () => {
        const p = { orden };
        const consulta = lista.consulta(db);
        const { filas } = await consultarLista(db, lista.def, p, TZ, consulta);
        const recorridas: unknown[] = [];
        for await (const lote of recorrerLista(lista.def, p, TZ, consulta, 2)) {
          recorridas.push(...lote.map((f) => (f as Fila)[lista.clave]));
          // A walker that repeats rows would never end: stop it and let the comparison say so.
          if (recorridas.length > filas.length * 2) break;
        }
        expect(recorridas).toEqual(filas.map((f) => (f as Fila)[lista.clave]));
      });
    }
  });
}
