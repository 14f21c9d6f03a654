// On PostgreSQL a query that runs past STATEMENT_TIMEOUT_MS is cut by the database and answered as a Spanish 503,
// while the other calls go on (contract §9). Here a list's query waits on a table another session holds locked (a
// wait counts toward the timeout like work does). PGlite runs in the server's own thread: there the date bounds of
// test/date-bounds.test.ts keep every call short instead.
import { mensajes } from '@aguavend/contract/messages';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const URL_PG = process.env.TEST_DATABASE_URL;
// Only CI's PostgreSQL pass includes this file (SOLO_POSTGRES in motores.ts); run without a server it says so.
if (!URL_PG) throw new Error('Esta prueba necesita PostgreSQL: TEST_DATABASE_URL');

describe('statement timeout (PostgreSQL)', async () => {
  const t = await useTestApp({ statementTimeoutMs: 500 });
  const admin = await t.login();

  it('cuts a slow query with a Spanish 503 and /health answers 200 meanwhile', async () => {
    const otra = new pg.Client({ connectionString: t.config.databaseUrl });
    await otra.connect();
    try {
      await otra.query('begin');
      await otra.query('lock table bitacora in access exclusive mode');
      let terminada = false;
      const lenta = t.post('/bitacora', {}, admin).finally(() => {
        terminada = true;
      });
      // The list's query is waiting on the lock before /health is asked.
      for (let i = 0; i < 50; i++) {
        const { rows } = await otra.query(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
        );
        if (rows[0]?.n > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const salud = await t.inject({ method: 'GET', url: '/health' });
      expect(salud.status).toBe(200);
      expect(terminada).toBe(false);

      const limite = new Promise<'sin respuesta'>((r) => setTimeout(() => r('sin respuesta'), 5000));
      const res = await Promise.race([lenta, limite]);
      expect(res).not.toBe('sin respuesta');
      expect(res).toMatchObject({ status: 503, body: { mensaje_user: mensajes.general.consultaLarga } });
    } finally {
      await otra.query('rollback');
      await otra.end();
    }
  });
});
