// The annual table of Inicio (a machine's sales per product and year) as a list: called with the machine only it
// answers what it always did (the charts read that); with list parameters, a page with its count and sums, sorted by
// each of its fields both ways (generated from ORDEN_ANUAL), searched without regard to case or accents, and
// exported to CSV and .xlsx whole.
import { mensajes } from '@aguavend/contract/messages';
import { ORDEN_ANUAL } from '@aguavend/contract/ventas';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const t = await useTestApp();
const g = mensajes.general;
const l = mensajes.listas;
const ui = mensajes.inicio;
const URL = '/venta/maquina/total/anual';
const MAQUINA = 'Máquina Anual Ñ';
let admin: string;
let id_maquina: number;

type Fila = {
  id_producto: number;
  nombre_producto: string;
  año: number;
  cantidad_total: number;
  precio_unitario: number;
  subtotal_anual: number;
};

// Names that sort the same under the embedded database's C collation and a PostgreSQL locale; two products share
// one, so the key (product, then year) has ties to break.
const PRODUCTOS = ['Garrafón 20 L', 'HIELO PEÑA 5 kg', 'Botella 1 L', 'Botella 1 L'] as const;

/** Sales by product (its index in PRODUCTOS): units, unit price, year. Mid-June, far from any month's edge. */
const VENTAS: { producto: number; cantidad: number; precio: number; anio: number }[] = [
  // Twelve years of the first product, more than a page of ten.
  ...Array.from({ length: 12 }, (_, i) => ({ producto: 0, cantidad: i + 1, precio: 20, anio: 2015 + i })),
  { producto: 0, cantidad: 1, precio: 25, anio: 2025 },
  { producto: 1, cantidad: 4, precio: 12.5, anio: 2025 },
  { producto: 1, cantidad: 1, precio: 12.5, anio: 2026 },
  { producto: 2, cantidad: 10, precio: 8, anio: 2026 },
  { producto: 3, cantidad: 2, precio: 9.99, anio: 2024 },
  { producto: 3, cantidad: 1, precio: 0.01, anio: 2026 },
];

/** Centavos of a sale, so the expected sums are exact. */
const centavos = (v: { cantidad: number; precio: number }) => v.cantidad * Math.round(v.precio * 100);

/** The rows the list should hold, from VENTAS: one per product and year. */
function esperadas(ids: number[]): Fila[] {
  const filas = new Map<string, Fila & { centavos: number }>();
  for (const v of VENTAS) {
    const id_producto = ids[v.producto] ?? 0;
    const k = `${id_producto}-${v.anio}`;
    const f = filas.get(k) ?? {
      id_producto,
      nombre_producto: PRODUCTOS[v.producto] ?? '',
      año: v.anio,
      cantidad_total: 0,
      precio_unitario: 0,
      subtotal_anual: 0,
      centavos: 0,
    };
    f.cantidad_total += v.cantidad;
    f.centavos += centavos(v);
    filas.set(k, f);
  }
  return [...filas.values()].map(({ centavos: c, ...f }) => ({
    ...f,
    subtotal_anual: c / 100,
    precio_unitario: Math.round(c / f.cantidad_total) / 100,
  }));
}

const ids: number[] = [];
let todas: Fila[] = [];

