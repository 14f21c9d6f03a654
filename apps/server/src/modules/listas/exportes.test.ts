// List exports through the API, for what this module decides around the rows: a list call without `formato` still
// answers its rows, the file's name (view, machine, range), the .xlsx's lines above the table (view, period, order), the
// download's headers, body and token's shape, old links cleared, a sanitary attachment's link, the call's API
// document, and the lists whose cells are worded here (the log's changes and who made them, an address's cross
// streets) or read whole (the annual report). test/exportes.test.ts opens whole files.
import { createHash } from 'node:crypto';
import { mensajes } from '@aguavend/contract/messages';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonAdminToken, useTestApp } from '../../../test/helpers.ts';
import { formulario, pdfMinimo } from '../../../test/multipart.ts';
import { archivoDeDescarga } from './exportes.ts';

const t = await useTestApp();
const db = t.database.db;
const l = mensajes.listas;
const g = mensajes.general;
const uv = mensajes.uiVentas;

let admin: string;
/** 'Máquina  Ñandú -- Centro!': its name runs spaces and dashes together and ends in a sign. */
let id_maquina: number;
/** A machine whose name has no letter or digit: nothing of it goes into a file's name. */
let sinLetras: number;
let id_producto: number;

async function alta(url: string, cuerpo: unknown) {
  const res = await t.post(url, cuerpo, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.resultados[0];
}

async function enlace(url: string, cuerpo: Record<string, unknown>) {
  return (await alta(url, cuerpo)) as { url: string; nombre: string };
}

const descargar = (url: string) => t.app.inject({ method: 'GET', url });

/** The CSV file of a list call with `formato: 'csv'`, as rows of cells. */
async function filasCsv(url: string, cuerpo: Record<string, unknown>) {
  const e = await enlace(url, { ...cuerpo, formato: 'csv' });
  const res = await descargar(e.url);
  expect(res.statusCode).toBe(200);
  return parse(res.body, { bom: true }) as string[][];
}

/** The lines above an .xlsx's table: the title, each filter's label and value, the blank line. */
async function encabezado(archivo: Buffer) {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(archivo as unknown as ArrayBuffer);
  const hoja = libro.worksheets[0] as ExcelJS.Worksheet;
  const celda = (f: number, c: number) => hoja.getRow(f).getCell(c).value ?? '';
  const lineas: unknown[][] = [[celda(1, 1)]];
  for (let f = 2; celda(f, 1) !== ''; f++) lineas.push([celda(f, 1), celda(f, 2)]);
  return [...lineas, ['']];
}

/** The lines above the table of a list call's .xlsx. */
async function encabezadoDe(url: string, cuerpo: Record<string, unknown>) {
  const e = await enlace(url, { ...cuerpo, formato: 'xlsx' });
  const res = await descargar(e.url);
  expect(res.statusCode).toBe(200);
  return encabezado(res.rawPayload);
}

beforeAll(async () => {
  admin = await t.login();
  id_maquina = (await alta('/maquina/new', { nombre: 'Máquina  Ñandú -- Centro!', estatus: 'ACTIVA' }))
    .id_maquina;
  sinLetras = (await alta('/maquina/new', { nombre: '¡¿ ?!', estatus: 'ACTIVA' })).id_maquina;
  id_producto = (
    await alta('/producto/new', { nombre: 'Garrafón', descripcion: 'x', precio: 10, stock: 100 })
  ).id_producto;
  // Read from the database, not through a list call: the setup must not depend on the code these tests judge.
  const { rows: cats } = (await db.execute(
    sql`select id_categoria_transaccion as id from categorias_transaccion where clase = 'VENTA' order by 1 limit 1`,
  )) as unknown as { rows: { id: number }[] };
  const venta = cats[0]?.id;
  for (const [cantidad, precio, fecha] of [
    [2, 20, '2026-03-01T18:00:00Z'],
    [1, 15.5, '2026-03-02T18:00:00Z'],
    [3, 10, '2026-03-03T18:00:00Z'],
  ] as const) {
    await alta('/venta/maquina/new', {
      ventas_maquina: {
        id_maquina,
        id_producto,
        cantidad,
        precio_unitario: precio,
        fecha_transaccion: fecha,
      },
      transacciones: { id_categoria_transaccion: venta, descripcion: 'x', monto: cantidad * precio },
    });
  }
  const { rows: tercera } = (await db.execute(
    sql`select id_venta_maquina as id from ventas_maquina where id_maquina = ${id_maquina}
        order by fecha_transaccion desc limit 1`,
  )) as unknown as { rows: { id: number }[] };
  await alta('/venta/maquina/eliminar', { id_venta_maquina: tercera[0]?.id });
});

describe('a list call', () => {
  it('without formato answers its rows; with it, a link', async () => {
    const res = await t.post('/venta/maquina/totales', { id_maquina, orden: 'cantidad' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.resultados.map((f: { cantidad: number }) => f.cantidad)).toEqual([1, 2]);
    const e = await enlace('/venta/maquina/totales', { id_maquina, formato: 'csv' });
    expect(Object.keys(e).sort()).toEqual(['nombre', 'url']);
  });
});

describe("the file's name", () => {
  it('is the list, then the view, the machine in plain letters and the range; without a range, none', async () => {
    const nombre = async (url: string, cuerpo: Record<string, unknown>) =>
      (await enlace(url, { id_maquina, formato: 'csv', ...cuerpo })).nombre;
    expect(await nombre('/venta/maquina/totales', {})).toBe('ventas-maquina-nandu-centro.csv');
    expect(await nombre('/venta/maquina/totales/eliminados', { formato: 'xlsx' })).toBe(
      'ventas-eliminados-maquina-nandu-centro.xlsx',
    );
    expect(await nombre('/venta/maquina/totales', { desde: '2026-03-01' })).toBe(
      'ventas-maquina-nandu-centro-2026-03-01-a-hoy.csv',
    );
    expect(await nombre('/venta/maquina/totales', { hasta: '2026-03-02' })).toBe(
      'ventas-maquina-nandu-centro-inicio-a-2026-03-02.csv',
    );
    expect(await nombre('/venta/maquina/totales', { fecha: '2026-03-02' })).toBe(
      'ventas-maquina-nandu-centro-2026-03-02-a-2026-03-02.csv',
    );
    expect(await nombre('/venta/maquina/totales', { id_maquina: sinLetras })).toBe('ventas.csv');
  });
});

describe('the lines above the table', () => {
  it('name the machine, the view, the period as asked and the order, ascending or descending', async () => {
    const titulo = [uv.ventasDe];
    const maquina = [l.filtroMaquina, 'Máquina  Ñandú -- Centro!'];
    expect(await encabezadoDe('/venta/maquina/totales', { id_maquina })).toEqual([
      titulo,
      maquina,
      [l.filtroVista, uv.activas],
      [l.filtroPeriodo, l.todoElPeriodo],
      [''],
    ]);
    expect(
      await encabezadoDe('/venta/maquina/totales/eliminados', {
        id_maquina,
        desde: '2026-03-01',
        orden: 'monto',
        buscar: 'x',
      }),
    ).toEqual([
      titulo,
      maquina,
      [l.filtroVista, uv.eliminadas],
      [l.filtroPeriodo, '01/03/2026 – …'],
      [l.filtroBusqueda, 'x'],
      [l.filtroOrden, `${uv.colMonto}, ${l.ascendente}`],
      [''],
    ]);
    expect(
      await encabezadoDe('/venta/maquina/totales', { id_maquina, hasta: '2026-03-02', orden: '-monto' }),
    ).toEqual([
      titulo,
      maquina,
      [l.filtroVista, uv.activas],
      [l.filtroPeriodo, '… – 02/03/2026'],
      [l.filtroOrden, `${uv.colMonto}, ${l.descendente}`],
      [''],
    ]);
  });

  it('leave out the period of a list without dates', async () => {
    expect(await encabezadoDe('/maquina', {})).toEqual([[mensajes.uiCatalogos.maquinas], ['']]);
  });

  it("leave the machine's name empty, in the lines and in the file's name, when the machine is not found", async () => {
    // A link taken after its machine was gone: the file is still the list, under no machine's name.
    const archivo = await archivoDeDescarga(db, t.config.businessTz, {
      lista: 'ventas',
      formato: 'xlsx',
      parametros: { id_maquina: 2_000_000_000 },
    });
    expect(archivo.nombre).toBe('ventas.xlsx');
    const partes: Buffer[] = [];
    for await (const p of archivo.cuerpo) partes.push(p as Buffer);
    expect(await encabezado(Buffer.concat(partes))).toEqual([
      [uv.ventasDe],
      [l.filtroMaquina, ''],
      [l.filtroVista, uv.activas],
      [l.filtroPeriodo, l.todoElPeriodo],
      [''],
    ]);
  });
});

describe('GET /descargas/:token', () => {
  it('sends the file as an attachment under its name, never to be cached', async () => {
    const csv = await enlace('/venta/maquina/totales', { id_maquina, formato: 'csv' });
    const res = await descargar(csv.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${csv.nombre}"; filename*=UTF-8''${csv.nombre}`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const xlsx = await enlace('/venta/maquina/totales', { id_maquina, formato: 'xlsx' });
    const hoja = await descargar(xlsx.url);
    expect(hoja.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // And it is a workbook, not the CSV under another name.
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(hoja.rawPayload as unknown as ArrayBuffer);
    expect(libro.worksheets[0]?.getRow(1).getCell(1).value).toBe(uv.ventasDe);
  });

  it('clears the links more than an hour old when a new one is made', async () => {
    const huella = (u: { url: string }) =>
      createHash('sha256')
        .update(u.url.split('/').at(-1) ?? '')
        .digest('hex');
    const [vieja, reciente] = [
      await enlace('/maquina', { formato: 'csv' }),
      await enlace('/maquina', { formato: 'csv' }),
    ];
    for (const [u, s] of [
      [vieja, 3660],
      [reciente, 3540],
    ] as const) {
      await db.execute(
        sql`update descargas set creada = now() - make_interval(secs => ${s}) where token_hash = ${huella(u)}`,
      );
    }
    await enlace('/maquina', { formato: 'csv' });
    const quedan = (await db.execute(
      sql`select token_hash from descargas where token_hash in (${huella(vieja)}, ${huella(reciente)})`,
    )) as unknown as { rows: { token_hash: string }[] };
    expect(quedan.rows.map((f) => f.token_hash)).toEqual([huella(reciente)]);
  });

  it('gives the file once, within a minute, while the user who asked is active; else 404 and its message', async () => {
    const vencida = async (u: { url: string }) => {
      const res = await descargar(u.url);
      expect([res.statusCode, res.json().mensaje_user], u.url).toEqual([404, g.descargaNoValida]);
    };
    const una = await enlace('/maquina', { formato: 'csv' });
    expect((await descargar(una.url)).statusCode).toBe(200);
    await vencida(una);
    // Its age is the database's clock: 50 s is still in time, 61 s is not.
    const [a, b] = [
      await enlace('/maquina', { formato: 'csv' }),
      await enlace('/maquina', { formato: 'csv' }),
    ];
    const edad = async (u: { url: string }, s: number) => {
      const token = u.url.split('/').at(-1) ?? '';
      const hash = createHash('sha256').update(token).digest('hex');
      await db.execute(
        sql`update descargas set creada = now() - make_interval(secs => ${s}) where token_hash = ${hash}`,
      );
    };
    await edad(a, 50);
    await edad(b, 61);
    expect((await descargar(a.url)).statusCode).toBe(200);
    await vencida(b);
    // A user deactivated, or deleted, after asking.
    let operador = await nonAdminToken(t, 'listas_operador', ['ventas']);
    const suya = async () => {
      const res = await t.post('/maquina', { formato: 'csv' }, operador);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.resultados[0] as { url: string };
    };
    const antesDeDesactivar = await suya();
    await db.execute(sql`update usuarios set activo = 0 where username = 'listas_operador'`);
    await vencida(antesDeDesactivar);
    await db.execute(sql`update usuarios set activo = 1 where username = 'listas_operador'`);
    operador = await t.login('listas_operador', 'clave-operador-1');
    const antesDeBorrar = await suya();
    await db.execute(sql`update usuarios set fecha_eliminacion = now() where username = 'listas_operador'`);
    await vencida(antesDeBorrar);
  });

  it("gives a sanitary record's attachment by its link too, and 404 and its message once it is gone", async () => {
    const { id_registro } = await alta('/registro-sanitario/new', {
      id_maquina,
      tipo: 'ANALISIS',
      fecha: '2026-03-01',
      responsable: 'Lab',
      laboratorio: 'Lab Central',
      resultado: 'CONFORME',
    });
    const pdf = pdfMinimo(['Informe de laboratorio']);
    const f = formulario({ id_registro: String(id_registro) }, [
      { campo: 'archivo', nombre: 'informe.pdf', datos: pdf },
    ]);
    const subida = await t.inject({
      method: 'POST',
      url: '/registro-sanitario/adjunto/new',
      payload: f.payload,
      headers: { ...f.headers, autorizado: admin },
    });
    expect(subida.status, JSON.stringify(subida.body)).toBe(200);
    const { id_adjunto } = subida.body.resultados[0];
    // Its link is bound to the asking browser by a cookie (vinculo-descarga.ts), which these GETs carry.
    const adjunto = async () => {
      const r = await t.inject({
        method: 'POST',
        url: '/registro-sanitario/adjunto/descargar',
        payload: { id_adjunto },
        headers: { autorizado: admin },
      });
      const cookie = String(r.headers['set-cookie']).split(';')[0] ?? '';
      return () => t.app.inject({ method: 'GET', url: r.body.resultados[0].url, headers: { cookie } });
    };
    const [antes, despues] = [await adjunto(), await adjunto()];
    const res = await antes();
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(Buffer.compare(res.rawPayload, Buffer.from(pdf))).toBe(0);
    await db.execute(sql`delete from adjuntos_sanitarios where id_adjunto = ${id_adjunto}`);
    const tarde = await despues();
    expect([tarde.statusCode, tarde.json().mensaje_user]).toEqual([404, g.descargaNoValida]);
  });

  it('refuses with 400 and its message a token that is not 43 letters, digits, - or _', async () => {
    for (const token of [`~${'a'.repeat(43)}`, `${'a'.repeat(43)}~`, 'a'.repeat(44), 'a'.repeat(42)]) {
      const res = await descargar(`/descargas/${token}`);
      expect([res.statusCode, res.json().errores], token).toEqual([
        400,
        [{ campo: 'token', mensaje: g.descargaNoValida }],
      ]);
    }
  });
});

describe('the API document', () => {
  it('lists the download under «listas», with its summary and its answers', async () => {
    // Its own server: the document is built from the routes as they are declared when a server starts.
    const { createTestApp } = await import('../../../test/helpers.ts');
    const propio = await createTestApp();
    const res = await propio.inject({ method: 'GET', url: '/docs/json' }).finally(() => propio.close());
    const descarga = res.body.paths['/descargas/{token}']?.get;
    expect(descarga).toMatchObject({
      tags: ['listas'],
      summary:
        'Descargar una exportación de lista (CSV o .xlsx) o un adjunto del registro sanitario con el enlace de un solo uso que dio la lista con formato o /registro-sanitario/adjunto/descargar',
    });
    expect(Object.keys(descarga?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(descarga?.responses['200'].description).toBe('El archivo: text/csv, .xlsx, PDF, JPEG o PNG');
  });
});

describe('lists whose cells are worded here', () => {
  it("the log: each change as the screen words it, and 'Sistema' for a change made by no user", async () => {
    await alta('/producto/editar', {
      id_producto,
      nombre: 'Garrafón',
      descripcion: 'x',
      precio: 12.5,
      stock: 100,
    });
    await db.execute(sql`update productos set descripcion = 'y' where id_producto = ${id_producto}`);
    const filas = await filasCsv('/bitacora', { buscar: 'Garrafón' });
    const cabecera = filas.findIndex((f) => f[0] === mensajes.bitacora.colFecha);
    const cambios = filas
      .slice(cabecera + 1)
      .filter((f) => f[3] === String(id_producto) && f[4] === mensajes.bitacora.acciones.UPDATE)
      .map((f) => [f[1], f[2], f[5]]);
    // Stock 97 after the sales (100 − 2 − 1 − 3, the third given back): two changes, one cell.
    const productos = mensajes.bitacora.tablas.productos;
    expect(cambios).toContainEqual(['admin', productos, 'Stock: 97 → 100; Precio: $ 10.00 → $ 12.50']);
    expect(cambios).toContainEqual([mensajes.bitacora.sistema, productos, 'Descripción: x → y']);
  });

  it("an address's cross streets in one cell, joined by 'y', or the one there is", async () => {
    const { id_tienda } = await alta('/tienda/new', {
      nombre_comercial: 'Tienda Cruces',
      razon_social: '',
      rfc: 'WXYA260101A01',
      tipo_persona: 'FISICA',
    });
    const domicilio = { id_tienda, es_sucursal: 'NO', numero_ext: '1', latitud: 19.4, longitud: -99.1 };
    await alta('/domicilio/new', { ...domicilio, calle: 'Calle 60', primer_cruzamiento: 'Calle 51' });
    await alta('/domicilio/new', {
      ...domicilio,
      calle: 'Calle 62',
      primer_cruzamiento: 'Calle 53',
      segundo_cruzamiento: 'Calle 55',
    });
    const filas = await filasCsv('/domicilio', { id_tienda, orden: 'calle' });
    const col = filas
      .find((f) => f[0] === mensajes.domicilios.ui.colId)
      ?.indexOf(mensajes.domicilios.ui.colCruzamientos);
    const datos = filas.filter((f) => f[1] === 'Tienda Cruces');
    expect(datos.map((f) => f[col ?? -1])).toEqual(['Calle 51', 'Calle 53 y Calle 55']);
  });

  it("an alert's type and message in words, its product by name", async () => {
    await alta('/producto/new', {
      nombre: 'Filtro Ñ',
      descripcion: 'x',
      precio: 1,
      stock: 1,
      stock_minimo: 5,
    });
    const filas = await filasCsv('/alertas', { buscar: 'Filtro Ñ' });
    const a = mensajes.alertas;
    const cabecera = filas.findIndex((f) => f[0] === a.archivo.folio);
    const col = (titulo: string) => filas[cabecera]?.indexOf(titulo) ?? -1;
    expect(
      filas
        .slice(cabecera + 1)
        .map((f) => [a.archivo.tipo, a.archivo.mensaje, a.archivo.producto].map((c) => f[col(c)])),
    ).toEqual([[a.tipos.STOCK_BAJO, 'Stock bajo: Filtro Ñ tiene 1 (mínimo 5)', 'Filtro Ñ']]);
  });

  it("a category's mark as Sí or No", async () => {
    await alta('/cat/categorias/trans/new', { tipo: 'DESTACADA', highlight: true });
    await alta('/cat/categorias/trans/new', { tipo: 'COMUN', highlight: false });
    const filas = await filasCsv('/cat/categorias/trans', { orden: 'tipo' });
    const uc = mensajes.uiCatalogos;
    const col = filas.find((f) => f[0] === uv.colId)?.indexOf(uc.destacada) ?? -1;
    const marca = (tipo: string) => filas.find((f) => f[1] === tipo)?.[col];
    expect([marca('DESTACADA'), marca('COMUN')]).toEqual([uc.si, uc.no]);
  });

  it('a report, worked out whole: its own name, title and lines above, its rows and totals', async () => {
    const r = mensajes.reportes;
    const cuerpo = { id_maquina, desde: '2026-03-01', hasta: '2026-03-03', por: 'dia', orden: 'etiqueta' };
    expect((await enlace('/negocio/reporte', { ...cuerpo, formato: 'xlsx' })).nombre).toBe(
      'reporte-por-dia-maquina-nandu-centro-2026-03-01-a-2026-03-03.xlsx',
    );
    expect((await encabezadoDe('/negocio/reporte', cuerpo))[0]).toEqual([r.archivo(r.dimensiones.dia)]);
    const filas = await filasCsv('/negocio/reporte', cuerpo);
    expect(filas[0]?.[0]).toBe(r.dimensiones.dia);
    // Units, number of sales, sales, day by day: the third sale was deleted. The totals are the .xlsx's.
    expect(filas.slice(1).map((f) => f.slice(1, 4))).toEqual([
      ['2', '1', '40.00'],
      ['1', '1', '15.50'],
      ['0', '0', '0.00'],
    ]);
  });

  it('the annual report, read whole: a row per product and year', async () => {
    const filas = await filasCsv('/venta/maquina/total/anual', { id_maquina, pagina: 1 });
    expect(filas).toEqual([
      [
        mensajes.inicio.colProducto,
        mensajes.inicio.colAnio,
        mensajes.inicio.colCantidad,
        uv.precioUnitario,
        mensajes.inicio.colSubtotal,
      ],
      ['Garrafón', '2026', '3', '18.50', '55.50'],
    ]);
  });
});
