// Security headers, the body limit, answers that never show a stack or SQL, and a log without secrets.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mensajes } from '@aguavend/contract/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp, opcionesLog } from '../src/app.ts';
import { ADMIN, createTestApp, useTestApp } from './helpers.ts';

const web = mkdtempSync(join(tmpdir(), 'aguavend-web-'));
writeFileSync(join(web, 'index.html'), '<!doctype html><title>AguaVend</title>');
const t = await useTestApp({ webDist: web });

function cabecerasDeSeguridad(h: Record<string, unknown>) {
  expect(String(h['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(String(h['content-security-policy'])).toContain("script-src 'self'");
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('no-referrer');
  // Agrees with the CSP's frame-ancestors 'none'.
  expect(h['x-frame-options']).toBe('DENY');
  expect(String(h['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
}

describe('headers and limits', () => {
  it('sends the security headers with the app page and with API answers', async () => {
    const pagina = await t.inject({
      method: 'GET',
      url: '/dashboard/inicio',
      headers: { accept: 'text/html' },
    });
    expect(pagina.status).toBe(200);
    expect(String(pagina.body)).toContain('AguaVend');
    cabecerasDeSeguridad(pagina.headers);
    cabecerasDeSeguridad((await t.inject({ method: 'POST', url: '/users/login', payload: ADMIN })).headers);
  });

  it('marks every API JSON answer no-store, refusals included; the app page keeps its own caching', async () => {
    const token = await t.login();
    const respuestas = {
      login: await t.inject({ method: 'POST', url: '/users/login', payload: ADMIN }),
      lista: await t.inject({ method: 'POST', url: '/maquina', headers: { autorizado: token } }),
      sinSesion: await t.inject({ method: 'POST', url: '/maquina' }),
      invalido: await t.inject({
        method: 'POST',
        url: '/maquina/new',
        headers: { autorizado: token },
        payload: {},
      }),
      desconocida: await t.inject({ method: 'POST', url: '/no-existe' }),
    };
    for (const [caso, res] of Object.entries(respuestas)) {
      expect(String(res.headers['content-type']), caso).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], caso).toBe('no-store');
    }
    expect(respuestas.invalido.status).toBe(400);
    const pagina = await t.inject({
      method: 'GET',
      url: '/dashboard/inicio',
      headers: { accept: 'text/html' },
    });
    expect(pagina.headers['cache-control']).toBe('no-cache');
  });

  it('logs request paths without their query: a token sent there by mistake is not written', async () => {
    const base = await createTestApp();
    const lineas: string[] = [];
    const app = await buildApp(
      base.config,
      base.database,
      opcionesLog('info', { write: (l) => void lineas.push(l) }),
    );
    try {
      const token = (await app.inject({ method: 'POST', url: '/users/login', payload: ADMIN })).json().token;
      await app.inject({ method: 'POST', url: `/maquina?token=${token}`, headers: { autorizado: token } });
      await app.inject({ method: 'GET', url: '/no-existe?clave=secreto-en-la-url#x' });
      // The error handler's warnings carry the URL under `url`, beside the request's id.
      app.log.warn({ url: '/maquina?token=otro-secreto' }, 'aviso');
      const log = lineas.join('');
      expect(log).toContain('"url":"/maquina"');
      expect(log).toContain('"url":"/no-existe"');
      expect(log).not.toMatch(/token=|secreto-en-la-url|otro-secreto/);
      expect(log).not.toContain(token);
    } finally {
      await app.close();
      await base.close();
    }
  });

  it('refuses a body over 1 MiB with 413 and a Spanish message', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1.5 * 1024 * 1024), password: 'y' }),
    });
    expect(res.status).toBe(413);
    expect(res.body.mensaje_user).toBe(mensajes.general.cuerpoDemasiadoGrande);
  });

  it('answers an unexpected failure with a generic Spanish 500, no stack, no SQL', async () => {
    const roto = await createTestApp();
    const token = await roto.login();
    // A table gone from under the server: the query fails with PostgreSQL's own (English, SQL-laden) error.
    await roto.database.db.execute(sql`drop table maquinas cascade`);
    const res = await roto.app.inject({ method: 'POST', url: '/maquina', headers: { autorizado: token } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      valid: false,
      resultados: [],
      mensaje_user: mensajes.general.errorInterno,
      message: mensajes.general.errorInterno,
    });
    expect(res.body).not.toMatch(/select|from |maquinas|at .*\.ts|Error:/i);
    await roto.close();
  });

  it('writes neither passwords nor tokens to the log', async () => {
    const base = await createTestApp();
    const lineas: string[] = [];
    const app = await buildApp(
      base.config,
      base.database,
      opcionesLog('trace', { write: (l) => void lineas.push(l) }),
    );
    try {
      const login = await app.inject({ method: 'POST', url: '/users/login', payload: ADMIN });
      const token = login.json().token as string;
      await app.inject({ method: 'POST', url: '/maquina', headers: { autorizado: token } });
      await app.inject({
        method: 'POST',
        url: '/users/perfil',
        headers: { authorization: `Bearer ${token}` },
      });
      await app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { username: 'admin', password: 'clave-mala-en-log' },
      });
      const log = lineas.join('');
      expect(lineas.length).toBeGreaterThan(4);
      expect(log).not.toContain(ADMIN.password);
      expect(log).not.toContain('clave-mala-en-log');
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.split('.')[2]);
    } finally {
      await app.close();
      await base.close();
    }
  });

  it('logs a failed write on users with its code and message only: no hash, password, token or parameter', async () => {
    const base = await createTestApp();
    const lineas: string[] = [];
    const app = await buildApp(
      base.config,
      base.database,
      opcionesLog('info', { write: (l) => void lineas.push(l) }),
    );
    try {
      const token = (await app.inject({ method: 'POST', url: '/users/login', payload: ADMIN })).json().token;
      const [rol] = (
        (await base.database.db.execute(sql`select id_rol from roles where rol = 'ADMIN'`)) as unknown as {
          rows: { id_rol: number }[];
        }
      ).rows;
      // Every write on users fails inside PostgreSQL, after the server hashed the password it sends.
      await base.database.db.execute(sql`
        create function falla_usuarios() returns trigger language plpgsql as $$
        begin raise exception 'escritura de usuarios rechazada'; end $$`);
      await base.database.db.execute(
        sql`create trigger falla_usuarios before insert or update on usuarios for each row execute function falla_usuarios()`,
      );
      const claves = ['clave-nueva-en-log-1', 'clave-nueva-en-log-2', 'clave-nueva-en-log-3'];
      const usuario = {
        nombre: 'Log',
        Username: 'en_log',
        ap_paterno: 'X',
        ap_materno: '',
        email: 'log@x.mx',
        clave: claves[0],
      };
      const respuestas = [
        await app.inject({
          method: 'POST',
          url: '/users/create',
          headers: { autorizado: token },
          payload: { usuario, rol: { id_usuario: '', id_rol: rol?.id_rol } },
        }),
        await app.inject({
          method: 'POST',
          url: '/users/editar',
          headers: { autorizado: token },
          payload: {
            id_usuario: 1,
            nombre: 'Admin',
            ap_paterno: 'X',
            ap_materno: '',
            username: 'admin',
            email: 'a@x.mx',
            id_rol: rol?.id_rol,
            activo: 1,
            clave: claves[1],
          },
        }),
        await app.inject({
          method: 'POST',
          url: '/users/perfil/clave',
          headers: { autorizado: token },
          payload: { clave_actual: ADMIN.password, clave_nueva: claves[2] },
        }),
      ];
      expect(respuestas.map((r) => r.statusCode)).toEqual([500, 500, 500]);
      const errores = lineas.filter((l) => l.includes('error inesperado'));
      expect(errores).toHaveLength(3);
      for (const l of errores) {
        expect(JSON.parse(l).err).toMatchObject({ type: 'DatabaseError', code: 'P0001' });
        expect(l).toContain('escritura de usuarios rechazada');
      }
      const log = lineas.join('');
      expect(log).not.toMatch(/\$argon2/);
      expect(log).not.toMatch(/params/i);
      expect(log).not.toContain('en_log');
      for (const secreto of [...claves, ADMIN.password, token]) expect(log).not.toContain(secreto);
    } finally {
      await app.close();
      await base.close();
    }
  });
});

describe('the per-address request limit', () => {
  const ips = async (trustProxy: false | string) => {
    const t2 = await createTestApp({ rateLimitPerMin: 3, trustProxy });
    try {
      const estados: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await t2.inject({
          method: 'GET',
          url: '/health',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        estados.push(res.status);
      }
      return estados;
    } finally {
      await t2.close();
    }
  };

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    expect(await ips(false)).toEqual([200, 200, 200, 429, 429, 429]);
    // Behind a trusted proxy each client address has its own budget.
    expect(await ips('127.0.0.1')).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
