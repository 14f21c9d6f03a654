// Crash safety: kill -9 the real server in the middle of a burst of sales, start it again on the same data,
// and find every answered sale whole (with its transaction), the stock matching, and the roll-up matching.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { CLAVE_ADMIN as CLAVE, detener, iniciarServidor, post } from './procesos.ts';

const iniciar = (env: Record<string, string>) => iniciarServidor(env);
/** The month in the server's business zone (the default) now: read before the sales and after, it holds all of theirs. */
const mesActual = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date()).slice(0, 7);

async function escenario(env: Record<string, string>) {
  let servidor = await iniciar(env);
  let { url } = servidor;
  const token = (await post(url, '/users/login', { username: 'admin', password: CLAVE })).body
    .token as string;
  const maquina = (await post(url, '/maquina/new', { nombre: 'Choque', estatus: 'ACTIVA' }, token)).body
    .resultados[0];
  const STOCK = 100_000;
  const producto = (await post(url, '/producto/new', { nombre: 'Choque', precio: 3.3, stock: STOCK }, token))
    .body.resultados[0];
  const categorias = (await post(url, '/cat/categorias/trans', {}, token)).body.resultados;
  const venta = (cantidad: number) => ({
    ventas_maquina: {
      id_maquina: maquina.id_maquina,
      id_producto: producto.id_producto,
      cantidad,
      precio_unitario: 3.3,
    },
    transacciones: {
      id_venta_maquina: '',
      id_categoria_transaccion: categorias.find((c: { clase: string }) => c.clase === 'VENTA')
        .id_categoria_transaccion,
      descripcion: 'choque',
      monto: Math.round(cantidad * 330) / 100,
    },
  });

  // A burst of sales from 8 clients; the server is killed without warning while they are in flight.
  const mesAntes = mesActual();
  const aceptadas: number[] = [];
  let parar = false;
  const clientes = Array.from({ length: 8 }, async (_, c) => {
    for (let i = 0; !parar; i++) {
      try {
        const r = await post(url, '/venta/maquina/new', venta(1 + ((c + i) % 3)), token);
        if (r.status === 200) aceptadas.push(r.body.resultados[0].id_venta_maquina);
      } catch {
        return;
      }
    }
  });
  await new Promise((r) => setTimeout(r, 1500));
  servidor.hijo.kill('SIGKILL');
  parar = true;
  await Promise.all(clientes);
  expect(aceptadas.length).toBeGreaterThan(5);

  await servidor.fin;
  servidor = await iniciar(env);
  ({ url } = servidor);
  try {
    const token2 = (await post(url, '/users/login', { username: 'admin', password: CLAVE })).body
      .token as string;
    const ventas = (await post(url, '/venta/maquina/totales', { id_maquina: maquina.id_maquina }, token2))
      .body.resultados as {
      id_venta_maquina: number;
      cantidad: number;
      monto: number;
      id_transaccion: number | null;
    }[];
    const ids = new Set(ventas.map((v) => v.id_venta_maquina));
    const perdidas = aceptadas.filter((id) => !ids.has(id));
    const sinTransaccion = ventas.filter((v) => v.id_transaccion === null);
    const vendidas = ventas.reduce((n, v) => n + v.cantidad, 0);
    const stock = (await post(url, '/producto', {}, token2)).body.resultados.find(
      (p: any) => p.id_producto === producto.id_producto,
    ).stock;
    let total = 0;
    for (const mes of new Set([mesAntes, mesActual()]))
      total += (await post(url, '/venta/maquina/total/mes', { mes, id_maquina: maquina.id_maquina }, token2))
        .body.resultados[0].total_por_mes;
    console.log(
      `choque (${env.DATABASE_URL ? 'PostgreSQL' : 'embebida'}): ${aceptadas.length} ventas confirmadas antes de kill -9, ${ventas.length} en la base tras reiniciar, ${perdidas.length} perdidas`,
    );
    expect(perdidas).toEqual([]);
    expect(sinTransaccion).toEqual([]);
    expect(stock + vendidas).toBe(STOCK);
    expect(total).toBeCloseTo(
      ventas.reduce((s, v) => s + v.monto, 0),
      2,
    );
  } finally {
    await detener(servidor);
  }
}

const limpiar: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const l of limpiar) await l();
});

describe('crash safety', () => {
  it('the embedded database loses no answered sale and holds no half sale after kill -9', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aguavend-choque-'));
    limpiar.push(async () => rmSync(dir, { recursive: true, force: true }));
    await escenario({ DATA_DIR: dir });
  }, 120_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'PostgreSQL loses no answered sale after kill -9 of the server',
    async () => {
      const base = process.env.TEST_DATABASE_URL as string;
      const nombre = `aguavend_choque_${Date.now()}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${nombre}`);
      await admin.end();
      limpiar.push(async () => {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`drop database if exists ${nombre} with (force)`);
        await c.end();
      });
      const url = new URL(base);
      url.pathname = `/${nombre}`;
      await escenario({ DATABASE_URL: url.toString() });
    },
    120_000,
  );
});
