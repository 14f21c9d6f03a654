import { mensajes } from '@aguavend/contract/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, answersSeen, expectNoSecrets, nonAdminToken, useTestApp } from '../../../test/helpers.ts';

const t = await useTestApp();

describe('POST /users/login', () => {
  it('signs the administrator in with a token and the user as a JSON string', async () => {
    const res = await t.post('/users/login', ADMIN);
    expect(res.status).toBe(200);
    expect(res.body.validUsuario).toBe(true);
    expect(res.body.mensaje_user).toBe(mensajes.login.exito);
    const usuario = JSON.parse(res.body.usuario);
    expect(usuario).toMatchObject({
      username: 'admin',
      rol: 'ADMIN',
      id_rol: expect.any(Number),
      id_usuario: expect.any(Number),
    });
    const claims = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.jti).toEqual(expect.any(String));
  });

  it('signs tokens that live exactly TOKEN_TTL', async () => {
    const { createTestApp } = await import('../../../test/helpers.ts');
    const corta = await createTestApp({ tokenTtlSeconds: 1800 });
    try {
      const token = await corta.login();
      const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString());
      expect(claims.exp - claims.iat).toBe(1800);
    } finally {
      await corta.close();
    }
  });

  it('accepts the username in another case', async () => {
    const res = await t.post('/users/login', { username: 'ADMIN', password: ADMIN.password });
    expect(res.status).toBe(200);
  });

  it('answers 400 with a Spanish message for a wrong password', async () => {
    const res = await t.post('/users/login', { username: 'admin', password: 'mala' });
    expect(res.status).toBe(400);
    // The original API's failure answer, whole: no user and no token.
    expect(res.body).toEqual({
      validUsuario: false,
      usuario: '',
      token: '',
      mensaje_user: mensajes.login.credencialesIncorrectas,
      message: mensajes.login.credencialesIncorrectas,
    });
  });

  it('refuses the right password of a deactivated user with the same 400, and counts it as a failure', async () => {
    const username = 'inactivo_login';
    await nonAdminToken(t, username);
    await t.database.db.execute(sql`update usuarios set activo = 0 where username = ${username}`);
    const res = await t.post('/users/login', { username, password: 'clave-operador-1' });
    expect(res.status).toBe(400);
    expect(res.body.mensaje_user).toBe(mensajes.login.credencialesIncorrectas);
    expect(res.body.token).toBe('');
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from intentos_login where username = ${username}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(1);
  });

  it('answers 400 naming each missing field', async () => {
    const res = await t.post('/users/login', {});
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual([
      { campo: 'username', mensaje: mensajes.login.usernameRequerido },
      { campo: 'password', mensaje: mensajes.login.passwordRequerido },
    ]);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/users/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.mensaje_user).toBe(mensajes.general.jsonInvalido);
  });

  it('answers 429 after five failures for one username within 15 minutes', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.post('/users/login', { username: 'nadie', password: `x${i}` })).status).toBe(400);
    }
    const res = await t.post('/users/login', { username: 'nadie', password: 'x' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      validUsuario: false,
      usuario: '',
      token: '',
      mensaje_user: mensajes.login.demasiadosIntentos,
      message: mensajes.login.demasiadosIntentos,
    });
    // Another username is not affected.
    expect((await t.post('/users/login', ADMIN)).status).toBe(200);
  });
});

describe('POST /users/salir', () => {
  it('revokes the token: later calls with it answer 401', async () => {
    const token = await t.login();
    expect((await t.post('/users/salir', undefined, token)).status).toBe(200);
    const res = await t.post('/users/salir', undefined, token);
    expect(res.status).toBe(401);
    expect(res.body.mensaje_user).toBe(mensajes.sesion.tokenInvalido);
  });

  it('answers 401 with no token, a malformed one, or a bad signature', async () => {
    const token = await t.login();
    const [h, p] = token.split('.');
    for (const bad of [undefined, 'basura', `${h}.${p}.firmafalsa`]) {
      expect((await t.post('/users/salir', undefined, bad)).status).toBe(401);
    }
  });

  it('accepts Authorization: Bearer as well', async () => {
    const token = await t.login();
    const res = await t.inject({
      method: 'POST',
      url: '/users/salir',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });
});

describe('the API documentation of the session calls', () => {
  it('lists login (public) and logout under «sesión», with their summaries and answers', async () => {
    // Its own server: the document is built from the routes as they are declared when a server starts.
    const { createTestApp } = await import('../../../test/helpers.ts');
    const propio = await createTestApp();
    const res = await propio.inject({ method: 'GET', url: '/docs/json' }).finally(() => propio.close());
    const paths = res.body.paths as Record<string, { post: Record<string, any> }>;
    const login = paths['/users/login']?.post;
    expect(login).toMatchObject({ tags: ['sesión'], summary: 'Iniciar sesión', security: [] });
    expect(Object.keys(login?.responses ?? {}).sort()).toEqual(['200', '400', '429']);
    expect(Object.keys(login?.responses['200'].content['application/json'].schema.properties).sort()).toEqual(
      ['errores', 'mensaje_user', 'message', 'token', 'usuario', 'validUsuario'],
    );
    const salir = paths['/users/salir']?.post;
    expect(salir).toMatchObject({ tags: ['sesión'], summary: 'Cerrar sesión (revoca el token)' });
    expect(Object.keys(salir?.responses ?? {})).toEqual(['200']);
  });
});

describe('GET /health', () => {
  it('reports the server and the database', async () => {
    const res = await t.inject({ method: 'GET', url: '/health' });
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });
});

it('no answer of this file carried a password or a hash', () => {
  expect(answersSeen.length).toBeGreaterThan(5);
  expectNoSecrets(answersSeen, [ADMIN.password]);
});

describe('flood guard', () => {
  it('answers 429 with a Spanish message, not 500, when one address sends too many requests', async () => {
    const { createTestApp } = await import('../../../test/helpers.ts');
    const pequeño = await createTestApp({ rateLimitPerMin: 3 });
    try {
      const estados: number[] = [];
      let ultimo: any;
      for (let i = 0; i < 5; i++) {
        ultimo = await pequeño.post('/users/login', ADMIN);
        estados.push(ultimo.status);
      }
      expect(estados.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(estados).not.toContain(500);
      expect(ultimo.body.mensaje_user).toBe(mensajes.general.demasiadasPeticiones);
    } finally {
      await pequeño.close();
    }
  });
});