beforeAll(async () => {
  admin = await t.login();
  id_maquina = (await t.post('/maquina/new', { nombre: MAQUINA, estatus: 'ACTIVA' }, admin)).body
    .resultados[0].id_maquina;
  for (const nombre of PRODUCTOS) {
    const res = await t.post('/producto/new', { nombre, descripcion: 'x', precio: 20, stock: 1000 }, admin);
    ids.push(res.body.resultados[0].id_producto);
  }
  const cats = (await t.post('/cat/categorias/trans', {}, admin)).body.resultados as Record<
    string,
    unknown
  >[];
  const venta = cats.find((c) => c.clase === 'VENTA')?.id_categoria_transaccion;
  for (const v of VENTAS) {
    const res = await t.post(
      '/venta/maquina/new',
      {
        ventas_maquina: {
          id_maquina,
          id_producto: ids[v.producto],
          cantidad: v.cantidad,
          precio_unitario: v.precio,
          fecha_transaccion: `${v.anio}-06-15T18:00:00Z`,
        },
        transacciones: { id_categoria_transaccion: venta, descripcion: 'x', monto: centavos(v) / 100 },
      },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  todas = esperadas(ids);
});

const pedir = (extra: Record<string, unknown>) => t.post(URL, { id_maquina, ...extra }, admin);
const pagina = (extra: Record<string, unknown>) => pedir({ pagina: 1, por_pagina: 100, ...extra });

/** As the database compares: names as text (these sort alike everywhere), the rest as numbers. */
const comparar = (a: unknown, b: unknown) =>
  typeof a === 'string' ? (a < String(b) ? -1 : a > String(b) ? 1 : 0) : Number(a) - Number(b);
/** The list's tie-break: the product's name, the product, the year. */
const porClave = (a: Fila, b: Fila) =>
  comparar(a.nombre_producto, b.nombre_producto) || a.id_producto - b.id_producto || a.año - b.año;

describe('called with the machine only, as the charts call it', () => {
  it('answers every row as before: newest year first, products by name, no count, no product id', async () => {
    const res = await pedir({});
    expect(res.status).toBe(200);
    expect(res.body.total).toBeUndefined();
    const antes = [...todas]
      .sort(
        (a, b) =>
          b.año - a.año || comparar(a.nombre_producto, b.nombre_producto) || a.id_producto - b.id_producto,
      )
      .map(({ id_producto: _, ...f }) => f);
    expect(res.body).toEqual({ valid: true, resultados: antes, mensaje_user: g.exito });
  });

  it('is the statement it always was, word for word in its answer', async () => {
    // The report's SQL before it became a list, kept here as the reference of its answer.
    const { rows } = (await t.database.db.execute(sql`
      select a.nombre_producto, a."año", a.cantidad_total, a.precio_unitario, a.subtotal_anual
      from maquinas m left join lateral (
        select p.id_producto, p.nombre as nombre_producto, extract(year from r.mes)::int as "año",
               sum(r.cantidad)::text as cantidad_total,
               round(sum(r.monto) / sum(r.cantidad), 2)::text as precio_unitario,
               sum(r.monto)::text as subtotal_anual
        from ventas_resumen_mensual r
        join productos p on p.id_producto = r.id_producto
        where r.id_maquina = m.id_maquina and r.cantidad <> 0
        group by p.id_producto, p.nombre, extract(year from r.mes)
        having sum(r.cantidad) > 0) a on true
      where m.id_maquina = ${id_maquina}
      order by a."año" desc, a.nombre_producto, a.id_producto`)) as unknown as {
      rows: Record<string, string | number>[];
    };
    const antes = rows.map((f) => ({
      nombre_producto: f.nombre_producto,
      año: Number(f.año),
      cantidad_total: Number(f.cantidad_total),
      precio_unitario: Number(f.precio_unitario),
      subtotal_anual: Number(f.subtotal_anual),
    }));
    expect(antes).toHaveLength(todas.length);
    expect((await pedir({})).body.resultados).toEqual(antes);
  });

  it('a machine without sales has no rows; an unknown one is a 404 either way', async () => {
    const vacia = (await t.post('/maquina/new', { nombre: 'Sin ventas', estatus: 'ACTIVA' }, admin)).body
      .resultados[0].id_maquina;
    expect((await t.post(URL, { id_maquina: vacia }, admin)).body.resultados).toEqual([]);
    const lista = await t.post(URL, { id_maquina: vacia, pagina: 1 }, admin);
    expect(lista.body).toMatchObject({
      resultados: [],
      total: 0,
      totales: { cantidad_total: 0, subtotal_anual: 0 },
    });
    for (const extra of [{}, { pagina: 1 }, { formato: 'csv' }]) {
      const res = await t.post(URL, { id_maquina: 2_000_000, ...extra }, admin);
      expect(res.status).toBe(404);
      expect(res.body.mensaje_user).toBe(mensajes.catalogos.maquinaNoExiste);
    }
  });
});

describe('as a list', () => {
  it('pages the rows with the count of all of them; pages neither overlap nor skip', async () => {
    const primera = await pedir({ pagina: 1, por_pagina: 10 });
    const segunda = await pedir({ pagina: 2, por_pagina: 10 });
    expect(primera.body.total).toBe(todas.length);
    expect(segunda.body.total).toBe(todas.length);
    expect(primera.body.resultados).toHaveLength(10);
    expect(segunda.body.resultados).toHaveLength(todas.length - 10);
    const vistas = [...primera.body.resultados, ...segunda.body.resultados] as Fila[];
    expect([...vistas].sort(porClave)).toEqual([...todas].sort(porClave));
    // Newest year first, without an order asked for.
    const anios = vistas.map((f) => f.año);
    expect(anios).toEqual([...anios].sort((a, b) => b - a));
  });

  for (const campo of ORDEN_ANUAL) {
    for (const desc of [false, true]) {
      it(`sorts by ${desc ? '-' : ''}${campo}, ties broken by product and year the same way`, async () => {
        const res = await pagina({ orden: `${desc ? '-' : ''}${campo}` });
        expect(res.status).toBe(200);
        const sentido = desc ? -1 : 1;
        const esperado = [...todas].sort(
          (a, b) => sentido * (comparar(a[campo], b[campo]) || porClave(a, b)),
        );
        expect(res.body.resultados).toEqual(esperado);
      });
    }
  }

  it('without a page, the whole list in the order asked, with no count', async () => {
    const res = await pedir({ orden: '-subtotal_anual' });
    expect(res.body.total).toBeUndefined();
    const subtotales = (res.body.resultados as Fila[]).map((f) => f.subtotal_anual);
    expect(subtotales).toHaveLength(todas.length);
    expect(subtotales).toEqual([...subtotales].sort((a, b) => b - a));
  });

  it("searches the product's name without regard to case or accents, and the year", async () => {
    const productos = async (buscar: string) =>
      [
        ...new Set(((await pagina({ buscar })).body.resultados as Fila[]).map((f) => f.nombre_producto)),
      ].sort();
    for (const buscar of ['peña', 'PENA', 'Pena'])
      expect(await productos(buscar)).toEqual(['HIELO PEÑA 5 kg']);
    for (const buscar of ['garrafon', 'GARRAFÓN']) expect(await productos(buscar)).toEqual(['Garrafón 20 L']);
    expect(await productos('no hay tal cosa')).toEqual([]);
    const anio = (await pagina({ buscar: '2024' })).body.resultados as Fila[];
    expect(anio.map((f) => [f.nombre_producto, f.año]).sort()).toEqual([
      ['Botella 1 L', 2024],
      ['Garrafón 20 L', 2024],
    ]);
  });

  it('sums units and amount over every matching row, not the page', async () => {
    // Page 2 of 10 holds two of the twelve years of garrafón; the sums cover all twelve.
    const res = await pedir({ pagina: 2, por_pagina: 10, buscar: 'garrafon', orden: 'año' });
    expect(res.body.resultados).toHaveLength(2);
    expect(res.body.total).toBe(12);
    const suyas = VENTAS.filter((v) => v.producto === 0);
    expect(res.body.totales).toEqual({
      cantidad_total: suyas.reduce((n, v) => n + v.cantidad, 0),
      subtotal_anual: suyas.reduce((n, v) => n + centavos(v), 0) / 100,
    });
    const todos = await pedir({ pagina: 1 });
    expect(todos.body.totales).toEqual({
      cantidad_total: VENTAS.reduce((n, v) => n + v.cantidad, 0),
      subtotal_anual: VENTAS.reduce((n, v) => n + centavos(v), 0) / 100,
    });
    const vacia = await pedir({ pagina: 1, buscar: 'no hay tal cosa' });
    expect(vacia.body).toMatchObject({ total: 0, totales: { cantidad_total: 0, subtotal_anual: 0 } });
  });

  it('refuses an unknown sort field, the internal key, a page size and a format, in Spanish', async () => {
    for (const orden of ['monto', 'clave', '-clave', 'año; drop table ventas_maquina']) {
      const res = await pagina({ orden });
      expect(res.status).toBe(400);
      expect(res.body.errores).toContainEqual({ campo: 'orden', mensaje: g.ordenInvalido });
    }
    for (const por_pagina of [7, 500, 0]) {
      const res = await pedir({ pagina: 1, por_pagina });
      expect(res.status).toBe(400);
      expect(res.body.errores).toContainEqual({ campo: 'por_pagina', mensaje: g.porPaginaInvalido });
    }
    const formato = await pedir({ formato: 'pdf' });
    expect(formato.status).toBe(400);
    expect(formato.body.errores).toContainEqual({ campo: 'formato', mensaje: g.formatoInvalido });
    const buscar = await pedir({ buscar: 'x'.repeat(101) });
    expect(buscar.status).toBe(400);
    expect(buscar.body.errores).toContainEqual({ campo: 'buscar', mensaje: g.textoLargo });
  });
});

describe('the export', () => {
  const filtro = { buscar: 'garrafon', orden: '-subtotal_anual' };
  /** The link of the list's export; the page the screen shows does not limit the file. */
  async function descargar(formato: 'csv' | 'xlsx') {
    const res = await pedir({ formato, pagina: 2, por_pagina: 10, ...filtro });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { url, nombre } = res.body.resultados[0];
    expect(nombre).toBe(`ventas-anuales-maquina-anual-n.${formato}`);
    return t.app.inject({ method: 'GET', url });
  }
  const api = async () =>
    (await pagina(filtro)).body as { resultados: Fila[]; totales: Record<string, number> };

  it("CSV: the header, then every matching row in order, nothing else (title, filters and totals are the .xlsx's)", async () => {
    const res = await descargar('csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const filas = parse(res.rawPayload.toString('utf8'), { bom: true }) as string[][];
    const cabecera = 0;
    expect(filas[cabecera]).toEqual([
      ui.colProducto,
      ui.colAnio,
      ui.colCantidad,
      mensajes.uiVentas.precioUnitario,
      ui.colSubtotal,
    ]);
    const { resultados } = await api();
    expect(resultados).toHaveLength(12);
    expect(filas.slice(cabecera + 1)).toEqual(
      resultados.map((f) => [
        f.nombre_producto,
        String(f.año),
        String(f.cantidad_total),
        f.precio_unitario.toFixed(2),
        f.subtotal_anual.toFixed(2),
      ]),
    );
  });

  it('.xlsx: title, machine, search and order above; numbers in cells, money formatted, the year as written, totals below', async () => {
    const res = await descargar('xlsx');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0];
    if (!hoja) throw new Error('sin hoja');
    const valores = hoja.getSheetValues().filter(Boolean) as unknown[][];
    // Title, machine, search and order above the table.
    expect(valores[0]?.[1]).toBe(ui.anual);
    const lineas = valores.map((f) => f.slice(1, 3));
    expect(lineas).toContainEqual([l.filtroMaquina, MAQUINA]);
    expect(lineas).toContainEqual([l.filtroBusqueda, 'garrafon']);
    expect(lineas).toContainEqual([l.filtroOrden, `${ui.colSubtotal}, ${l.descendente}`]);
    const cabecera = valores.findIndex((f) => f.includes(ui.colProducto));
    const { resultados, totales } = await api();
    // ExcelJS counts columns from 1.
    expect(valores.slice(cabecera + 1, -1).map((f) => f.slice(1))).toEqual(
      resultados.map((f) => [
        f.nombre_producto,
        String(f.año),
        f.cantidad_total,
        f.precio_unitario,
        f.subtotal_anual,
      ]),
    );
    expect(hoja.getRow(cabecera + 2).getCell(5).numFmt).toBe('"$"#,##0.00');
    expect(valores.at(-1)?.slice(1)).toEqual([
      l.totales,
      undefined,
      totales.cantidad_total,
      undefined,
      totales.subtotal_anual,
    ]);
  });
});
