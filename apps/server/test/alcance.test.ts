// Each user sees only their machines (contract §7, issue 15): a non-ADMIN caller's machine list, its pages and its
// export hold only the machines assigned to them, and another machine's reports answer as an unknown machine's (404);
// ADMIN sees every one. The reach is read on every call, so a new
// assignment counts at once.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonAdminToken, useTestApp } from './helpers.ts';

const t = await useTestApp();
let admin: string;
let operador: string;
let id_usuario: number;
let propia: number;
let ajena: number;

const nueva = async (nombre: string) =>
  (await t.post('/maquina/new', { nombre, estatus: 'ACTIVA' }, admin)).body.resultados[0]
    .id_maquina as number;
const ids = (res: { body: { resultados: { id_maquina: number }[] } }) =>
  res.body.resultados.map((m) => m.id_maquina);

beforeAll(async () => {
  admin = await t.login();
  propia = await nueva('Alcance propia');
  ajena = await nueva('Alcance ajena');
  const username = 'alcance_operador';
  operador = await nonAdminToken(t, username);
  const todos = await t.post('/users', { buscar: username }, admin);
  id_usuario = todos.body.resultados[0].id_usuario;
  const asignada = await t.post('/users/maquina/asignar', { id_usuario, id_maquina: propia }, admin);
  expect(asignada.status).toBe(200);
});

describe("a non-ADMIN user's machines", () => {
  it('the machine list holds only the assigned machines; ADMIN sees every one', async () => {
    expect(ids(await t.post('/maquina', undefined, operador))).toEqual([propia]);
    const pagina = await t.post('/maquina', { pagina: 1, por_pagina: 10 }, operador);
    expect(pagina.body.total).toBe(1);
    expect(ids(pagina)).toEqual([propia]);
    expect(ids(await t.post('/maquina', undefined, admin))).toEqual(expect.arrayContaining([propia, ajena]));
  });

  it('an export keeps the same reach', async () => {
    const enlace = await t.post('/maquina', { formato: 'csv' }, operador);
    const res = await t.app.inject({ method: 'GET', url: enlace.body.resultados[0].url });
    const filas = parse(res.body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
    const nombres = filas.map((f) => f[1]);
    expect(nombres).toContain('Alcance propia');
    expect(nombres).not.toContain('Alcance ajena');
  });

  it("another machine's reports answer 404, as an unknown machine does; their own answer", async () => {
    const mes = new Date().toISOString().slice(0, 7);
    const llamadas = (id_maquina: number) =>
      [
        ['/venta/maquina/total/mes', { id_maquina, mes }],
        ['/venta/maquina/total/anual', { id_maquina }],
        ['/venta/maquina/total/anual', { id_maquina, pagina: 1 }],
        ['/venta/maquina/total/anual', { id_maquina, formato: 'csv' }],
        ['/venta/maquina/total/serie', { id_maquina, hasta: mes }],
      ] as const;
    for (const [url, cuerpo] of llamadas(ajena)) {
      const res = await t.post(url, cuerpo, operador);
      expect(res.status, `${url} ${JSON.stringify(cuerpo)}`).toBe(404);
      expect(res.body).toEqual((await t.post(url, { ...cuerpo, id_maquina: 2_000_000 }, operador)).body);
      expect((await t.post(url, cuerpo, admin)).status, `${url} ADMIN`).toBe(200);
    }
    for (const [url, cuerpo] of llamadas(propia)) {
      expect((await t.post(url, cuerpo, operador)).status, url).toBe(200);
    }
  });

  it('a new assignment counts on the next call, without signing in again', async () => {
    await t.post('/users/maquina/asignar', { id_usuario, id_maquina: ajena }, admin);
    expect(ids(await t.post('/maquina', undefined, operador)).sort()).toEqual([propia, ajena].sort());
  });
});
