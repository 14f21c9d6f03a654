// What a backup must never carry and what a restore must end (contract §9): the key that signs sessions stays on its
// server, a restore makes a new one, and no session signed before a restore survives it — signed out, ended by a
// password change after the backup, or still open — whether the key is kept in the database or comes from JWT_SECRET.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { firmarToken } from '../lib/tokens.ts';
import { restaurar } from './backup.ts';
import { openDatabase } from './client.ts';

const claveGuardada = async (t: TestApp) =>
  (
    (await t.database.db.execute(sql`select valor from ajustes where clave = 'jwt_secret'`)) as unknown as {
      rows: { valor: string }[];
    }
  ).rows[0]?.valor;

/** The backup an ADMIN downloads from the panel, as its file's text. */
async function respaldoDelPanel(t: TestApp, token: string) {
  const res = await t.app.inject({ method: 'POST', url: '/respaldo', headers: { autorizado: token } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** A second server on the same database, started after the restore: it loads the key as a restart would. */
async function otroServidor(t: TestApp) {
  const db =
    t.database.kind === 'postgres'
      ? await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: '' })
      : t.database;
  const app = await buildApp(t.config, db, false);
  return {
    app,
    close: async () => {
      await app.close();
      if (db !== t.database) await db.close();
    },
  };
}

describe('a backup', () => {
  it('never holds the key that signs sessions: not as a row, not as text anywhere in the file', async () => {
    const t = await createTestApp();
    try {
      const texto = await respaldoDelPanel(t, await t.login());
      const clave = await claveGuardada(t);
      expect(clave?.length).toBeGreaterThan(40);
      expect(texto).not.toContain(clave);
      const { tablas } = JSON.parse(texto);
      expect(tablas.ajustes.map((f: { clave: string }) => f.clave)).toEqual(['business_tz']);
    } finally {
      await t.close();
    }
  }, 120_000);

  // What a file of an earlier release, which held the key, allowed: a session for the ADMIN with ten years of life.
  it("refuses a token made to live past TOKEN_TTL, even one signed with the server's own key", async () => {
    const t = await createTestApp();
    const perfil = (token: string) =>
      t.app.inject({ method: 'POST', url: '/users/perfil', headers: { autorizado: token } });
    try {
      const diezAnios = await firmarToken(t.app.tokenSecret, 1, 0, 10 * 365 * 86_400);
      expect((await perfil(diezAnios.token)).statusCode).toBe(401);
      const normal = await firmarToken(t.app.tokenSecret, 1, 0, t.config.tokenTtlSeconds);
      expect((await perfil(normal.token)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe.each([
  ['kept in the database', {}],
  ['from JWT_SECRET', { jwtSecret: 'una-clave-del-entorno-de-al-menos-32-caracteres' }],
])('a restore, the key %s', (donde, ajustes) => {
  it('ends every session signed before it, on the running server and on one started after', async () => {
    const t = await createTestApp(ajustes);
    const sesion = (app: TestApp['app'], token: string) =>
      app.inject({ method: 'POST', url: '/users/perfil', headers: { autorizado: token } });
    try {
      const [cerrada, terminada, abierta] = [await t.login(), await t.login(), await t.login()];
      const respaldo = JSON.parse(await respaldoDelPanel(t, abierta));
      const claveAntes = await claveGuardada(t);
      // After the backup: one session signed out, one ended by a password change, whose own session goes on.
      expect((await t.post('/users/salir', undefined, cerrada)).status).toBe(200);
      const cambio = await t.post(
        '/users/perfil/clave',
        { clave_actual: ADMIN.password, clave_nueva: 'otra-clave-larga-1' },
        abierta,
      );
      expect(cambio.status).toBe(200);
      const despuesDelCambio = cambio.body.token as string;
      for (const token of [cerrada, terminada]) expect((await sesion(t.app, token)).statusCode).toBe(401);
      expect((await sesion(t.app, despuesDelCambio)).statusCode).toBe(200);

      await restaurar(t.database, respaldo, true);
      const reiniciado = await otroServidor(t);
      try {
        for (const app of [t.app, reiniciado.app])
          for (const token of [cerrada, terminada, abierta, despuesDelCambio])
            expect((await sesion(app, token)).statusCode, donde).toBe(401);
        // The stored key is new (and used where no JWT_SECRET is set): a token signed with the old one at the user's
        // current session version is refused by a server started after the restore.
        expect(await claveGuardada(t)).not.toBe(claveAntes);
        const [admin] = (
          (await t.database.db.execute(
            sql`select version_sesion from usuarios where id_usuario = 1`,
          )) as unknown as { rows: { version_sesion: number }[] }
        ).rows;
        const conLaDeAntes = await firmarToken(
          t.app.tokenSecret,
          1,
          admin?.version_sesion ?? 0,
          t.config.tokenTtlSeconds,
        );
        expect((await sesion(reiniciado.app, conLaDeAntes.token)).statusCode).toBe(
          'jwtSecret' in ajustes ? 200 : 401,
        );
        // The restored password signs in again, and its session works.
        const entrada = await reiniciado.app.inject({ method: 'POST', url: '/users/login', payload: ADMIN });
        expect(entrada.statusCode).toBe(200);
        expect((await sesion(reiniciado.app, entrada.json().token)).statusCode).toBe(200);
      } finally {
        await reiniciado.close();
      }
    } finally {
      await t.close();
    }
  }, 120_000);
});
