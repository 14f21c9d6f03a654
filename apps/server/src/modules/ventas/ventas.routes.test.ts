// Machine sales: every call and the reports, with stock, the transaction, categories, access and exact money.
import { mensajes } from '@aguavend/contract/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, nonAdminToken, useTestApp } from '../../../test/helpers.ts';

const t = await useTestApp();
const db = t.database.db;
const m = mensajes.ventas;
const c = mensajes.catalogos;

let admin: string;
let operador: string;
let idVenta: number; // the VENTA category made at first start
let idMantenimiento: number;

async function filas<T = Record<string, unknown>>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** A new machine, on which this file's operator works (a non-ADMIN user reads only their machines' reports). */
async function nuevaMaquina(nombre: string, estatus: 'ACTIVA' | 'INACTIVA' = 'ACTIVA'): Promise<number> {
  const res = await t.post('/maquina/new', { nombre, estatus }, admin);
  expect(res.status).toBe(200);
  const { id_maquina } = res.body.resultados[0];
  const { id_usuario } = (await t.post('/users/perfil', undefined, operador)).body.resultados[0];
  expect((await t.post('/users/maquina/asignar', { id_usuario, id_maquina }, admin)).status).toBe(200);
  return id_maquina;
}

async function nuevoProducto(nombre: string, precio: number, stock: number): Promise<number> {
  const res = await t.post('/producto/new', { nombre, descripcion: nombre, precio, stock }, admin);
  expect(res.status).toBe(200);
  return res.body.resultados[0].id_producto;
}

/** Cents-exact amount, computed here independently of the contract's helper. */
const montoDe = (cantidad: number, precio: number) => (cantidad * Math.round(precio * 100)) / 100;

function cuerpo(
  id_maquina: number,
  id_producto: number,
  cantidad: number,
  precio_unitario: number,
  extra: {
    descripcion?: string;
    monto?: number;
    id_categoria_transaccion?: number;
    fecha_transaccion?: string;
  } = {},
) {
  const fecha = extra.fecha_transaccion === undefined ? {} : { fecha_transaccion: extra.fecha_transaccion };
  return {
    ventas_maquina: { id_maquina, id_producto, cantidad, precio_unitario, ...fecha },
    transacciones: {
      id_venta_maquina: '',
      id_categoria_transaccion: extra.id_categoria_transaccion ?? idVenta,
      descripcion: extra.descripcion ?? 'Venta de prueba',
      monto: extra.monto ?? montoDe(cantidad, precio_unitario),
    },
  };
}

