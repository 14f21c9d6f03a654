// List exports: the one-time link, and the files opened as a person's spreadsheet would open them — rows, order,
// filters, totals, number and date cells — plus the batch walker behind them, in every sort order of each list.
import { ORDEN_EGRESOS } from '@aguavend/contract/egresos';
import { mensajes } from '@aguavend/contract/messages';
import { ORDEN_VENTAS } from '@aguavend/contract/ventas';
import { parse } from 'csv-parse/sync';
import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, opcionesLog } from '../src/app.ts';
import { consultarLista, recorrerLista } from '../src/db/listas.ts';
import * as egresos from '../src/modules/egresos/egresos.repository.ts';
import * as ventas from '../src/modules/ventas/ventas.repository.ts';
import { nonAdminToken, useTestApp } from './helpers.ts';

const t = await useTestApp();
const db = t.database.db;
const g = mensajes.general;
const l = mensajes.listas;
const TZ = 'America/Mexico_City';
let admin: string;
let id_maquina: number;

// Seven sales over two days either side of Mexico City's midnight, two of them alike in amount.
const VENTAS = [
  { cantidad: 2, precio: 20, descripcion: 'Peña', fecha: '2026-03-01T05:30:00Z' },
  { cantidad: 1, precio: 20, descripcion: 'Garrafón', fecha: '2026-03-01T06:10:00Z' },
  { cantidad: 3, precio: 12.5, descripcion: 'Botella', fecha: '2026-03-02T18:00:00Z' },
  { cantidad: 1, precio: 20, descripcion: 'Garrafón', fecha: '2026-03-02T19:00:00Z' },
  { cantidad: 5, precio: 20, descripcion: 'Mayoreo', fecha: '2026-03-03T18:00:00Z' },
  { cantidad: 2, precio: 19.99, descripcion: 'Oferta', fecha: '2026-03-03T18:00:00Z' },
  { cantidad: 1, precio: 0.01, descripcion: 'Centavo', fecha: '2026-03-04T18:00:00Z' },
];

