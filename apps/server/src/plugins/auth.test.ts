// Where the session token is read from: the original API's `autorizado` header (with or without "Bearer "), else
// `Authorization: Bearer`. test/permissions.test.ts walks every route with every kind of caller.
import { mensajes } from '@aguavend/contract/messages';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.ts';

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
