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
});
