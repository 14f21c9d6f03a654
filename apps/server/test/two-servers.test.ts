// Two servers on one database agree at once: a logout on one is refused on the other, and failed logins
// count across both. On PostgreSQL each server has its own connection pool.
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { ADMIN, createTestApp } from './helpers.ts';

const a = await createTestApp();
// The second server: on PostgreSQL a new pool on the same database; on PGlite the same embedded database.
const dbB =
  a.database.kind === 'postgres'
    ? await openDatabase({ databaseUrl: a.config.databaseUrl, dataDir: '' })
    : a.database;
const b = await buildApp(a.config, dbB, false);
afterAll(async () => {
  await b.close();
  if (dbB !== a.database) await dbB.close();
  await a.close();
});

const login = (app: typeof b, password: string, username = ADMIN.username) =>
  app.inject({ method: 'POST', url: '/users/login', payload: { username, password } });

describe('two servers, one database', () => {
  it('a logout on one server is refused on the other at once', async () => {
    const token = (await login(a.app, ADMIN.password)).json().token as string;
    expect(
      (await b.inject({ method: 'POST', url: '/maquina', headers: { autorizado: token } })).statusCode,
    ).toBe(200);
    expect((await a.post('/users/salir', undefined, token)).status).toBe(200);
    expect(
      (await b.inject({ method: 'POST', url: '/maquina', headers: { autorizado: token } })).statusCode,
    ).toBe(401);
  });

  it('failed logins count across both servers', async () => {
    const usuario = 'nadie-compartido';
    for (let i = 0; i < 3; i++) expect((await login(a.app, 'mala', usuario)).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await login(b, 'mala', usuario)).statusCode).toBe(400);
    expect((await login(a.app, 'mala', usuario)).statusCode).toBe(429);
    expect((await login(b, 'mala', usuario)).statusCode).toBe(429);
    console.log('dos servidores: revocación y límite de intentos compartidos por la base de datos');
  });

  it('both servers sign and accept the same tokens (the secret lives in the database)', async () => {
    const token = (await login(b, ADMIN.password)).json().token as string;
    expect((await a.post('/users/perfil', undefined, token)).status).toBe(200);
  });
});
