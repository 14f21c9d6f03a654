// `npm start` runs the compiled server (docs/decisions/028): the build must succeed, and the process that answers
// must be node on apps/server/dist/server.js, with no tsx loaded in it. Every node process the start script
// launches records its arguments through a preload named in NODE_OPTIONS.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript build script
import { carpetaDist, compilarServidor } from '../apps/server/build.mjs';
// @ts-expect-error plain JavaScript root script
import { buildServerIfStale, root } from './lib.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'aguavend-start-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const puertoLibre = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe('npm start', () => {
  it('compiles the server, and only when its sources are newer than the bundle', {
    timeout: 60_000,
  }, async () => {
    await compilarServidor();
    const bundle = join(carpetaDist, 'server.js');
    expect(statSync(bundle).size).toBeGreaterThan(10_000);
    expect(await buildServerIfStale()).toBe(false);
    utimesSync(bundle, new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(await buildServerIfStale()).toBe(true);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(Date.UTC(2021, 0, 1));
  });

  it('runs the compiled server, not tsx: it answers /health and serves the web app', {
    timeout: 60_000,
  }, async () => {
    const web = join(tmp, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>AguaVend compilado</title>');
    const registro = join(tmp, 'procesos.jsonl');
    const preload = join(tmp, 'registra.mjs');
    writeFileSync(
      preload,
      `import { appendFileSync } from 'node:fs';
appendFileSync(${JSON.stringify(registro)}, JSON.stringify({ argv: process.argv, execArgv: process.execArgv }) + '\\n');`,
    );
    const puerto = await puertoLibre();
    const hijo = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`,
        PORT: String(puerto),
        HOST: '127.0.0.1',
        DATA_DIR: join(tmp, 'datos'),
        WEB_DIST: web,
        ADMIN_PASSWORD: 'clave-arranque-1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let salida = '';
    hijo.stdout.on('data', (d) => {
      salida += d;
    });
    hijo.stderr.on('data', (d) => {
      salida += d;
    });
    const fin = new Promise<number | null>((r) => hijo.once('exit', (code) => r(code)));
    const url = `http://127.0.0.1:${puerto}`;
    try {
      let salud: Response | undefined;
      for (let i = 0; i < 400 && hijo.exitCode === null && !salud?.ok; i++) {
        salud = await fetch(`${url}/health`).catch(() => undefined);
        if (!salud?.ok) await new Promise((r) => setTimeout(r, 50));
      }
      expect(salud?.ok, salida).toBe(true);
      const pagina = await fetch(`${url}/ventas`, { headers: { accept: 'text/html' } });
      expect(pagina.status).toBe(200);
      expect(await pagina.text()).toContain('AguaVend compilado');

      const procesos = readFileSync(registro, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { argv: string[]; execArgv: string[] });
      expect(procesos.map((p) => p.argv[1])).toContain(join(root, 'apps/server/dist/server.js'));
      for (const p of procesos) {
        expect(p.execArgv.join(' ')).not.toMatch(/tsx/);
        expect(p.argv.join(' ')).not.toMatch(/\.ts\b|tsx/);
      }
    } finally {
      hijo.kill('SIGTERM');
    }
    expect(await fin, salida).toBe(0);
  });
});
