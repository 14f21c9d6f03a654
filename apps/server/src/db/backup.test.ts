// A backup of the demo data restored into another database gives back every table as it was.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, filasSinOrden, respaldoEnMemoria } from '../../test/helpers.ts';
import { formulario, pdfMinimo } from '../../test/multipart.ts';
import { ORDEN_TABLAS, restaurar } from './backup.ts';
import { type Db, openDatabase } from './client.ts';
import { leerMigraciones, migracionesAplicadas, migrate } from './migrate.ts';
import { filasRespaldables } from './secreto-tokens.ts';

/**
 * Each table's rows as values (so 95.00 and 95 inside an audit entry's JSON count as the same amount), in an order of
 * their own: a table's physical order is not part of what a restore must give back. Neither are the token key (no
 * backup holds it) and the session versions, which a restore renews on purpose (backup-sesiones.test.ts).
 */
async function huellas(db: Db) {
  const out: Record<string, string> = {};
  for (const tabla of ORDEN_TABLAS) {
    const { rows } = (await db.execute(
      sql`select coalesce(json_agg(to_jsonb(t) - 'version_sesion'), '[]') as filas
          from ${sql.identifier(tabla)} t ${filasRespaldables(tabla)}`,
    )) as unknown as { rows: { filas: unknown[] }[] };
    const filas = filasSinOrden(rows[0]?.filas ?? []);
    out[tabla] = `${filas.length}:${createHash('md5').update(filas.join('\n')).digest('hex')}`;
  }
  return out;
}

