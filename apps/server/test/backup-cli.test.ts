// `npm run backup` and `npm run restore` through their own command. On PostgreSQL (TEST_DATABASE_URL): the
// restore refuses a database with users unless --force, and with it undoes every change made after the
// backup. On the embedded database: a backup restores into a new, empty DATA_DIR without --force.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createTestApp, filasSinOrden, respaldoEnMemoria } from './helpers.ts';
import { correrRespaldo } from './procesos.ts';

const dir = mkdtempSync(join(tmpdir(), 'aguavend-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each table's rows, in no order, but for the session versions a restore moves (src/db/backup-sesiones.test.ts). */
const filasOrdenadas = (tablas: Record<string, Record<string, unknown>[]>) =>
  Object.fromEntries(
    Object.entries(tablas).map(([t, filas]) => [
      t,
      filasSinOrden(filas.map(({ version_sesion: _, ...f }) => f)),
    ]),
  );

describe('npm run backup / restore', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL: writes a backup, refuses to restore over users without --force, and with it undoes later changes',
    async () => {
      const origen = await createTestApp({ seedDemo: true });
      const env = { DATABASE_URL: origen.config.databaseUrl as string };
      try {
        const archivo = join(dir, 'respaldo.json');
        const backup = await correrRespaldo(['backup', archivo], env);
        expect(backup.salida).toMatch(/Respaldo escrito en .*: \d+ filas de \d+ tablas\./);
        expect(backup.codigo).toBe(0);
        const respaldo = JSON.parse(readFileSync(archivo, 'utf8'));
        expect(respaldo.tablas.ventas_maquina.length).toBeGreaterThan(100);
        // The key that signs sessions stays on the server.
        const { rows } = (await origen.database.db.execute(
          sql`select valor from ajustes where clave = 'jwt_secret'`,
        )) as unknown as { rows: { valor: string }[] };
        expect(rows[0]?.valor.length).toBeGreaterThan(40);
        expect(readFileSync(archivo, 'utf8')).not.toContain(rows[0]?.valor);

        await origen.database.db.execute(sql`update maquinas set nombre = nombre || ' (cambiada)'`);
        const sinForce = await correrRespaldo(['restore', archivo], env);
        expect(sinForce.codigo).toBe(1);
        expect(sinForce.salida).toContain('use --force para reemplazar su contenido');

        const conForce = await correrRespaldo(['restore', archivo, '--force'], env);
        expect(conForce.salida).toContain('restaurado');
        expect(conForce.codigo).toBe(0);
        const otra = join(dir, 'otra-vez.json');
        expect((await correrRespaldo(['backup', otra], env)).codigo).toBe(0);
        expect(filasOrdenadas(JSON.parse(readFileSync(otra, 'utf8')).tablas)).toEqual(
          filasOrdenadas(respaldo.tablas),
        );
      } finally {
        await origen.close();
      }
    },
    120_000,
  );

  it('on the embedded database: restores into a new DATA_DIR without --force', async () => {
    // A small business (the admin and a few machines) keeps the spawned restore quick.
    const origen = await createTestApp({ databaseUrl: undefined, dataDir: 'memory://' });
    const admin = await origen.login();
    for (const nombre of ['Norte', 'Sur', 'Centro'])
      expect((await origen.post('/maquina/new', { nombre, estatus: 'ACTIVA' }, admin)).status).toBe(200);
    const respaldo = await respaldoEnMemoria(origen.database);
    await origen.close();
    const archivo = join(dir, 'semilla.json');
    writeFileSync(archivo, JSON.stringify(respaldo));
    const datos = join(dir, 'nueva');
    const r = await correrRespaldo(['restore', archivo], { DATA_DIR: datos });
    expect(r.salida).toContain('restaurado');
    expect(r.codigo).toBe(0);
    const abierta = await openDatabase({ dataDir: datos });
    try {
      const { rows } = (await abierta.db.execute(
        sql`select count(*)::int as n from ventas_maquina`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0]?.n).toBe(respaldo.tablas.ventas_maquina?.length);
    } finally {
      await abierta.close();
    }
  }, 120_000);
});
