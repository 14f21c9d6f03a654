// The built web app as the browser receives it: the precompressed file its Accept-Encoding allows, hashed assets
// cached for good, the page always revalidated, and none of it counted against the per-address request limit.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const web = mkdtempSync(join(tmpdir(), 'aguavend-web-'));
const script = `console.log(${JSON.stringify('AguaVend '.repeat(400))});`;
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'index.html'), '<!doctype html><title>AguaVend</title>');
// The same page with the login form's chunks preloaded, and with Inicio's (apps/web/vite.config.ts).
writeFileSync(
  join(web, 'login.html'),
  '<!doctype html><title>AguaVend</title><link rel="modulepreload" href="/assets/login-x.js">',
);
writeFileSync(
  join(web, 'inicio.html'),
  '<!doctype html><title>AguaVend</title><link rel="modulepreload" href="/assets/inicio-x.js">',
);
writeFileSync(join(web, 'assets', 'app-abc123.js'), script);
writeFileSync(join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(web, 'assets', 'app-abc123.js.gz'), gzipSync(script));
writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// The installable app's files, as vite-plugin-pwa writes them at the top of the build (docs/decisions/029).
const worker = `self.addEventListener('install',()=>self.skipWaiting());${'/* precache */'.repeat(200)}`;
writeFileSync(join(web, 'sw.js'), worker);
writeFileSync(join(web, 'sw.js.br'), brotliCompressSync(worker));
writeFileSync(join(web, 'manifest.webmanifest'), JSON.stringify({ name: 'AguaVend', start_url: '/' }));
const t = await useTestApp({ webDist: web });

// Straight to Fastify: the raw bytes, as they go over the wire.
const pedir = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/assets/app-abc123.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('static assets', () => {
  it('sends brotli to a browser that accepts it', async () => {
    const res = await pedir('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('sends gzip to a client without brotli, and the plain file to one that accepts neither', async () => {
    const gz = await pedir('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plano = await pedir();
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.body).toBe(script);
  });

  it('caches hashed assets for a year and makes the page revalidate', async () => {
    expect((await pedir('br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const pagina = await t.inject({ method: 'GET', url: '/ventas', headers: { accept: 'text/html' } });
    expect(pagina.status).toBe(200);
    expect(pagina.headers['cache-control']).toBe('no-cache');
  });
});

describe('the pages', () => {
  const pagina = (url: string, app = t.app) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('the login form preloaded at / and /login, Inicio at Inicio only: another screen opens with neither', async () => {
    for (const url of ['/', '/login', '/login?expirada=1']) {
      const res = await pagina(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('/assets/login-x.js');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/dashboard/inicio', '/dashboard/inicio?maquina=3&mes=2026-10']) {
      const res = await pagina(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('/assets/inicio-x.js');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of [
      '/dashboard',
      '/dashboard/ventas',
      '/dashboard/login',
      '/loginx',
      '/index.html',
      '/inicio',
    ]) {
      const res = await pagina(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><title>AguaVend</title>');
    }
  });

  it('a build without login.html and inicio.html answers index.html at / and Inicio too', async () => {
    const sinLogin = mkdtempSync(join(tmpdir(), 'aguavend-web-'));
    writeFileSync(join(sinLogin, 'index.html'), '<!doctype html><title>AguaVend</title>');
    const app = (await useTestApp({ webDist: sinLogin })).app;
    for (const url of ['/', '/dashboard/inicio']) {
      const res = await pagina(url, app);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><title>AguaVend</title>');
    }
  });
});

describe('the installable app', () => {
  it('serves the service worker fresh on every check, as JavaScript, in brotli', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    // A cached worker would keep an old build alive: the browser must revalidate it every time.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(worker);
  });

  it('serves the manifest as a web app manifest, revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'AguaVend', start_url: '/' });
  });
});

describe('the per-address request limit', () => {
  it('leaves the web app out: 1000 files and pages from one address, then the API still stops at its limit', async () => {
    const limitada = await useTestApp({ webDist: web, rateLimitPerMin: 5 });
    const urls = ['/assets/app-abc123.js', '/favicon.svg', '/index.html'];
    const estados = new Set<number>();
    for (let tanda = 0; tanda < 20; tanda++) {
      const respuestas = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          limitada.app.inject({ method: 'GET', url: urls[i % urls.length] as string }),
        ),
      );
      for (const r of respuestas) estados.add(r.statusCode);
    }
    const paginas = await limitada.inject({
      method: 'GET',
      url: '/ventas',
      headers: { accept: 'text/html' },
    });
    expect([...estados, paginas.status]).toEqual([200, 200]);
    const api = [];
    for (let i = 0; i < 6; i++) api.push((await limitada.inject({ method: 'GET', url: '/health' })).status);
    expect(api).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
