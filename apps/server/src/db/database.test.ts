// The database module and first start, on whichever database the suite runs against.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, freshDatabaseUrl } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { bootstrap } from './bootstrap.ts';
import { openDatabase } from './client.ts';
import { leerMigraciones, migracionesAplicadas, migrate } from './migrate.ts';

describe('database module', () => {
  it('opens, migrates, and runs the same SQL on either engine', async () => {
    const t = await createTestApp();
    try {
      const { rows } = (await t.database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_name in ('ventas_maquina', 'transacciones', 'egresos', 'usuarios')`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows[0]?.n).toBe(4);
      expect(t.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
      // Running the migrations again changes nothing.
      await migrate(t.database);
    } finally {
      await t.close();
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'three servers starting at once on an empty PostgreSQL database: one migrates, the others wait and find it done',
    async () => {
      const vacia = await freshDatabaseUrl(process.env.TEST_DATABASE_URL as string);
      const bases = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: vacia.url, dataDir: '' })),
      );
      try {
        // Without the advisory lock their transactions create the same schema at once, and all but one fail.
        await Promise.all(bases.map((b) => migrate(b)));
        for (const b of bases) expect(await migracionesAplicadas(b.db)).toBe(leerMigraciones().length);
      } finally {
        await Promise.all(bases.map((b) => b.close()));
        await vacia.drop();
      }
    },
    120_000,
  );

  it('creates the administrator once and only once', async () => {
    const t = await createTestApp();
    try {
      const log = { info: () => {}, warn: () => {} };
      const again = await bootstrap(t.database.db, { ...t.config, adminPassword: 'otra-clave-999' }, log);
      expect(again.adminCreado).toBe(false);
      const { rows } = (await t.database.db.execute(
        sql`select count(*)::int as n from usuarios`,
      )) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0]?.n).toBe(1);
      // The first password still works; the second was ignored.
      await t.login();
    } finally {
      await t.close();
    }
  });

  it('prints a random password when ADMIN_PASSWORD is unset', async () => {
    const t = await createTestApp({ adminPassword: undefined, adminUsername: 'jefa' });
    try {
      expect((await t.post('/users/login', { username: 'jefa', password: 'clave-admin-123' })).status).toBe(
        400,
      );
    } finally {
      await t.close();
    }
  });
});

describe('embedded database on disk', () => {
  it('keeps every record across a close and a reopen of DATA_DIR', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aguavend-datos-'));
    const log = { info: () => {}, warn: () => {} };
    const config = { ...loadConfig({}), adminPassword: 'clave-admin-123' };
    try {
      const primera = await openDatabase({ dataDir: dir });
      await migrate(primera);
      await bootstrap(primera.db, config, log);
      await primera.db.execute(sql`insert into maquinas (nombre) values ('Persistente')`);
      await primera.close();

      const segunda = await openDatabase({ dataDir: dir });
      await migrate(segunda);
      const again = await bootstrap(segunda.db, config, log);
      const { rows } = (await segunda.db.execute(
        sql`select (select count(*)::int from maquinas where nombre = 'Persistente') as maquinas, (select count(*)::int from usuarios) as usuarios`,
      )) as unknown as { rows: { maquinas: number; usuarios: number }[] };
      await segunda.close();
      expect(again.adminCreado).toBe(false);
      expect(rows[0]).toEqual({ maquinas: 1, usuarios: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