async function vender(
  id_maquina: number,
  id_producto: number,
  cantidad: number,
  precio: number,
  descripcion?: string,
) {
  const res = await t.post(
    '/venta/maquina/new',
    cuerpo(id_maquina, id_producto, cantidad, precio, { descripcion }),
    admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.resultados[0] as {
    id_venta_maquina: number;
    monto: number;
    precio_unitario: number;
    cantidad: number;
  };
}

async function stockDe(id_producto: number) {
  const [f] = await filas<{ stock: number }>(
    sql`select stock from productos where id_producto = ${id_producto}`,
  );
  return f?.stock;
}

async function cuentas() {
  const [f] = await filas<{ ventas: number; transacciones: number }>(sql`
    select (select count(*)::int from ventas_maquina) as ventas, (select count(*)::int from transacciones) as transacciones`);
  return f;
}

/** Sets a sale's date through the API, keeping its quantity and description. */
async function fechar(
  venta: { id_venta_maquina: number; cantidad: number; monto: number },
  fecha_venta: string,
) {
  const res = await t.post(
    '/venta/maquina/editar',
    {
      id_venta_maquina: venta.id_venta_maquina,
      cantidad: venta.cantidad,
      fecha_venta,
      descripcion: 'Fechada',
      monto: venta.monto,
    },
    admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.resultados[0];
}

beforeAll(async () => {
  admin = await t.login();
  // A role granted Inicio alone: it reads its machines' reports, and the sales calls stay closed to it.
  operador = await nonAdminToken(t, undefined, ['inicio']);
  const cats = await t.post('/cat/categorias/trans', undefined, admin);
  idVenta = cats.body.resultados.find((x: { tipo: string }) => x.tipo === 'VENTA').id_categoria_transaccion;
  idMantenimiento = (
    await t.post('/cat/categorias/trans/new', { tipo: 'MANTENIMIENTO', highlight: false }, admin)
  ).body.resultados[0].id_categoria_transaccion;
});

describe('POST /venta/maquina/new', () => {
  it('records the sale and its transaction together, lowers the stock and answers the row with names', async () => {
    const id_maquina = await nuevaMaquina('Centro');
    const id_producto = await nuevoProducto('Garrafón 20 L', 25.5, 40);
    const antes = await cuentas();
    const res = await t.post(
      '/venta/maquina/new',
      cuerpo(id_maquina, id_producto, 3, 25.5, { descripcion: 'Tres garrafones' }),
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(true);
    expect(res.body.mensaje_user).toBe(m.registrada);
    const fila = res.body.resultados[0];
    expect(fila).toMatchObject({
      id_maquina,
      maquina: 'Centro',
      id_producto,
      producto: 'Garrafón 20 L',
      cantidad: 3,
      precio_unitario: 25.5,
      monto: montoDe(3, 25.5),
      descripcion: 'Tres garrafones',
      id_categoria_transaccion: idVenta,
      fecha_eliminacion: null,
    });
    expect(typeof fila.id_transaccion).toBe('number');
    expect(Math.abs(Date.parse(fila.fecha_transaccion) - Date.now())).toBeLessThan(60_000);
    expect(await stockDe(id_producto)).toBe(37);

    const despues = await cuentas();
    expect(despues?.ventas).toBe((antes?.ventas ?? 0) + 1);
    expect(despues?.transacciones).toBe((antes?.transacciones ?? 0) + 1);
    const [tr] = await filas<{
      id_transaccion: number;
      monto: string;
      descripcion: string;
      id_categoria_transaccion: number;
      misma_fecha: boolean;
    }>(sql`
      select tr.id_transaccion, tr.monto::text as monto, tr.descripcion, tr.id_categoria_transaccion,
             tr.fecha_transaccion = v.fecha_transaccion as misma_fecha
      from transacciones tr join ventas_maquina v using (id_venta_maquina)
      where tr.id_venta_maquina = ${fila.id_venta_maquina}`);
    expect(tr).toEqual({
      id_transaccion: fila.id_transaccion,
      monto: '76.50',
      descripcion: 'Tres garrafones',
      id_categoria_transaccion: idVenta,
      misma_fecha: true,
    });

    // Who sold it: on the sale and in the audit log.
    const perfil = await t.post('/users/perfil', undefined, admin);
    const idAdmin = perfil.body.resultados[0].id_usuario;
    const [v] = await filas<{ id_usuario: number }>(sql`
      select id_usuario from ventas_maquina where id_venta_maquina = ${fila.id_venta_maquina}`);
    expect(v?.id_usuario).toBe(idAdmin);
    const [b] = await filas<{ id_usuario: number }>(sql`
      select id_usuario from bitacora where tabla = 'ventas_maquina' and accion = 'INSERT'
        and id_registro = ${String(fila.id_venta_maquina)}`);
    expect(b?.id_usuario).toBe(idAdmin);
  });

  it('computes money in exact cents (3 × 0.10, 7 × 19.99) and refuses a client amount that disagrees', async () => {
    const id_maquina = await nuevaMaquina('Decimales');
    const dulce = await nuevoProducto('Dulce', 0.1, 100);
    const botella = await nuevoProducto('Botella', 19.99, 100);

    const a = await vender(id_maquina, dulce, 3, 0.1);
    expect(a.monto).toBe(0.3);
    const b = await vender(id_maquina, botella, 7, 19.99);
    expect(b.monto).toBe(139.93);
    const guardados = await filas<{ monto: string }>(sql`
      select monto::text as monto from ventas_maquina where id_venta_maquina in (${a.id_venta_maquina}, ${b.id_venta_maquina})
      order by id_venta_maquina`);
    expect(guardados.map((x) => x.monto)).toEqual(['0.30', '139.93']);

    const antes = await cuentas();
    const res = await t.post(
      '/venta/maquina/new',
      cuerpo(id_maquina, botella, 7, 19.99, { monto: 139.94 }),
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.mensaje_user).toBe(m.montoNoCoincide);
    expect(res.body.errores).toEqual([{ campo: 'transacciones.monto', mensaje: m.montoNoCoincide }]);
    expect(await cuentas()).toEqual(antes);
    expect(await stockDe(botella)).toBe(93);
  });

  it('answers the original messages for missing choices and non-positive figures', async () => {
    const id_maquina = await nuevaMaquina('Validaciones');
    const id_producto = await nuevoProducto('Validado', 10, 10);
    const casos: [unknown, string, string][] = [
      [cuerpo(0, id_producto, 1, 10), 'ventas_maquina.id_maquina', m.debeSeleccionar],
      [cuerpo(id_maquina, 0, 1, 10), 'ventas_maquina.id_producto', m.debeSeleccionar],
      [
        cuerpo(id_maquina, id_producto, 1, 10, { id_categoria_transaccion: 0 }),
        'transacciones.id_categoria_transaccion',
        m.debeSeleccionar,
      ],
      [cuerpo(id_maquina, id_producto, 0, 10, { monto: 10 }), 'ventas_maquina.cantidad', m.mayoresACero],
      [
        cuerpo(id_maquina, id_producto, 1, 0, { monto: 10 }),
        'ventas_maquina.precio_unitario',
        m.mayoresACero,
      ],
      [cuerpo(id_maquina, id_producto, 1, 10, { monto: 0 }), 'transacciones.monto', m.mayoresACero],
      [cuerpo(id_maquina, id_producto, 1.5, 10, { monto: 15 }), 'ventas_maquina.cantidad', m.cantidadEntera],
    ];
    const antes = await cuentas();
    for (const [body, campo, mensaje] of casos) {
      const res = await t.post('/venta/maquina/new', body, admin);
      expect(res.status, campo).toBe(400);
      expect(res.body.valid).toBe(false);
      expect(res.body.errores).toContainEqual({ campo, mensaje });
    }
    expect(await cuentas()).toEqual(antes);
  });

  it('answers 404 for an unknown machine, product or category and 409 for an inactive machine, writing nothing', async () => {
    const activa = await nuevaMaquina('Activa 404');
    const inactiva = await nuevaMaquina('Apagada', 'INACTIVA');
    const id_producto = await nuevoProducto('Para 404', 10, 10);
    const antes = await cuentas();
    const casos: [unknown, number, string][] = [
      [cuerpo(999_999, id_producto, 1, 10), 404, c.maquinaNoExiste],
      [cuerpo(activa, 999_999, 1, 10), 404, c.productoNoExiste],
      [cuerpo(activa, id_producto, 1, 10, { id_categoria_transaccion: 999_999 }), 404, c.categoriaNoExiste],
      [cuerpo(inactiva, id_producto, 1, 10), 409, m.maquinaInactiva],
    ];
    for (const [body, status, mensaje] of casos) {
      const res = await t.post('/venta/maquina/new', body, admin);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({
        valid: false,
        resultados: [],
        mensaje_user: mensaje,
        message: mensaje,
      });
    }
    expect(await cuentas()).toEqual(antes);
    expect(await stockDe(id_producto)).toBe(10);
  });

  it('refuses an oversell with 409, keeping stock and writing no sale or transaction', async () => {
    const id_maquina = await nuevaMaquina('Sobreventa');
    const id_producto = await nuevoProducto('Escaso', 12, 5);
    const antes = await cuentas();
    const res = await t.post('/venta/maquina/new', cuerpo(id_maquina, id_producto, 6, 12), admin);
    expect(res.status).toBe(409);
    expect(res.body.mensaje_user).toBe(m.stockInsuficiente);
    expect(await stockDe(id_producto)).toBe(5);
    expect(await cuentas()).toEqual(antes);
    // Exactly the stock left is fine.
    await vender(id_maquina, id_producto, 5, 12);
    expect(await stockDe(id_producto)).toBe(0);
  });

  // The embedded database ignores statement names; on PostgreSQL the sale is parsed and planned once per connection.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'records a sale, and reads it back, as named prepared statements',
    async () => {
      const id_maquina = await nuevaMaquina('Preparada');
      const id_producto = await nuevoProducto('Preparado', 10, 5);
      await vender(id_maquina, id_producto, 1, 10);
      // One request at a time: the pool hands its most recently freed connection to the next query.
      const nombres = await filas<{ statement: string }>(
        sql`select statement from pg_prepared_statements where name <> ''`,
      );
      const sentencias = nombres.map((n) => n.statement);
      expect(sentencias.some((s) => s.includes('insert into ventas_maquina'))).toBe(true);
      expect(sentencias.some((s) => /from "ventas_maquina" inner join "maquinas"/.test(s))).toBe(true);
    },
  );

  it('lets exactly 10 of 20 parallel one-unit sales through when the stock is 10', async () => {
    const id_maquina = await nuevaMaquina('Carrera');
    const id_producto = await nuevoProducto('Último lote', 15, 10);
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.post(
          '/venta/maquina/new',
          cuerpo(id_maquina, id_producto, 1, 15, { descripcion: `Carrera ${i}` }),
          admin,
        ),
      ),
    );
    const estados = respuestas.map((r) => r.status).sort();
    expect(estados.filter((s) => s === 200)).toHaveLength(10);
    expect(estados.filter((s) => s === 409)).toHaveLength(10);
    expect(
      respuestas.filter((r) => r.status === 409).every((r) => r.body.mensaje_user === m.stockInsuficiente),
    ).toBe(true);
    expect(await stockDe(id_producto)).toBe(0);
    const [n] = await filas<{ ventas: number; transacciones: number }>(sql`
      select count(distinct v.id_venta_maquina)::int as ventas, count(tr.id_transaccion)::int as transacciones
      from ventas_maquina v left join transacciones tr using (id_venta_maquina) where v.id_producto = ${id_producto}`);
    expect(n).toEqual({ ventas: 10, transacciones: 10 });
  });
});

