// Concurrency: 50 clients selling one product never oversell it, the month's total equals the accepted sales,
// and concurrent edits of one sale leave it equal to one of them with the stock consistent.
import { describe, expect, it } from 'vitest';
import { respaldoEnMemoria, useTestApp } from './helpers.ts';

const t = await useTestApp();
const admin = await t.login();
const uno = async (url: string, body: unknown) => {
  const res = await t.post(url, body, admin);
  if (res.status !== 200) throw new Error(`${url}: ${JSON.stringify(res.body)}`);
  return res.body.resultados[0];
};
const { id_maquina } = await uno('/maquina/new', { nombre: 'Concurrida', estatus: 'ACTIVA' });
const categorias = await t.post('/cat/categorias/trans', undefined, admin);
const id_categoria_transaccion = categorias.body.resultados.find(
  (c: { tipo: string }) => c.tipo === 'VENTA',
).id_categoria_transaccion;
/** The business month now. Read before and after a batch of sales, the two hold every month they fall in. */
const mesActual = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: t.config.businessTz }).format(new Date()).slice(0, 7);

const venta = (id_producto: number, cantidad: number, precio: number) => ({
  ventas_maquina: { id_maquina, id_producto, cantidad, precio_unitario: precio },
  transacciones: {
    id_venta_maquina: '',
    id_categoria_transaccion,
    descripcion: 'concurrente',
    monto: Math.round(cantidad * precio * 100) / 100,
  },
});

describe('concurrency', () => {
  it('50 clients selling one product at once never oversell it', async () => {
    const STOCK = 30;
    const { id_producto } = await uno('/producto/new', { nombre: 'Escaso', precio: 19.99, stock: STOCK });
    const antes = mesActual();
    const respuestas = await Promise.all(
      Array.from({ length: 50 }, () => t.post('/venta/maquina/new', venta(id_producto, 1, 19.99), admin)),
    );
    const meses = new Set([antes, mesActual()]);
    const aceptadas = respuestas.filter((r) => r.status === 200).length;
    expect(respuestas.filter((r) => r.status !== 200 && r.status !== 409)).toEqual([]);
    expect(aceptadas).toBe(STOCK);
    const productos = await t.post('/producto', undefined, admin);
    expect(
      productos.body.resultados.find((p: { id_producto: number }) => p.id_producto === id_producto).stock,
    ).toBe(0);
    let total = 0;
    for (const mes of meses)
      total += (await t.post('/venta/maquina/total/mes', { mes, id_maquina }, admin)).body.resultados[0]
        .total_por_mes;
    expect(total).toBeCloseTo(aceptadas * 19.99, 2);
    console.log(
      `concurrencia: 50 ventas simultáneas, ${aceptadas} aceptadas con existencias ${STOCK}, ${50 - aceptadas} rechazadas con 409`,
    );
  });

  it('concurrent edits of one sale: it ends as one of them, with the stock consistent', async () => {
    const { id_producto } = await uno('/producto/new', { nombre: 'Editado', precio: 10, stock: 100 });
    const { id_venta_maquina, fecha_transaccion } = await uno(
      '/venta/maquina/new',
      venta(id_producto, 5, 10),
    );
    const cantidades = [1, 2, 3, 4, 6, 7, 8, 9];
    const respuestas = await Promise.all(
      cantidades.map((cantidad) =>
        t.post(
          '/venta/maquina/editar',
          {
            id_venta_maquina,
            cantidad,
            fecha_venta: fecha_transaccion,
            descripcion: `edición ${cantidad}`,
            monto: cantidad * 10,
          },
          admin,
        ),
      ),
    );
    expect(respuestas.map((r) => r.status)).toEqual(cantidades.map(() => 200));
    const [final] = (await t.post('/venta/maquina/totales', { id_maquina }, admin)).body.resultados.filter(
      (v: { id_venta_maquina: number }) => v.id_venta_maquina === id_venta_maquina,
    );
    expect(cantidades).toContain(final.cantidad);
    expect(final.descripcion).toBe(`edición ${final.cantidad}`);
    expect(final.monto).toBe(final.cantidad * 10);
    const productos = await t.post('/producto', undefined, admin);
    expect(
      productos.body.resultados.find((p: { id_producto: number }) => p.id_producto === id_producto).stock,
    ).toBe(100 - final.cantidad);
  });
  // Moving a sale to another month updates two months' roll-up rows of its product; two edits moving sales the opposite
  // ways would take them in opposite orders (the old month first) and deadlock, unless every change of a product's sales first takes the
  // product's row (bloquearProducto). Only a server with concurrent connections (PostgreSQL) can show it.
  it('edits moving sales of one product between two months the opposite ways never deadlock', async () => {
    const { id_producto } = await uno('/producto/new', { nombre: 'Cruzado', precio: 10, stock: 100 });
    const dias = ['2026-02-26T18:00:00.000Z', '2026-03-03T18:00:00.000Z'];
    // Three sales in each month, all moved to the other month at once, round after round.
    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await uno('/venta/maquina/new', venta(id_producto, 1, 10))).id_venta_maquina);
    const mover = (id_venta_maquina: number, fecha_venta: string) =>
      t.post(
        '/venta/maquina/editar',
        { id_venta_maquina, cantidad: 1, fecha_venta, descripcion: 'cruzada', monto: 10 },
        admin,
      );
    for (let ronda = 0; ronda < 100; ronda++) {
      const respuestas = await Promise.all(ids.map((id, i) => mover(id, dias[(i + ronda) % 2] as string)));
      expect(respuestas.map((r) => r.status)).toEqual(ids.map(() => 200));
    }
  }, 60_000);
});

describe('a backup while sales go on', () => {
  it('is one consistent snapshot: every sale with its transaction, and the stock matching the sales', async () => {
    const STOCK = 100_000;
    const { id_producto } = await uno('/producto/new', { nombre: 'Respaldado', precio: 10, stock: STOCK });
    let seguir = true;
    const vendedores = Array.from({ length: 6 }, async () => {
      while (seguir)
        await t.post('/venta/maquina/new', venta(id_producto, 1 + Math.floor(Math.random() * 3), 10), admin);
    });
    try {
      for (let i = 0; i < 4; i++) {
        await new Promise((r) => setTimeout(r, 150));
        const { tablas } = await respaldoEnMemoria(t.database);
        const ventas = (
          tablas.ventas_maquina as {
            id_venta_maquina: number;
            id_producto: number;
            cantidad: number;
            fecha_eliminacion: string | null;
          }[]
        ).filter((v) => v.id_producto === id_producto);
        const conTransaccion = new Set(
          (tablas.transacciones as { id_venta_maquina: number | null }[]).map((x) => x.id_venta_maquina),
        );
        const idsVentas = new Set(
          (tablas.ventas_maquina as { id_venta_maquina: number }[]).map((v) => v.id_venta_maquina),
        );
        expect(ventas.filter((v) => !conTransaccion.has(v.id_venta_maquina))).toEqual([]);
        expect([...conTransaccion].filter((id) => id !== null && !idsVentas.has(id))).toEqual([]);
        const stock = (tablas.productos as { id_producto: number; stock: number }[]).find(
          (p) => p.id_producto === id_producto,
        )?.stock;
        const vendidas = ventas.filter((v) => !v.fecha_eliminacion).reduce((n, v) => n + v.cantidad, 0);
        expect((stock ?? 0) + vendidas).toBe(STOCK);
      }
    } finally {
      seguir = false;
      await Promise.all(vendedores);
    }
  }, 60_000);
});
