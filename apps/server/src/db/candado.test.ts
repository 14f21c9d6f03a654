// The embedded database's lock, in one process: a second taker gets BaseOcupada naming the holder; a release
// frees it at once; the backup channel answers only the key kept in DATA_DIR.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BaseOcupada, pedirRespaldo, tomarCandado } from './candado.ts';

const dir = mkdtempSync(join(tmpdir(), 'aguavend-candado-u-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('tomarCandado', () => {
  it('refuses a second holder with the first one named, and frees the directory on release', async () => {
    const primero = await tomarCandado(dir, 'servidor');
    try {
      const err = await tomarCandado(dir, 'respaldo').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BaseOcupada);
      const ocupada = err as BaseOcupada;
      expect(ocupada.dueno).toMatchObject({ pid: process.pid, programa: 'servidor' });
      expect(ocupada.directorio).toBe(dir);
      expect(ocupada.message).toContain(
        `«${dir}» ya está abierta por otro proceso de AguaVend (servidor, pid ${process.pid}`,
      );
      expect(ocupada.message).toContain(`kill ${process.pid}`);
      expect(ocupada.message).toContain('npm run backup');
    } finally {
      await primero.soltar();
    }
    const segundo = await tomarCandado(dir, 'otro');
    await segundo.soltar();
  });

  it('hands a backup only to a request with the key in DATA_DIR; none when nobody holds it', async () => {
    expect(await pedirRespaldo(dir)).toBeNull();
    const candado = await tomarCandado(dir, 'servidor');
    try {
      // Before the holder answers backups, the channel refuses.
      await expect(pedirRespaldo(dir)).rejects.toThrow('Petición no permitida.');
      candado.atenderRespaldos(async () => ({ formato: 'aguavend-respaldo', tablas: {} }));
      expect(await pedirRespaldo(dir)).toEqual({ formato: 'aguavend-respaldo', tablas: {} });
      const clave = join(dir, '.canal-aguavend');
      expect(readFileSync(clave, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
      writeFileSync(clave, '0'.repeat(64));
      await expect(pedirRespaldo(dir)).rejects.toThrow('Petición no permitida.');
      writeFileSync(clave, 'no-es-hex');
      await expect(pedirRespaldo(dir)).rejects.toThrow('Petición no permitida.');
      candado.atenderRespaldos(async () => {
        throw new Error('sin disco');
      });
    } finally {
      await candado.soltar();
    }
    // The key leaves with its holder.
    expect(() => readFileSync(join(dir, '.canal-aguavend'))).toThrow();
  });

  it('passes the holder error on to the one who asked', async () => {
    const candado = await tomarCandado(dir, 'servidor');
    try {
      candado.atenderRespaldos(async () => {
        throw new Error('sin disco');
      });
      await expect(pedirRespaldo(dir)).rejects.toThrow('El servidor en marcha no pudo respaldar: sin disco');
    } finally {
      await candado.soltar();
    }
  });
});
