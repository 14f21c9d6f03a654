// The security plugin on its own (no database): the exact headers it promises (README «Cabeceras»), the
// per-address budget of RATE_LIMIT_PER_MIN requests a minute (0 = off), and an empty JSON body read as "no payload".
// test/headers.test.ts checks the same headers on the whole app, on the web page and on API answers.
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import security from './security.ts';

/** A bare Fastify app with only this plugin; `config` comes from a stand-in for plugins/database.ts. */
async function appCon(rateLimitPerMin: number) {
  const app = Fastify();
  await app.register(
    fp(
      async (a) => {
        a.decorate('config', { ...loadConfig({}), rateLimitPerMin });
      },
      { name: 'database' },
    ),
  );
  await app.register(security);
  app.get('/x', async () => ({ ok: true }));
  app.post('/eco', async (req) => ({ cuerpo: req.body === undefined ? 'ninguno' : req.body }));
  await app.ready();
  return app;
}

/** The Content-Security-Policy as a map: directive → its sources. */
const directivas = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([nombre, ...fuentes]) => [nombre, fuentes.join(' ')]),
  );

describe('security headers', () => {
  it('sends a strict CSP: only its own scripts, styles inline for React, no frames, no plugins', async () => {
    const app = await appCon(0);
    try {
      const res = await app.inject({ method: 'GET', url: '/x' });
      expect(directivas(res.headers['content-security-policy'])).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'script-src-attr': "'none'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data:",
        'font-src': "'self' data:",
        'connect-src': "'self'",
        'frame-ancestors': "'none'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
      });
    } finally {
      await app.close();
    }
  });

  it('sends no-referrer, DENY, nosniff and HSTS, and no cross-origin embedder policy', async () => {
    const app = await appCon(0);
    try {
      const h = (await app.inject({ method: 'GET', url: '/x' })).headers;
      expect(h['referrer-policy']).toBe('no-referrer');
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // Off on purpose (security.ts): require-corp is not asked of the resources the app loads.
      expect(h).not.toHaveProperty('cross-origin-embedder-policy');
    } finally {
      await app.close();
    }
  });
});

describe('the per-address limit', () => {
  it('allows RATE_LIMIT_PER_MIN requests a minute from one address, then answers 429 until the minute ends', async () => {
    const app = await appCon(3);
    try {
      const primera = await app.inject({ method: 'GET', url: '/x' });
      expect(primera.statusCode).toBe(200);
      expect(primera.headers['x-ratelimit-limit']).toBe('3');
      expect(primera.headers['x-ratelimit-reset']).toBe('60');
      const siguientes = [];
      for (let i = 0; i < 3; i++) siguientes.push(await app.inject({ method: 'GET', url: '/x' }));
      expect(siguientes.map((r) => r.statusCode)).toEqual([200, 200, 429]);
      expect(siguientes[2]?.headers['retry-after']).toMatch(/^(59|60)$/);
    } finally {
      await app.close();
    }
  });

  it('has no limit with RATE_LIMIT_PER_MIN=0', async () => {
    const app = await appCon(0);
    try {
      const estados = [];
      for (let i = 0; i < 5; i++) {
        const res = await app.inject({ method: 'GET', url: '/x' });
        estados.push(res.statusCode);
        expect(res.headers).not.toHaveProperty('x-ratelimit-limit');
      }
      expect(estados).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await app.close();
    }
  });
});

describe('JSON bodies', () => {
  const eco = async (payload: string) => {
    const app = await appCon(0);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/eco',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      return { estado: res.statusCode, cuerpo: res.json() };
    } finally {
      await app.close();
    }
  };

  it('reads an empty or blank JSON body as no payload', async () => {
    expect(await eco('')).toEqual({ estado: 200, cuerpo: { cuerpo: 'ninguno' } });
    expect(await eco('  \n ')).toEqual({ estado: 200, cuerpo: { cuerpo: 'ninguno' } });
  });

  it('parses any other JSON body, and refuses one that is not JSON with 400', async () => {
    expect(await eco('{"a":1}')).toEqual({ estado: 200, cuerpo: { cuerpo: { a: 1 } } });
    expect(await eco(' [2] ')).toEqual({ estado: 200, cuerpo: { cuerpo: [2] } });
    expect((await eco('{mal')).estado).toBe(400);
  });
});