describe('access', () => {
  const escrituras = [
    '/venta/maquina/new',
    '/venta/maquina/totales',
    '/venta/maquina/totales/eliminados',
    '/venta/maquina/editar',
    '/venta/maquina/eliminar',
    '/venta/maquina/restaurar',
  ];
  const reportes = ['/venta/maquina/total/mes', '/venta/maquina/total/anual', '/venta/maquina/total/serie'];

  it('answers 401 without a token on every call', async () => {
    for (const url of [...escrituras, ...reportes]) {
      const res = await t.post(url, { id_maquina: 1 });
      expect(res.status, url).toBe(401);
      expect(res.body.valid).toBe(false);
    }
  });

  it("answers 403 to a role without the Ventas screen, and lets it read its machines' reports", async () => {
    const id_maquina = await nuevaMaquina('Acceso');
    const id_producto = await nuevoProducto('Acceso', 10, 10);
    const venta = await vender(id_maquina, id_producto, 1, 10);
    const cuerpos: Record<string, unknown> = {
      '/venta/maquina/new': cuerpo(id_maquina, id_producto, 1, 10),
      '/venta/maquina/totales': { id_maquina },
      '/venta/maquina/totales/eliminados': { id_maquina },
      '/venta/maquina/editar': {
        id_venta_maquina: venta.id_venta_maquina,
        cantidad: 1,
        fecha_venta: '2026-01-10T10:00:00-06:00',
        descripcion: 'x',
        monto: 10,
      },
      '/venta/maquina/eliminar': { id_venta_maquina: venta.id_venta_maquina },
      '/venta/maquina/restaurar': { id_venta_maquina: venta.id_venta_maquina },
    };
    for (const url of escrituras) {
      const res = await t.post(url, cuerpos[url], operador);
      expect(res.status, url).toBe(403);
      expect(res.body.mensaje_user).toBe(mensajes.sesion.sinPermiso);
    }
    expect(await stockDe(id_producto)).toBe(9);
    const mes = await t.post('/venta/maquina/total/mes', { mes: '2026-01', id_maquina }, operador);
    expect(mes.status).toBe(200);
    expect((await t.post('/venta/maquina/total/anual', { id_maquina }, operador)).status).toBe(200);
    expect((await t.post('/venta/maquina/total/serie', { id_maquina }, operador)).status).toBe(200);
    // A role granted Ventas works on its own machines; another machine's sale does not exist for it.
    const vendedor = await nonAdminToken(t, undefined, ['ventas']);
    for (const url of escrituras) {
      const res = await t.post(url, cuerpos[url], vendedor);
      expect(res.status, url).toBe(404);
    }
    expect(await stockDe(id_producto)).toBe(9);
  });
});

