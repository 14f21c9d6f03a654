// The database module and first start, on whichever database the suite runs against.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { bootstrap } from './bootstrap.ts';
import { migrate } from './migrate.ts';

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