// Each test builds databases and restores whole ones: under a second job on two cores they took past 30 s.
describe('backup and restore', () => {
  it('round-trips the demo data, and the restored database works', async () => {
    const origen = await createTestApp({ seedDemo: true });
    const destino = await createTestApp();
    try {
      const respaldo = await respaldoEnMemoria(origen.database);
      expect(respaldo.tablas.ventas_maquina?.length).toBeGreaterThan(100);
      const antes = await huellas(origen.database.db);

      await expect(restaurar(destino.database, respaldo)).rejects.toThrow('--force');
      await restaurar(destino.database, JSON.parse(JSON.stringify(respaldo)), true);
      expect(await huellas(destino.database.db)).toEqual(antes);
      // The triggers turned off to write the rows back are all on again (audit, roll-ups, closed months).
      const apagados = await destino.database.db.execute(
        sql`select tgname from pg_trigger where not tgisinternal and tgenabled = 'D'`,
      );
      expect((apagados as unknown as { rows: unknown[] }).rows).toEqual([]);

      // Sequences continue after the restored ids, and the restored users sign in.
      const token = await destino.login(ADMIN.username, ADMIN.password);
      const nueva = await destino.post(
        '/maquina/new',
        { nombre: 'Después del respaldo', estatus: 'ACTIVA' },
        token,
      );
      expect(nueva.status).toBe(200);
      const maximo = Math.max(
        ...(respaldo.tablas.maquinas as { id_maquina: number }[]).map((m) => m.id_maquina),
      );
      expect(nueva.body.resultados[0].id_maquina).toBe(maximo + 1);
      expect(
        (await destino.post('/users/login', { username: 'operador1', password: 'demo12345' })).status,
      ).toBe(200);
    } finally {
      await origen.close();
      await destino.close();
    }
  }, 120_000);

  it('carries a sanitary entry with its attached PDF byte for byte (bytea through the JSON file), and serves it after', async () => {
    const origen = await createTestApp();
    const destino = await createTestApp();
    try {
      const token = await origen.login();
      const maquina = await origen.post(
        '/maquina/new',
        { nombre: 'Respaldo sanitario', estatus: 'ACTIVA' },
        token,
      );
      const id_maquina = maquina.body.resultados[0].id_maquina;
      const entrada = await origen.post(
        '/registro-sanitario/new',
        {
          id_maquina,
          tipo: 'ANALISIS',
          fecha: '2026-01-15',
          responsable: 'Lab',
          laboratorio: 'Lab Central',
          resultado: 'CONFORME',
        },
        token,
      );
      expect(entrada.status).toBe(200);
      // A real PDF followed by every byte value, NUL and backslash included, as a report may hold.
      const datos = Buffer.concat([
        Buffer.from(pdfMinimo(['Informe de laboratorio'])),
        Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      ]);
      const f = formulario({ id_registro: String(entrada.body.resultados[0].id_registro) }, [
        { campo: 'archivo', nombre: 'informe.pdf', datos },
      ]);
      const subida = await origen.inject({
        method: 'POST',
        url: '/registro-sanitario/adjunto/new',
        payload: f.payload,
        headers: { ...f.headers, autorizado: token },
      });
      expect(subida.status, JSON.stringify(subida.body)).toBe(200);
      const antes = await huellas(origen.database.db);

      await restaurar(
        destino.database,
        JSON.parse(JSON.stringify(await respaldoEnMemoria(origen.database))),
        true,
      );
      expect(await huellas(destino.database.db)).toEqual(antes);
      const otro = await destino.login(ADMIN.username, ADMIN.password);
      const enlace = await destino.inject({
        method: 'POST',
        url: '/registro-sanitario/adjunto/descargar',
        payload: { id_adjunto: subida.body.resultados[0].id_adjunto },
        headers: { autorizado: otro },
      });
      // The link opens with the cookie that binds it to the browser that asked (modules/listas/vinculo-descarga.ts).
      const bajada = await destino.app.inject({
        method: 'GET',
        url: enlace.body.resultados[0].url,
        headers: { cookie: String(enlace.headers['set-cookie']).split(';')[0] ?? '' },
      });
      expect(bajada.statusCode).toBe(200);
      expect(bajada.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(bajada.rawPayload, datos)).toBe(0);
    } finally {
      await origen.close();
      await destino.close();
    }
  }, 120_000);

  it('an ADMIN downloads the same backup from the panel while the server runs, and it restores', async () => {
    const origen = await createTestApp({ seedDemo: true });
    const destino = await createTestApp();
    try {
      const res = await origen.inject({
        method: 'POST',
        url: '/respaldo',
        headers: { autorizado: await origen.login() },
      });
      expect(res.status).toBe(200);
      expect(String(res.headers['content-disposition'])).toMatch(
        /^attachment; filename="aguavend-respaldo-.+\.json"$/,
      );
      expect(res.body.formato).toBe('aguavend-respaldo');
      const antes = await huellas(origen.database.db);
      await restaurar(destino.database, res.body, true);
      expect(await huellas(destino.database.db)).toEqual(antes);
    } finally {
      await origen.close();
      await destino.close();
    }
  }, 120_000);

  it('a restore that fails midway leaves the database exactly as it was', async () => {
    const origen = await createTestApp({ seedDemo: true });
    const destino = await createTestApp();
    try {
      await destino.post(
        '/maquina/new',
        { nombre: 'Antes de restaurar', estatus: 'ACTIVA' },
        await destino.login(),
      );
      const respaldo = JSON.parse(JSON.stringify(await respaldoEnMemoria(origen.database)));
      // The last table of the backup holds a row the schema refuses, after every other table went in.
      respaldo.tablas.ventas_maquina.push({ ...respaldo.tablas.ventas_maquina[0], id_maquina: 999_999 });
      const antes = await huellas(destino.database.db);
      await expect(restaurar(destino.database, respaldo, true)).rejects.toThrow();
      expect(await huellas(destino.database.db)).toEqual(antes);
      expect((await destino.post('/users/login', ADMIN)).status).toBe(200);
    } finally {
      await origen.close();
      await destino.close();
    }
  }, 120_000);

  it('refuses a file that is not an AguaVend backup', async () => {
    const t = await createTestApp();
    try {
      await expect(restaurar(t.database, { formato: 'otro' } as never, true)).rejects.toThrow(
        'no es un respaldo',
      );
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('what a backup holds and which files a restore takes', () => {
  const base = { formato: 'aguavend-respaldo' as const, fecha: '2026-01-01T00:00:00.000Z', tablas: {} };

  it('writes every table of the schema as a list (an empty table as []), at the schema version it was read at', async () => {
    const t = await createTestApp();
    try {
      const respaldo = await respaldoEnMemoria(t.database);
      expect(respaldo).toMatchObject({ formato: 'aguavend-respaldo', version: 2 });
      expect(respaldo.migraciones).toBe(leerMigraciones().length);
      expect(Object.keys(respaldo.tablas)).toEqual([...ORDEN_TABLAS]);
      expect(respaldo.tablas.descargas).toEqual([]);
      expect(respaldo.tablas.usuarios).toHaveLength(1);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('refuses to back up a database with a table it does not know, naming it, so none is left out', async () => {
    const t = await createTestApp();
    try {
      await t.database.db.execute(sql`create table notas_sueltas (id int)`);
      await t.database.db.execute(sql`create table otras_notas (id int)`);
      await expect(respaldoEnMemoria(t.database)).rejects.toThrow(
        /^Tablas sin lugar en ORDEN_TABLAS \(db\/backup\.ts\): (notas_sueltas, otras_notas|otras_notas, notas_sueltas)$/,
      );
    } finally {
      await t.close();
    }
  }, 120_000);

  it('refuses a file of another format version, or of a schema newer (or not a version at all)', async () => {
    const t = await createTestApp();
    try {
      for (const otro of [null, { ...base, version: 3, migraciones: 1 }]) {
        await expect(restaurar(t.database, otro as never, true)).rejects.toThrow(
          'El archivo no es un respaldo de AguaVend.',
        );
      }
      for (const migraciones of [leerMigraciones().length + 1, 0, 1.5, 'x']) {
        await expect(
          restaurar(t.database, { ...base, version: 2, migraciones } as never, true),
        ).rejects.toThrow(
          'El respaldo es de una versión de AguaVend más nueva que esta; actualice AguaVend antes de restaurarlo.',
        );
      }
      // Nothing was touched: the administrator still signs in.
      expect((await t.post('/users/login', ADMIN)).status).toBe(200);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('restores without --force into a database never migrated, or one with no users, and brings it up to date', async () => {
    const vacia = await openDatabase({ dataDir: 'memory://' });
    const sinUsuarios = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(sinUsuarios);
      // The oldest schema there is, with no rows: every newer migration runs on top of it.
      const primera = { ...base, version: 2 as const, migraciones: 1 };
      for (const database of [vacia, sinUsuarios]) {
        await restaurar(database, primera);
        expect(await migracionesAplicadas(database.db)).toBe(leerMigraciones().length);
      }
    } finally {
      await vacia.close();
      await sinUsuarios.close();
    }
  }, 120_000);
});
