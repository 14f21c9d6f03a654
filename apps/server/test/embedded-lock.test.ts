// The embedded database belongs to one process: a second server, a restore or a backup that would open the
// files of a running server is refused (or, for the backup, served by that server), and nothing answered is
// lost. The lock dies with its holder, so a kill -9 never blocks the next start.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { correrRespaldo, detener, entrar, iniciarServidor, post } from './procesos.ts';

const dir = mkdtempSync(join(tmpdir(), 'aguavend-candado-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { DATA_DIR: dir };

const maquinas = async (url: string, token: string) =>
  ((await post(url, '/maquina', {}, token)).body.resultados as { nombre: string }[]).map((m) => m.nombre);

describe('one process per embedded database', () => {
  it('a second server, a restore and a backup never open the files of a running server', async () => {
    const primero = await iniciarServidor(env);
    try {
      const token = await entrar(primero.url);
      expect(
        (await post(primero.url, '/maquina/new', { nombre: 'Antes', estatus: 'ACTIVA' }, token)).status,
      ).toBe(200);

      // The two-terminals mistake: the second start exits with the message, the first keeps serving.
      const segundo = await iniciarServidor(env);
      const seQuedo = new Promise((r) => setTimeout(() => r('sigue sirviendo'), 3000));
      const salida = await Promise.race([segundo.fin, seQuedo]);
      await detener(segundo, 'SIGKILL');
      expect(salida).toBe(1);
      expect(segundo.salida()).toContain(
        `ya está abierta por otro proceso de AguaVend (servidor, pid ${primero.hijo.pid}`,
      );
      expect(segundo.salida()).toContain(dir);
      expect(segundo.salida()).not.toMatch(/at .*\.ts:\d+/);
      expect(
        (await post(primero.url, '/maquina/new', { nombre: 'Después', estatus: 'ACTIVA' }, token)).status,
      ).toBe(200);

      // The backup is asked of the running server: a consistent snapshot holding what it acknowledged.
      const archivo = join(dir, '..', `${dir.split('/').pop()}-respaldo.json`);
      const respaldo = await correrRespaldo(['backup', archivo], env);
      expect(respaldo.salida).toContain('pedido al servidor en marcha');
      expect(respaldo.codigo).toBe(0);
      const nombres = (JSON.parse(readFileSync(archivo, 'utf8')).tablas.maquinas as { nombre: string }[]).map(
        (m) => m.nombre,
      );
      expect(nombres).toEqual(expect.arrayContaining(['Antes', 'Después']));

      // A restore cannot run under a live server, even with --force.
      const restaurar = await correrRespaldo(['restore', archivo, '--force'], env);
      expect(restaurar.codigo).toBe(1);
      expect(restaurar.salida).toContain('ya está abierta por otro proceso de AguaVend');
      rmSync(archivo);
      expect(await maquinas(primero.url, token)).toEqual(expect.arrayContaining(['Antes', 'Después']));
    } finally {
      await detener(primero);
    }

    // Both machines survived the restart: nothing the first server answered was lost.
    const otra = await iniciarServidor(env);
    try {
      expect(await maquinas(otra.url, await entrar(otra.url))).toEqual(
        expect.arrayContaining(['Antes', 'Después']),
      );
    } finally {
      await detener(otra);
    }
  }, 120_000);

  it('a kill -9 of the holder lets the next start take the lock at once', async () => {
    const muerto = await iniciarServidor(env);
    await detener(muerto, 'SIGKILL');
    const inicio = Date.now();
    const siguiente = await iniciarServidor(env);
    try {
      expect(siguiente.hijo.exitCode).toBeNull();
      expect((await fetch(`${siguiente.url}/health`)).status).toBe(200);
      expect(Date.now() - inicio).toBeLessThan(20_000);
    } finally {
      await detener(siguiente);
    }
    // With no server running, backup and restore open the files themselves.
    const archivo = `${dir}-fuera.json`;
    expect((await correrRespaldo(['backup', archivo], env)).codigo).toBe(0);
    const r = await correrRespaldo(['restore', archivo, '--force'], env);
    rmSync(archivo);
    expect(r.salida).toContain('restaurado');
    expect(r.codigo).toBe(0);
  }, 120_000);
});