beforeAll(async () => {
  admin = await t.login();
  id_maquina = (await t.post('/maquina/new', { nombre: 'Máquina Exportación Ñ', estatus: 'ACTIVA' }, admin))
    .body.resultados[0].id_maquina;
  const id_producto = (
    await t.post('/producto/new', { nombre: 'Agua', descripcion: 'x', precio: 20, stock: 1000 }, admin)
  ).body.resultados[0].id_producto;
  const cats = (await t.post('/cat/categorias/trans', {}, admin)).body.resultados as Record<
    string,
    unknown
  >[];
  const venta = cats.find((c) => c.clase === 'VENTA')?.id_categoria_transaccion;
  const gasto = (await t.post('/cat/categorias/trans/new', { tipo: 'LUZ' }, admin)).body.resultados[0]
    .id_categoria_transaccion;
  for (const v of VENTAS) {
    const monto = Math.round(v.cantidad * v.precio * 100) / 100;
    const res = await t.post(
      '/venta/maquina/new',
      {
        ventas_maquina: {
          id_maquina,
          id_producto,
          cantidad: v.cantidad,
          precio_unitario: v.precio,
          fecha_transaccion: v.fecha,
        },
        transacciones: { id_categoria_transaccion: venta, descripcion: v.descripcion, monto },
      },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.post(
      '/egresos/new',
      {
        id_maquina,
        id_categoria_transaccion: gasto,
        descripcion: v.descripcion,
        monto,
        fecha_transaccion: v.fecha,
      },
      admin,
    );
  }
});

async function enlace(url: string, cuerpo: Record<string, unknown>, token = admin) {
  const res = await t.post(url, { id_maquina, ...cuerpo }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.resultados[0] as { url: string; nombre: string };
}

const descargar = (url: string) => t.app.inject({ method: 'GET', url });

describe('the one-time link', () => {
  it('is answered by the list call with formato and names the file after the list, machine and range', async () => {
    const e = await enlace('/venta/maquina/totales', {
      formato: 'xlsx',
      desde: '2026-03-01',
      hasta: '2026-03-15',
    });
    expect(e.url).toMatch(/^\/descargas\/[A-Za-z0-9_-]{43}$/);
    expect(e.nombre).toBe('ventas-maquina-exportacion-n-2026-03-01-a-2026-03-15.xlsx');
  });

  it('downloads once; a second start is refused with a Spanish message', async () => {
    const { url } = await enlace('/venta/maquina/totales', { formato: 'csv' });
    expect((await descargar(url)).statusCode).toBe(200);
    const otra = await descargar(url);
    expect(otra.statusCode).toBe(404);
    expect(otra.json().mensaje_user).toBe(g.descargaNoValida);
  });

  it('must be started within a minute', async () => {
    const { url } = await enlace('/egresos', { formato: 'csv' });
    await db.execute(sql`update descargas set creada = now() - interval '61 seconds' where usada is null`);
    expect((await descargar(url)).statusCode).toBe(404);
  });

  it('dies with its user: a link of a user deactivated since is refused', async () => {
    const otro = await t.post(
      '/users/create',
      {
        usuario: {
          nombre: 'Exporta',
          Username: 'exporta',
          ap_paterno: 'X',
          email: 'exporta@example.com',
          clave: 'secreta123',
        },
        rol: { id_rol: 1 },
      },
      admin,
    );
    expect(otro.status, JSON.stringify(otro.body)).toBe(200);
    const token = await t.login('exporta', 'secreta123');
    const { url } = await enlace('/venta/maquina/totales', { formato: 'csv' }, token);
    await db.execute(sql`update usuarios set activo = 0 where username = 'exporta'`);
    expect((await descargar(url)).statusCode).toBe(404);
  });

  it('never writes the token to the log: the request line keeps the route only', async () => {
    const lineas: string[] = [];
    const app = await buildApp(
      t.config,
      t.database,
      opcionesLog('info', { write: (l) => void lineas.push(l) }),
    );
    try {
      const { url } = await enlace('/egresos', { formato: 'csv' });
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const token = url.split('/').at(-1) ?? '';
      expect(lineas.some((l) => l.includes('/descargas/[oculto]'))).toBe(true);
      expect(lineas.filter((l) => l.includes(token))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('refuses a made-up token and an unknown format', async () => {
    expect((await descargar('/descargas/abc')).statusCode).toBe(400);
    expect((await descargar(`/descargas/${'a'.repeat(43)}`)).statusCode).toBe(404);
    const res = await t.post('/venta/maquina/totales', { id_maquina, formato: 'pdf' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errores).toContainEqual({ campo: 'formato', mensaje: g.formatoInvalido });
  });
});

describe('the files', () => {
  it('CSV: BOM, the header, then every row in the order asked, nothing else', async () => {
    const filtro = { desde: '2026-03-01', hasta: '2026-03-03', orden: '-monto' };
    // The page the screen shows does not limit the file: every matching row goes in.
    const { url, nombre } = await enlace('/venta/maquina/totales', {
      formato: 'csv',
      pagina: 2,
      por_pagina: 10,
      ...filtro,
    });
    const res = await descargar(url);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename="${nombre}"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const filas = parse(res.rawPayload.toString('utf8'), { bom: true }) as string[][];
    const cabecera = 0;
    expect(filas[cabecera]?.[0]).toBe(mensajes.uiVentas.colId);
    const datos = filas.slice(cabecera + 1);
    const api = await t.post(
      '/venta/maquina/totales',
      { id_maquina, pagina: 1, por_pagina: 100, ...filtro },
      admin,
    );
    expect(datos.map((f) => Number(f[0]))).toEqual(api.body.resultados.map((v: any) => v.id_venta_maquina));
    // The sale at 05:30 UTC on March 1st was on February 28th in Mexico City: outside the range.
    expect(datos).toHaveLength(5);
    const monto = filas[cabecera]?.indexOf(mensajes.uiVentas.colMonto) ?? -1;
    expect(datos.map((f) => f[monto])).toEqual(api.body.resultados.map((v: any) => v.monto.toFixed(2)));
    const fecha = filas[cabecera]?.indexOf(mensajes.uiVentas.colFecha) ?? -1;
    expect(datos.map((f) => f[fecha])).toContain('01/03/2026 00:10');
    // A price per unit is a rate: 4 decimals.
    const precio = filas[cabecera]?.indexOf(mensajes.uiVentas.colPrecio) ?? -1;
    expect(datos.map((f) => f[precio])).toEqual(
      api.body.resultados.map((v: any) => v.precio_unitario.toFixed(4)),
    );
  });

  it('.xlsx of the same sales: title and filters above, the same rows, and the totals the API gives', async () => {
    const filtro = { desde: '2026-03-01', hasta: '2026-03-03', orden: '-monto' };
    const { url } = await enlace('/venta/maquina/totales', { formato: 'xlsx', ...filtro });
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load((await descargar(url)).rawPayload as unknown as ArrayBuffer);
    const valores = (libro.worksheets[0]?.getSheetValues().filter(Boolean) ?? []) as unknown[][];
    expect(valores[0]?.[1]).toBe(mensajes.uiVentas.ventasDe);
    const lineas = valores.map((f) => f.slice(1, 3));
    expect(lineas).toContainEqual([l.filtroMaquina, 'Máquina Exportación Ñ']);
    expect(lineas).toContainEqual([l.filtroPeriodo, '01/03/2026 – 03/03/2026']);
    expect(lineas).toContainEqual([l.filtroOrden, `${mensajes.uiVentas.colMonto}, ${l.descendente}`]);
    const cabecera = valores.findIndex((f) => f[1] === mensajes.uiVentas.colId);
    const col = (titulo: string) => (valores[cabecera] ?? []).indexOf(titulo);
    const api = (
      await t.post('/venta/maquina/totales', { id_maquina, pagina: 1, por_pagina: 100, ...filtro }, admin)
    ).body;
    const datos = valores.slice(cabecera + 1, -1);
    expect(datos.map((f) => f[col(mensajes.uiVentas.colId)])).toEqual(
      api.resultados.map((v: any) => v.id_venta_maquina),
    );
    expect(datos.map((f) => f[col(mensajes.uiVentas.colPrecio)])).toEqual(
      api.resultados.map((v: any) => v.precio_unitario),
    );
    const totales = valores.at(-1) ?? [];
    expect(totales[1]).toBe(l.totales);
    expect(totales[col(mensajes.uiVentas.colMonto)]).toBe(api.totales.monto);
    expect(totales[col(mensajes.uiVentas.colCantidad)]).toBe(api.totales.cantidad);
  });

  it('.xlsx: numbers and dates are real cells, money is formatted, filters above and totals below', async () => {
    const { url } = await enlace('/egresos', { formato: 'xlsx', buscar: 'garrafon' });
    const res = await descargar(url);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0];
    if (!hoja) throw new Error('sin hoja');
    const valores = hoja.getSheetValues().filter(Boolean) as unknown[][];
    const textos = valores.map((f) => f.filter((v) => v !== undefined && v !== null));
    expect(textos).toContainEqual([l.filtroBusqueda, 'garrafon']);
    const cabecera = valores.findIndex((f) => f.includes(mensajes.uiVentas.colId));
    const datos = valores.slice(cabecera + 1, -1);
    expect(datos).toHaveLength(2);
    const col = (titulo: string) => (valores[cabecera] ?? []).indexOf(titulo);
    for (const f of datos) {
      expect(typeof f[col(mensajes.uiVentas.colId)]).toBe('number');
      expect(f[col(mensajes.uiEgresos.monto)]).toBe(20);
      expect(f[col(mensajes.uiEgresos.fecha)]).toBeInstanceOf(Date);
    }
    // A cell holds the business's wall clock: 00:10 of March 1st, not 06:10 UTC.
    const fechas = datos.map((f) => (f[col(mensajes.uiEgresos.fecha)] as Date).toISOString());
    expect(fechas).toContain('2026-03-01T00:10:00.000Z');
    const fila = hoja.getRow(cabecera + 2);
    expect(fila.getCell(col(mensajes.uiEgresos.monto)).numFmt).toBe('"$"#,##0.00');
    const totales = valores.at(-1) ?? [];
    expect(totales[1]).toBe(l.totales);
    expect(totales[col(mensajes.uiEgresos.monto)]).toBe(40);
  });
});

describe('a report as a file', () => {
  const r = mensajes.reportes;
  const reporte = { desde: '2026-03-01', hasta: '2026-03-04', por: 'dia', orden: '-ventas' };

  it('CSV: the rows the screen shows, the dimension first; what it covers and the totals in the .xlsx', async () => {
    const { url, nombre } = await enlace('/negocio/reporte', { ...reporte, formato: 'csv' });
    expect(nombre).toBe('reporte-por-dia-maquina-exportacion-n-2026-03-01-a-2026-03-04.csv');
    const filas = parse((await descargar(url)).rawPayload.toString('utf8'), { bom: true }) as string[][];
    const hoja = await (async () => {
      const libro = new ExcelJS.Workbook();
      const xlsx = await enlace('/negocio/reporte', { ...reporte, formato: 'xlsx' });
      await libro.xlsx.load((await descargar(xlsx.url)).rawPayload as unknown as ArrayBuffer);
      return (libro.worksheets[0]?.getSheetValues().filter(Boolean) ?? []) as unknown[][];
    })();
    expect(hoja[0]?.[1]).toEqual(r.archivo(r.dimensiones.dia));
    const lineas = hoja.map((f) => f.slice(1, 3));
    expect(lineas).toContainEqual([r.filas, r.dimensiones.dia]);
    expect(lineas).toContainEqual([l.filtroPeriodo, '01/03/2026 – 04/03/2026']);
    expect(lineas).toContainEqual([l.filtroMaquina, 'Máquina Exportación Ñ']);
    expect(lineas).toContainEqual([l.filtroOrden, `${r.colVentas}, ${l.descendente}`]);
    const cabecera = 0;
    expect(filas[cabecera]).toEqual([
      r.dimensiones.dia,
      r.colUnidades,
      r.colNumeroVentas,
      r.colVentas,
      r.colTicket,
      r.colEgresos,
      r.colNeto,
      r.colVentasAnterior,
      r.colCambio,
    ]);
    const api = (await t.post('/negocio/reporte', { ...reporte, id_maquina }, admin)).body;
    const texto = (v: number | null, d = 2) => (v === null ? '' : v.toFixed(d));
    expect(filas.slice(cabecera + 1)).toEqual(
      api.resultados.map((f: any) => [
        f.etiqueta,
        String(f.unidades),
        String(f.numero_ventas),
        texto(f.ventas),
        texto(f.ticket_promedio),
        texto(f.egresos),
        texto(f.neto),
        texto(f.ventas_anterior),
        texto(f.cambio, 1),
      ]),
    );
    expect(filas.slice(cabecera + 1).map((f) => f[0])).toContain('02/03/2026');
    const totales = (hoja.at(-1) ?? []).slice(1);
    expect(totales.slice(0, 4)).toEqual([
      l.totales,
      api.totales.unidades,
      api.totales.numero_ventas,
      api.totales.ventas,
    ]);
    expect(totales[6]).toBe(api.totales.neto);
  });

  it('.xlsx: an inactive machine is marked, the change is a number, and an operator gets only their machines', async () => {
    const otra = (await t.post('/maquina/new', { nombre: 'Parada', estatus: 'INACTIVA' }, admin)).body
      .resultados[0].id_maquina;
    const leer = async (token: string) => {
      const res = await t.post('/negocio/reporte', { ...reporte, por: 'maquina', formato: 'xlsx' }, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const libro = new ExcelJS.Workbook();
      await libro.xlsx.load(
        (await descargar(res.body.resultados[0].url)).rawPayload as unknown as ArrayBuffer,
      );
      const valores = (libro.worksheets[0]?.getSheetValues().filter(Boolean) ?? []) as unknown[][];
      const cabecera = valores.findIndex((f) => f.includes(r.colUnidades));
      return valores.slice(cabecera + 1, -1);
    };
    const filas = await leer(admin);
    // The sale of 05:30 UTC on 1 March was on 28 February in Mexico City: the previous period sold, so a change.
    const cambio = filas.find((f) => f[1] === 'Máquina Exportación Ñ')?.[9];
    expect(typeof cambio).toBe('number');
    const todas = filas.map((f) => f[1]);
    expect(todas).toContain(`Parada (${r.inactiva})`);
    expect(todas).toContain('Máquina Exportación Ñ');
    const operador = await nonAdminToken(t, 'operador_reporte', ['reportes']);
    await db.execute(sql`insert into usuario_maquina (id_usuario, id_maquina)
      select id_usuario, ${otra}::int from usuarios where username = 'operador_reporte'`);
    expect((await leer(operador)).map((f) => f[1])).toEqual([`Parada (${r.inactiva})`]);
  });
});

describe('the batch walker behind every export', () => {
  beforeAll(async () => {
    // Instants a JavaScript date cannot hold: equal to the millisecond, apart by microseconds, some the same.
    for (const tabla of ['ventas_maquina', 'egresos']) {
      const id = tabla === 'egresos' ? 'id_egreso' : 'id_venta_maquina';
      await db.execute(
        sql`update ${sql.identifier(tabla)} set fecha_transaccion = '2026-03-05T12:00:00.123456Z'::timestamptz
          + (${sql.identifier(id)} % 3) * interval '1 microsecond' where id_maquina = ${id_maquina}`,
      );
    }
  });

  const listas = [
    { nombre: 'ventas', lista: ventas, campos: ORDEN_VENTAS, clave: 'id_venta_maquina' },
    { nombre: 'egresos', lista: egresos, campos: ORDEN_EGRESOS, clave: 'id_egreso' },
  ] as const;
  for (const { nombre, lista, campos, clave } of listas) {
    for (const orden of [undefined, ...campos, ...campos.map((c) => `-${c}`)]) {
      it(`${nombre}: batches of 2 give the whole list in the order ${orden ?? '(la de la lista)'}`, async () => {
        const p = { id_maquina, orden };
        // Either list's query, as the generic runner sees it.
        const consulta = lista.consultaLista(db) as (donde: SQL | undefined) => PgSelect;
        const { filas } = await consultarLista(db, lista.LISTA, p, TZ, consulta);
        const recorridas: unknown[] = [];
        for await (const lote of recorrerLista(lista.LISTA, p, TZ, consulta, 2)) {
          expect(lote.length).toBeLessThanOrEqual(2);
          recorridas.push(...lote.map((f) => (f as Record<string, unknown>)[clave]));
          // A walker that repeats rows would never end: stop it and let the comparison below say so.
          if (recorridas.length > VENTAS.length * 2) break;
        }
        expect(recorridas).toEqual(filas.map((f) => (f as Record<string, unknown>)[clave]));
        expect(recorridas).toHaveLength(VENTAS.length);
      });
    }
  }
});