describe('lists', () => {
  it('lists active sales newest first, pages them with a total, and filters a day in Mexico time', async () => {
    const id_maquina = await nuevaMaquina('Listas');
    const id_producto = await nuevoProducto('Listado', 8, 100);
    const ventas = [];
    for (let i = 0; i < 5; i++) ventas.push(await vender(id_maquina, id_producto, 1, 8, `Venta ${i}`));
    // 23:30 on 31 January in Mexico City is 05:30 UTC on 1 February: it belongs to 31 January.
    await fechar(ventas[0] as (typeof ventas)[number], '2026-01-31T23:30:00-06:00');
    await fechar(ventas[1] as (typeof ventas)[number], '2026-02-01T00:10:00-06:00');
    await fechar(ventas[2] as (typeof ventas)[number], '2026-02-01T20:00:00-06:00');

    const todo = await t.post('/venta/maquina/totales', { id_maquina }, admin);
    expect(todo.status).toBe(200);
    expect(todo.body.total).toBeUndefined();
    const ids = todo.body.resultados.map((f: { id_venta_maquina: number }) => f.id_venta_maquina);
    expect(ids).toEqual([
      ventas[4]?.id_venta_maquina,
      ventas[3]?.id_venta_maquina,
      ventas[2]?.id_venta_maquina,
      ventas[1]?.id_venta_maquina,
      ventas[0]?.id_venta_maquina,
    ]);
    const fechas = todo.body.resultados.map((f: { fecha_transaccion: string }) =>
      Date.parse(f.fecha_transaccion),
    );
    expect([...fechas].sort((a, b) => b - a)).toEqual(fechas);

    const pagina1 = await t.post('/venta/maquina/totales', { id_maquina, pagina: 1, por_pagina: 10 }, admin);
    expect(pagina1.body.total).toBe(5);
    expect(pagina1.body.resultados.map((f: { id_venta_maquina: number }) => f.id_venta_maquina)).toEqual(ids);
    const pagina2 = await t.post('/venta/maquina/totales', { id_maquina, pagina: 2, por_pagina: 10 }, admin);
    expect(pagina2.body.total).toBe(5);
    expect(pagina2.body.resultados).toEqual([]);
    const porDefecto = await t.post('/venta/maquina/totales', { id_maquina, pagina: 1 }, admin);
    expect(porDefecto.body.resultados).toHaveLength(5);

    const dia31 = await t.post('/venta/maquina/totales', { id_maquina, fecha: '2026-01-31' }, admin);
    expect(dia31.body.resultados.map((f: { id_venta_maquina: number }) => f.id_venta_maquina)).toEqual([
      ventas[0]?.id_venta_maquina,
    ]);
    const dia1 = await t.post(
      '/venta/maquina/totales',
      { id_maquina, fecha: '2026-02-01', pagina: 1, por_pagina: 10 },
      admin,
    );
    expect(dia1.body.total).toBe(2);
    expect(dia1.body.resultados[0].id_venta_maquina).toBe(ventas[2]?.id_venta_maquina);

    await t.post('/venta/maquina/eliminar', { id_venta_maquina: ventas[3]?.id_venta_maquina }, admin);
    const activas = await t.post('/venta/maquina/totales', { id_maquina }, admin);
    expect(activas.body.resultados).toHaveLength(4);
    const eliminadas = await t.post('/venta/maquina/totales/eliminados', { id_maquina }, admin);
    expect(eliminadas.body.resultados.map((f: { id_venta_maquina: number }) => f.id_venta_maquina)).toEqual([
      ventas[3]?.id_venta_maquina,
    ]);
    expect(eliminadas.body.resultados[0].fecha_eliminacion).not.toBeNull();
  });

  it('answers 404 for an unknown machine and 400 for a malformed day', async () => {
    const res = await t.post('/venta/maquina/totales', { id_maquina: 999_999 }, admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(c.maquinaNoExiste);
    const del = await t.post('/venta/maquina/totales/eliminados', { id_maquina: 999_999 }, admin);
    expect(del.status).toBe(404);
    const mal = await t.post('/venta/maquina/totales', { id_maquina: 1, fecha: '31/01/2026' }, admin);
    expect(mal.status).toBe(400);
    expect(mal.body.errores[0]).toEqual({ campo: 'fecha', mensaje: mensajes.general.fechaInvalida });
  });
});

describe('a sale of another day, without a description, by whom, in a sales category', () => {
  it('records a sale at a past fecha_transaccion, its transaction at the same instant', async () => {
    const id_maquina = await nuevaMaquina('Otro día');
    const id_producto = await nuevoProducto('Del martes', 12, 10);
    const res = await t.post(
      '/venta/maquina/new',
      cuerpo(id_maquina, id_producto, 2, 12, { fecha_transaccion: '2026-03-10T18:45:00-06:00' }),
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fila = res.body.resultados[0];
    expect(fila.fecha_transaccion).toBe('2026-03-11T00:45:00.000Z');
    const [tr] = await filas<{ misma: boolean }>(sql`
      select tr.fecha_transaccion = v.fecha_transaccion as misma
      from transacciones tr join ventas_maquina v using (id_venta_maquina)
      where v.id_venta_maquina = ${fila.id_venta_maquina}`);
    expect(tr?.misma).toBe(true);
    // It counts in its own month (March in Mexico time), not in this one.
    const marzo = await t.post('/venta/maquina/total/mes', { mes: '2026-03', id_maquina }, admin);
    expect(marzo.body.resultados[0].total_por_mes).toBe(24);
  });

  it('refuses a future fecha_transaccion and a malformed one, writing nothing', async () => {
    const id_maquina = await nuevaMaquina('Futuro');
    const id_producto = await nuevoProducto('Del futuro', 12, 10);
    const antes = await cuentas();
    const futura = new Date(Date.now() + 10 * 60_000).toISOString();
    const casos: [string, string][] = [
      [futura, m.fechaFutura],
      ['2026-03-10', mensajes.general.fechaInvalida],
      ['2026-03-10T18:45:00', mensajes.general.fechaInvalida],
      ['0000-01-01T00:00:00Z', mensajes.general.fechaInvalida],
    ];
    for (const [fecha_transaccion, mensaje] of casos) {
      const res = await t.post(
        '/venta/maquina/new',
        cuerpo(id_maquina, id_producto, 1, 12, { fecha_transaccion }),
        admin,
      );
      expect(res.status, fecha_transaccion).toBe(400);
      expect(res.body.errores).toEqual([{ campo: 'ventas_maquina.fecha_transaccion', mensaje }]);
    }
    expect(await cuentas()).toEqual(antes);
    expect(await stockDe(id_producto)).toBe(10);
    // Half a minute ahead is a clock difference, not the future.
    const casiAhora = new Date(Date.now() + 30_000).toISOString();
    const ok = await t.post(
      '/venta/maquina/new',
      cuerpo(id_maquina, id_producto, 1, 12, { fecha_transaccion: casiAhora }),
      admin,
    );
    expect(ok.status).toBe(200);
  });

  it('takes a sale without a description, or a blank one, and stores it empty', async () => {
    const id_maquina = await nuevaMaquina('Sin descripción');
    const id_producto = await nuevoProducto('Callado', 5, 10);
    const sin = cuerpo(id_maquina, id_producto, 1, 5);
    const { descripcion: _, ...transaccion } = sin.transacciones;
    for (const body of [
      { ...sin, transacciones: transaccion },
      cuerpo(id_maquina, id_producto, 1, 5, { descripcion: '   ' }),
      { ...sin, transacciones: { ...transaccion, descripcion: null } },
    ]) {
      const res = await t.post('/venta/maquina/new', body, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.resultados[0].descripcion).toBe('');
    }
    const larga = await t.post(
      '/venta/maquina/new',
      cuerpo(id_maquina, id_producto, 1, 5, { descripcion: 'x'.repeat(256) }),
      admin,
    );
    expect(larga.status).toBe(400);
    expect(larga.body.errores).toEqual([
      { campo: 'transacciones.descripcion', mensaje: mensajes.general.textoLargo },
    ]);
  });

  it('records and answers who registered the sale, in the lists too', async () => {
    const id_maquina = await nuevaMaquina('Quién');
    const id_producto = await nuevoProducto('Firmado', 5, 10);
    const venta = await vender(id_maquina, id_producto, 1, 5);
    const perfil = await t.post('/users/perfil', undefined, admin);
    const quien = { id_usuario: perfil.body.resultados[0].id_usuario, usuario: ADMIN.username };
    expect(venta).toMatchObject(quien);
    const lista = await t.post('/venta/maquina/totales', { id_maquina }, admin);
    expect(lista.body.resultados[0]).toMatchObject(quien);
    const editada = await t.post(
      '/venta/maquina/editar',
      {
        id_venta_maquina: venta.id_venta_maquina,
        cantidad: 2,
        fecha_venta: new Date().toISOString(),
        monto: 10,
      },
      admin,
    );
    expect(editada.body.resultados[0]).toMatchObject(quien);
  });

  it('takes only a VENTA category: an EGRESO one answers 400 on the field and writes nothing', async () => {
    const id_maquina = await nuevaMaquina('Categoría de egreso');
    const id_producto = await nuevoProducto('Mal clasificado', 5, 10);
    const antes = await cuentas();
    const res = await t.post(
      '/venta/maquina/new',
      cuerpo(id_maquina, id_producto, 1, 5, { id_categoria_transaccion: idMantenimiento }),
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.mensaje_user).toBe(m.categoriaNoEsDeVenta);
    expect(res.body.errores).toEqual([
      { campo: 'transacciones.id_categoria_transaccion', mensaje: m.categoriaNoEsDeVenta },
    ]);
    expect(await cuentas()).toEqual(antes);
    expect(await stockDe(id_producto)).toBe(10);
    // Any category of class VENTA will do, not only the one named VENTA.
    const otra = await t.post(
      '/cat/categorias/trans/new',
      { tipo: 'VENTA MOSTRADOR', highlight: false, clase: 'VENTA' },
      admin,
    );
    const conOtra = await t.post(
      '/venta/maquina/new',
      cuerpo(id_maquina, id_producto, 1, 5, {
        id_categoria_transaccion: otra.body.resultados[0].id_categoria_transaccion,
      }),
      admin,
    );
    expect(conOtra.status).toBe(200);
  });
});

describe('edit, delete and restore', () => {
  it('edits the unit price: the amount, the transaction and the month report follow it', async () => {
    const id_maquina = await nuevaMaquina('Precio editado');
    const id_producto = await nuevoProducto('Repreciado', 10, 20);
    const venta = await vender(id_maquina, id_producto, 3, 10);
    const res = await t.post(
      '/venta/maquina/editar',
      {
        id_venta_maquina: venta.id_venta_maquina,
        cantidad: 3,
        precio_unitario: 12.5,
        fecha_venta: '2026-04-02T10:00:00-06:00',
        monto: 37.5,
      },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.resultados[0]).toMatchObject({ precio_unitario: 12.5, monto: 37.5, descripcion: '' });
    const [tr] = await filas<{ monto: string }>(sql`
      select monto::text as monto from transacciones where id_venta_maquina = ${venta.id_venta_maquina}`);
    expect(tr?.monto).toBe('37.50');
    const abril = await t.post('/venta/maquina/total/mes', { mes: '2026-04', id_maquina }, admin);
    expect(abril.body.resultados[0].total_por_mes).toBe(37.5);
    expect(await stockDe(id_producto)).toBe(17);
  });

  it('refuses an amount that disagrees with the new unit price, and a unit price that is not money', async () => {
    const id_maquina = await nuevaMaquina('Precio malo');
    const id_producto = await nuevoProducto('Precio malo', 10, 20);
    const venta = await vender(id_maquina, id_producto, 2, 10);
    const base = {
      id_venta_maquina: venta.id_venta_maquina,
      cantidad: 2,
      fecha_venta: '2026-04-02T10:00:00-06:00',
    };
    // The stored price's amount (20) is not the new price's (25).
    let res = await t.post('/venta/maquina/editar', { ...base, precio_unitario: 12.5, monto: 20 }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual([{ campo: 'monto', mensaje: m.montoNoCoincide }]);
    for (const [precio_unitario, mensaje] of [
      [0, m.mayoresACero],
      [-1, m.mayoresACero],
      [1.234, mensajes.general.montoInvalido],
      ['diez', m.mayoresACero],
    ] as const) {
      res = await t.post('/venta/maquina/editar', { ...base, precio_unitario, monto: 20 }, admin);
      expect(res.status, String(precio_unitario)).toBe(400);
      expect(res.body.errores).toContainEqual({ campo: 'precio_unitario', mensaje });
    }
    const [v] = await filas<{ precio: string }>(sql`
      select precio_unitario::text as precio from ventas_maquina where id_venta_maquina = ${venta.id_venta_maquina}`);
    // The column keeps a rate's 4 decimals (contract §8).
    expect(v?.precio).toBe('10.0000');
  });

  it('edits quantity, date and description at the stored price, moving stock and the transaction with it', async () => {
    const id_maquina = await nuevaMaquina('Edición');
    const id_producto = await nuevoProducto('Editable', 19.99, 20);
    const venta = await vender(id_maquina, id_producto, 2, 19.99);
    expect(await stockDe(id_producto)).toBe(18);
    // The product's current price changes; the sale keeps the price it was sold at.
    await t.post(
      '/producto/editar',
      { id_producto, nombre: 'Editable', descripcion: 'x', precio: 50, stock: 18 },
      admin,
    );

    const res = await t.post(
      '/venta/maquina/editar',
      {
        id_venta_maquina: venta.id_venta_maquina,
        cantidad: 7,
        fecha_venta: '2026-01-15T09:30:00-06:00',
        descripcion: 'Corregida',
        monto: montoDe(7, 19.99),
      },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.actualizada);
    expect(res.body.resultados[0]).toMatchObject({
      id_venta_maquina: venta.id_venta_maquina,
      cantidad: 7,
      precio_unitario: 19.99,
      monto: 139.93,
      descripcion: 'Corregida',
      fecha_transaccion: '2026-01-15T15:30:00.000Z',
    });
    expect(await stockDe(id_producto)).toBe(13);
    const [tr] = await filas<{ monto: string; descripcion: string; fecha: string }>(sql`
      select monto::text as monto, descripcion, to_char(fecha_transaccion at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as fecha
      from transacciones where id_venta_maquina = ${venta.id_venta_maquina}`);
    expect(tr).toEqual({ monto: '139.93', descripcion: 'Corregida', fecha: '2026-01-15T15:30' });

    // Fewer units give stock back.
    const menos = await t.post(
      '/venta/maquina/editar',
      {
        id_venta_maquina: venta.id_venta_maquina,
        cantidad: 3,
        fecha_venta: '2026-01-15T09:30:00-06:00',
        descripcion: 'Corregida',
        monto: montoDe(3, 19.99),
      },
      admin,
    );
    expect(menos.status).toBe(200);
    expect(await stockDe(id_producto)).toBe(17);
  });

  it('refuses a mismatched amount, a future date, more than the stock, an unknown sale and a deleted one', async () => {
    const id_maquina = await nuevaMaquina('Edición errores');
    const id_producto = await nuevoProducto('Poco', 0.1, 4);
    const venta = await vender(id_maquina, id_producto, 3, 0.1);
    const base = {
      id_venta_maquina: venta.id_venta_maquina,
      cantidad: 3,
      fecha_venta: '2026-01-15T09:30:00-06:00',
      descripcion: 'x',
      monto: 0.3,
    };

    const monto = await t.post('/venta/maquina/editar', { ...base, cantidad: 4, monto: 0.3 }, admin);
    expect(monto.status).toBe(400);
    expect(monto.body.mensaje_user).toBe(m.montoNoCoincide);
    expect(monto.body.errores).toEqual([{ campo: 'monto', mensaje: m.montoNoCoincide }]);

    const futura = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const fut = await t.post('/venta/maquina/editar', { ...base, fecha_venta: futura }, admin);
    expect(fut.status).toBe(400);
    expect(fut.body.mensaje_user).toBe(m.fechaFutura);

    const sinOffset = await t.post('/venta/maquina/editar', { ...base, fecha_venta: '2026-01-15' }, admin);
    expect(sinOffset.status).toBe(400);
    expect(sinOffset.body.errores[0].campo).toBe('fecha_venta');

    // Stock 1 left: 3 → 5 needs 2 more.
    const corto = await t.post(
      '/venta/maquina/editar',
      { ...base, cantidad: 5, monto: montoDe(5, 0.1) },
      admin,
    );
    expect(corto.status).toBe(409);
    expect(corto.body.mensaje_user).toBe(m.stockInsuficiente);
    expect(await stockDe(id_producto)).toBe(1);

    const desconocida = await t.post('/venta/maquina/editar', { ...base, id_venta_maquina: 999_999 }, admin);
    expect(desconocida.status).toBe(404);
    expect(desconocida.body.mensaje_user).toBe(m.noExiste);

    await t.post('/venta/maquina/eliminar', { id_venta_maquina: venta.id_venta_maquina }, admin);
    const eliminada = await t.post('/venta/maquina/editar', base, admin);
    expect(eliminada.status).toBe(409);
    expect(eliminada.body.mensaje_user).toBe(m.eliminadaNoEditable);

    // Nothing of the refused edits stuck.
    const [v] = await filas<{ cantidad: number; descripcion: string }>(sql`
      select cantidad, descripcion from ventas_maquina where id_venta_maquina = ${venta.id_venta_maquina}`);
    expect(v).toEqual({ cantidad: 3, descripcion: 'Venta de prueba' });
  });

  it('gives the stock back on delete and takes it again on restore, refusing double moves and a short restore', async () => {
    const id_maquina = await nuevaMaquina('Borrado');
    const id_producto = await nuevoProducto('Borrable', 30, 10);
    const venta = await vender(id_maquina, id_producto, 4, 30);
    expect(await stockDe(id_producto)).toBe(6);

    const del = await t.post('/venta/maquina/eliminar', { id_venta_maquina: venta.id_venta_maquina }, admin);
    expect(del.status).toBe(200);
    expect(del.body.mensaje_user).toBe(m.eliminada);
    expect(del.body.resultados[0].fecha_eliminacion).not.toBeNull();
    expect(await stockDe(id_producto)).toBe(10);

    const otraVez = await t.post(
      '/venta/maquina/eliminar',
      { id_venta_maquina: venta.id_venta_maquina },
      admin,
    );
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.mensaje_user).toBe(m.yaEliminada);
    expect(await stockDe(id_producto)).toBe(10);

    const res = await t.post('/venta/maquina/restaurar', { id_venta_maquina: venta.id_venta_maquina }, admin);
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.restaurada);
    expect(res.body.resultados[0].fecha_eliminacion).toBeNull();
    expect(await stockDe(id_producto)).toBe(6);

    const activa = await t.post(
      '/venta/maquina/restaurar',
      { id_venta_maquina: venta.id_venta_maquina },
      admin,
    );
    expect(activa.status).toBe(409);
    expect(activa.body.mensaje_user).toBe(m.noEliminada);

    // Deleted, then the stock is sold to someone else: restoring would oversell.
    await t.post('/venta/maquina/eliminar', { id_venta_maquina: venta.id_venta_maquina }, admin);
    await vender(id_maquina, id_producto, 8, 30);
    expect(await stockDe(id_producto)).toBe(2);
    const corto = await t.post(
      '/venta/maquina/restaurar',
      { id_venta_maquina: venta.id_venta_maquina },
      admin,
    );
    expect(corto.status).toBe(409);
    expect(corto.body.mensaje_user).toBe(m.stockInsuficiente);
    expect(await stockDe(id_producto)).toBe(2);
    const sigue = await t.post('/venta/maquina/totales/eliminados', { id_maquina }, admin);
    expect(sigue.body.resultados.map((f: { id_venta_maquina: number }) => f.id_venta_maquina)).toEqual([
      venta.id_venta_maquina,
    ]);

    for (const url of ['/venta/maquina/eliminar', '/venta/maquina/restaurar']) {
      const r = await t.post(url, { id_venta_maquina: 999_999 }, admin);
      expect(r.status, url).toBe(404);
      expect(r.body.mensaje_user).toBe(m.noExiste);
    }
  });

  it("leaves a corte's water sale to its corte: edit, delete and restore answer 409 and change nothing", async () => {
    const agua = await nuevoProducto('Agua por litro (ventas)', 1, 0);
    const ajustes = (await t.post('/ajustes', {}, admin)).body.resultados[0];
    expect((await t.post('/ajustes/editar', { ...ajustes, id_producto_agua: agua }, admin)).status).toBe(200);
    const res = await t.post(
      '/maquina/new',
      {
        nombre: 'Por corte (ventas)',
        estatus: 'ACTIVA',
        modo_venta: 'POR_CORTE',
        precio_litro: 0.5,
        lectura_inicial: 0,
      },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id_maquina = res.body.resultados[0].id_maquina;
    const corte = await t.post(
      '/corte/new',
      { id_maquina, clave: crypto.randomUUID(), lectura: 40, efectivo: { b20: 1 } },
      admin,
    );
    expect(corte.status, JSON.stringify(corte.body)).toBe(200);
    const { id_corte, id_venta_maquina } = corte.body.resultados[0];
    const antes = await filas(sql`select * from ventas_maquina where id_venta_maquina = ${id_venta_maquina}`);
    expect(antes).toEqual([expect.objectContaining({ cantidad: 40, fecha_eliminacion: null })]);
    const deCorte = [409, m.deCorte(id_corte)];
    const editar = {
      id_venta_maquina,
      cantidad: 1,
      precio_unitario: 1,
      monto: 1,
      fecha_venta: '2026-03-02T10:00:00Z',
      descripcion: 'Cambiada',
    };
    for (const [url, cuerpo] of [
      ['/venta/maquina/editar', editar],
      ['/venta/maquina/eliminar', { id_venta_maquina }],
    ] as const) {
      const r = await t.post(url, cuerpo, admin);
      expect([r.status, r.body.mensaje_user], url).toEqual(deCorte);
    }
    // The corte deleted takes its sale with it; the sale still belongs to it, so it is not restored here.
    expect((await t.post('/corte/eliminar', { id_corte }, admin)).status).toBe(200);
    const borrada = await filas(
      sql`select * from ventas_maquina where id_venta_maquina = ${id_venta_maquina}`,
    );
    expect(borrada[0]?.fecha_eliminacion).not.toBeNull();
    const r = await t.post('/venta/maquina/restaurar', { id_venta_maquina }, admin);
    expect([r.status, r.body.mensaje_user]).toEqual(deCorte);
    expect(
      await filas(sql`select * from ventas_maquina where id_venta_maquina = ${id_venta_maquina}`),
    ).toEqual(borrada);
    expect(await stockDe(agua)).toBe(0);
  });
});

describe('reports', () => {
  let id_maquina: number;
  let enero: number;
  let febrero: number;
  let egresoEnero: number;
  let egresoFebrero: number;

  beforeAll(async () => {
    id_maquina = await nuevaMaquina('Reportes');
    const p = await nuevoProducto('Garrafón reporte', 19.99, 500);
    const a = await vender(id_maquina, p, 7, 19.99);
    const b = await vender(id_maquina, p, 3, 0.1);
    await fechar(a, '2026-01-31T23:30:00-06:00');
    await fechar(b, '2026-02-01T00:10:00-06:00');
    enero = montoDe(7, 19.99);
    febrero = montoDe(3, 0.1);
    // Expenses on the same boundary, and one deleted that must not count.
    const gasto = async (monto: number, fecha_transaccion: string) => {
      const res = await t.post(
        '/egresos/new',
        {
          id_maquina,
          id_categoria_transaccion: idMantenimiento,
          descripcion: 'Filtro',
          monto,
          fecha_transaccion,
        },
        admin,
      );
      expect(res.status).toBe(200);
      return res.body.resultados[0].id_egreso as number;
    };
    egresoEnero = 100.05;
    egresoFebrero = 0.2;
    await gasto(egresoEnero, '2026-01-31T23:50:00-06:00');
    await gasto(egresoFebrero, '2026-02-01T00:05:00-06:00');
    const borrado = await gasto(999, '2026-01-20T12:00:00-06:00');
    await t.post('/egresos/eliminar', { id_egreso: borrado }, admin);
    // A deleted sale does not count either.
    const c3 = await vender(id_maquina, p, 1, 19.99);
    await fechar(c3, '2026-01-10T12:00:00-06:00');
    await t.post('/venta/maquina/eliminar', { id_venta_maquina: c3.id_venta_maquina }, admin);
  });

  it('totals a month in Mexico time: 23:30 on 31 January is January, 00:10 on 1 February is February', async () => {
    const ene = await t.post('/venta/maquina/total/mes', { mes: '2026-01', id_maquina }, operador);
    expect(ene.status).toBe(200);
    expect(ene.body.resultados).toEqual([
      {
        id_maquina,
        nombre: 'Reportes',
        mes: '2026-01',
        total_por_mes: enero,
        total_egresos: egresoEnero,
        neto: Math.round((enero - egresoEnero) * 100) / 100,
      },
    ]);
    const feb = await t.post('/venta/maquina/total/mes', { mes: '2026-02', id_maquina }, admin);
    expect(feb.body.resultados[0]).toMatchObject({
      mes: '2026-02',
      total_por_mes: febrero,
      total_egresos: egresoFebrero,
      neto: Math.round((febrero - egresoFebrero) * 100) / 100,
    });
    const vacio = await t.post('/venta/maquina/total/mes', { mes: '2025-06', id_maquina }, admin);
    expect(vacio.body.resultados).toEqual([
      { id_maquina, nombre: 'Reportes', mes: '2025-06', total_por_mes: 0, total_egresos: 0, neto: 0 },
    ]);
  });

  it('validates the month and the machine', async () => {
    const mal = await t.post('/venta/maquina/total/mes', { mes: '2026-13', id_maquina }, admin);
    expect(mal.status).toBe(400);
    expect(mal.body.errores).toEqual([{ campo: 'mes', mensaje: mensajes.general.mesInvalido }]);
    for (const [url, body] of [
      ['/venta/maquina/total/mes', { mes: '2026-01', id_maquina: 999_999 }],
      ['/venta/maquina/total/anual', { id_maquina: 999_999 }],
      ['/venta/maquina/total/serie', { id_maquina: 999_999 }],
    ] as const) {
      const res = await t.post(url, body, admin);
      expect(res.status, url).toBe(404);
      expect(res.body.mensaje_user).toBe(c.maquinaNoExiste);
    }
  });

  it('totals per product and year with the average price charged, newest year first', async () => {
    const maq = await nuevaMaquina('Anual');
    const agua = await nuevoProducto('Agua anual', 10, 500);
    const hielo = await nuevoProducto('Hielo anual', 24.5, 500);
    const ventas: [number, number, number, string][] = [
      [agua, 1, 10, '2025-03-10T12:00:00-06:00'],
      [agua, 2, 10.01, '2025-12-31T23:59:00-06:00'], // still 2025 in Mexico, already 2026 in UTC
      [hielo, 3, 24.5, '2025-07-01T08:00:00-06:00'],
      [agua, 4, 11, '2026-01-05T08:00:00-06:00'],
    ];
    for (const [p, n, precio, fecha] of ventas) await fechar(await vender(maq, p, n, precio), fecha);
    // Sold and deleted: the product's year disappears from the report.
    const borrada = await vender(maq, hielo, 1, 24.5);
    await fechar(borrada, '2026-02-02T10:00:00-06:00');
    await t.post('/venta/maquina/eliminar', { id_venta_maquina: borrada.id_venta_maquina }, admin);

    const esperado = (nombre: string, año: number, lineas: [number, number][]) => {
      const cantidad = lineas.reduce((s, [n]) => s + n, 0);
      const centavos = lineas.reduce((s, [n, precio]) => s + n * Math.round(precio * 100), 0);
      return {
        nombre_producto: nombre,
        año,
        cantidad_total: cantidad,
        precio_unitario: Math.round(centavos / cantidad) / 100,
        subtotal_anual: centavos / 100,
      };
    };
    const res = await t.post('/venta/maquina/total/anual', { id_maquina: maq }, operador);
    expect(res.status).toBe(200);
    expect(res.body.resultados).toEqual([
      esperado('Agua anual', 2026, [[4, 11]]),
      esperado('Agua anual', 2025, [
        [1, 10],
        [2, 10.01],
      ]),
      esperado('Hielo anual', 2025, [[3, 24.5]]),
    ]);
    expect(res.body.resultados[1].precio_unitario).toBe(10.01); // 30.02 / 3 = 10.00666…

    const sinVentas = await t.post(
      '/venta/maquina/total/anual',
      { id_maquina: await nuevaMaquina('Vacía') },
      admin,
    );
    expect(sinVentas.body.resultados).toEqual([]);
  });

  it('gives a 12-month series ending at hasta, zero-filled, and this month by default', async () => {
    const res = await t.post('/venta/maquina/total/serie', { id_maquina, hasta: '2026-03' }, operador);
    expect(res.status).toBe(200);
    const serie = res.body.resultados as { mes: string; total_ventas: number; total_egresos: number }[];
    expect(serie.map((f) => f.mes)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(serie.find((f) => f.mes === '2026-01')).toEqual({
      mes: '2026-01',
      total_ventas: enero,
      total_egresos: egresoEnero,
    });
    expect(serie.find((f) => f.mes === '2026-02')).toEqual({
      mes: '2026-02',
      total_ventas: febrero,
      total_egresos: egresoFebrero,
    });
    expect(serie.filter((f) => f.total_ventas === 0 && f.total_egresos === 0)).toHaveLength(10);

    // The server reads its month during the call: between this one read before and the one after.
    const esteMes = () =>
      new Intl.DateTimeFormat('en-CA', { timeZone: t.config.businessTz }).format(new Date()).slice(0, 7);
    const antes = esteMes();
    const porDefecto = await t.post('/venta/maquina/total/serie', { id_maquina }, admin);
    expect(porDefecto.body.resultados).toHaveLength(12);
    expect([antes, esteMes()]).toContain(porDefecto.body.resultados[11].mes);

    const mal = await t.post('/venta/maquina/total/serie', { id_maquina, hasta: '2026-3' }, admin);
    expect(mal.status).toBe(400);
    expect(mal.body.errores[0]).toEqual({ campo: 'hasta', mensaje: mensajes.general.mesInvalido });
  });
});
