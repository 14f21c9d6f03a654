// API answers over 1 KB travel compressed, brotli or gzip as Accept-Encoding allows; smaller ones and clients that
// ask for neither get plain JSON. Exports still download: a CSV compressed as it streams, an .xlsx (a zip) as it is.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const t = await useTestApp();
let admin: string;
let id_maquina: number;

beforeAll(async () => {
  admin = await t.login();
  id_maquina = (await t.post('/maquina/new', { nombre: 'Máquina Compresión', estatus: 'ACTIVA' }, admin)).body
    .resultados[0].id_maquina;
  for (let i = 1; i <= 12; i++) {
    const res = await t.post(
      '/producto/new',
      { nombre: `Garrafón ${i}`, descripcion: 'Agua purificada de 20 litros', precio: 20 + i, stock: 100 },
      admin,
    );
    expect(res.status).toBe(200);
  }
});

const productos = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/producto',
    payload: {},
    headers: { autorizado: admin, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('API answers', () => {
  it('over 1 KB: gzip to a client that asks for gzip, the same JSON once unpacked', async () => {
    const plano = await productos();
    expect(plano.statusCode).toBe(200);
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.rawPayload.length).toBeGreaterThan(1024);
    const gz = await productos('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.rawPayload.length).toBeLessThan(plano.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plano.json());
  });

  it('over 1 KB: brotli to a browser that accepts it', async () => {
    const br = await productos('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual((await productos()).json());
  });

  it('under 1 KB: plain, whatever the client accepts', async () => {
    const salud = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(salud.statusCode).toBe(200);
    expect(salud.rawPayload.length).toBeLessThan(1024);
    expect(salud.headers['content-encoding']).toBeUndefined();
  });
});

describe('exports', () => {
  const enlace = async (formato: 'csv' | 'xlsx') => {
    const res = await t.post('/egresos', { id_maquina, formato }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.resultados[0].url as string;
  };
  const descargar = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });

  it('a CSV still downloads whole, compressed as it streams', async () => {
    // A record naming the machine: the CSV is the table alone, so the name is in the rows, not above them.
    const id_categoria_transaccion = (await t.post('/cat/categorias/trans/new', { tipo: 'AGUA' }, admin)).body
      .resultados[0].id_categoria_transaccion;
    const gasto = await t.post(
      '/egresos/new',
      { id_maquina, id_categoria_transaccion, descripcion: 'Compresión', monto: 10 },
      admin,
    );
    expect(gasto.status, JSON.stringify(gasto.body)).toBe(200);
    const res = await descargar(await enlace('csv'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.csv"/);
    expect(res.headers['content-encoding']).toBe('br');
    const texto = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(texto.startsWith('\uFEFF')).toBe(true);
    expect(texto).toContain('Máquina Compresión');
  });

  it('an .xlsx goes as it is: it is already a zip', async () => {
    const res = await descargar(await enlace('xlsx'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
