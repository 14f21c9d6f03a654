// Where the session token is read from: the original API's `autorizado` header (with or without "Bearer "), else
// `Authorization: Bearer`. test/permissions.test.ts walks every route with every kind of caller.
import { mensajes } from '@aguavend/contract/messages';
import { NOMBRES_PANTALLAS, PANTALLAS, RUTAS_RESERVADAS } from '@aguavend/contract/pantallas';
import { describe, expect, it } from 'vitest';
import { createTestApp, nonAdminToken, useTestApp } from '../../test/helpers.ts';
import { pantallasConcedidas } from './auth.ts';

const t = await useTestApp();

const perfil = (headers: Record<string, string>) =>
  t.inject({ method: 'POST', url: '/users/perfil', headers });

describe('the session token', () => {
  it('is read from autorizado, bare or after "Bearer " in any case', async () => {
    const token = await t.login();
    for (const autorizado of [token, `Bearer ${token}`, `bearer   ${token}`]) {
      const res = await perfil({ autorizado });
      expect(res.status, autorizado.slice(0, 12)).toBe(200);
      expect(res.body.resultados[0]).toMatchObject({ username: 'admin' });
    }
  });

  it('is read from Authorization: Bearer when autorizado is absent or empty', async () => {
    const token = await t.login();
    expect((await perfil({ authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await perfil({ authorization: `BEARER ${token}` })).status).toBe(200);
    expect((await perfil({ authorization: `Bearer   ${token}` })).status).toBe(200);
    expect((await perfil({ autorizado: '', authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it('is not read from an Authorization header of another scheme, nor without one', async () => {
    const token = await t.login();
    for (const authorization of [token, `Basic ${token}`, `Token Bearer ${token}`]) {
      const res = await perfil({ authorization });
      expect(res.status, authorization.slice(0, 12)).toBe(401);
      expect(res.body.mensaje_user).toBe(mensajes.sesion.tokenInvalido);
    }
  });

  it('lets a public route through without any token', async () => {
    expect((await t.inject({ method: 'GET', url: '/health' })).status).toBe(200);
  });
});

// The session query and the route table are built with the server. This file's server was built before any test
// ran, so here a server is built inside the test: what it reads on every call is checked as built then.
describe('a server built now', () => {
  it("reads the user, the role's screens, the machines and the revocation on every call, and keeps every route but HEAD", async () => {
    const s = await createTestApp();
    try {
      const rutas = s.app.rutasApi.map((r) => `${r.method} ${r.url}`);
      expect(rutas).toContain('GET /health');
      expect(rutas).toContain('POST /users/perfil');
      expect(rutas.filter((r) => r.startsWith('HEAD '))).toEqual([]);

      const admin = await s.login();
      expect((await s.post('/users/perfil', undefined, admin)).body.resultados[0].pantallas).toEqual(
        NOMBRES_PANTALLAS,
      );
      const maquina = await s.post('/maquina/new', { nombre: 'Recién construida', estatus: 'ACTIVA' }, admin);
      await s.post('/maquina/new', { nombre: 'Ajena', estatus: 'ACTIVA' }, admin);
      const operador = await nonAdminToken(s, 'recien_construido', ['ventas']);
      const { id_usuario, pantallas } = (await s.post('/users/perfil', undefined, operador)).body
        .resultados[0];
      expect(pantallas).toEqual(['ventas']);
      const id_maquina = maquina.body.resultados[0].id_maquina;
      await s.post('/users/maquina/asignar', { id_usuario, id_maquina }, admin);
      const visibles = await s.post('/maquina', undefined, operador);
      expect(visibles.body.resultados.map((m: { id_maquina: number }) => m.id_maquina)).toEqual([id_maquina]);

      expect((await s.post('/users/salir', undefined, operador)).status).toBe(200);
      expect((await s.post('/users/perfil', undefined, operador)).status).toBe(401);
    } finally {
      await s.close();
    }
  });
});

describe('pantallasConcedidas', () => {
  it('grants ADMIN every screen, whatever its modules hold', () => {
    expect(pantallasConcedidas(true, [])).toEqual(NOMBRES_PANTALLAS);
  });

  it('grants another role the screens whose URL its modules hold, in the sidebar order', () => {
    const rutas = [PANTALLAS.egresos.ruta, '/otra/ruta', PANTALLAS.inicio.ruta, PANTALLAS.inicio.ruta];
    expect(pantallasConcedidas(false, rutas)).toEqual(['inicio', 'egresos']);
    expect(pantallasConcedidas(false, [])).toEqual([]);
  });

  it('never grants a reserved screen to a role other than ADMIN', () => {
    expect(pantallasConcedidas(false, [...RUTAS_RESERVADAS, PANTALLAS.ventas.ruta])).toEqual(['ventas']);
  });
});
