// Builds the real app on a fresh, migrated database: PGlite in memory, or a new PostgreSQL database per test file
// when TEST_DATABASE_URL is set (CI runs the suite both ways).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { NOMBRES_PANTALLAS, PANTALLAS, type Pantalla } from '@aguavend/contract/pantallas';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Respaldo, respaldar } from '../src/db/backup.ts';
import { bootstrap } from '../src/db/bootstrap.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { leerMigraciones, migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed-demo.ts';

export const ADMIN = { username: 'admin', password: 'clave-admin-123' };

/** Every answer body the tests receive, so a final check can look for passwords and hashes in all of them. */
export const answersSeen: string[] = [];

/** A new, empty database on the PostgreSQL of `base`, and how to drop it. */
export async function freshDatabaseUrl(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `aguavend_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // pool.end() resolves before its sockets close; forcing the drop then would kill them mid-goodbye
      // (an uncaught 57P01). Wait up to 2 s for the sessions to leave first.
      for (let i = 0; i < 40; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * An embedded database with every migration applied, as a dump of its data directory: made once per set of
 * migrations and kept in the system's temporary folder for every test file and run after it. A test app's database
 * starts from it in about a second instead of running initdb and the migrations (3–7 s on a 2-core machine).
 */
async function plantillaMigrada(): Promise<Blob> {
  const huella = createHash('sha256');
  for (const m of leerMigraciones()) huella.update(m.hash);
  // Another PGlite may not read this one's files: its version is part of the name.
  const paquete = join(
    dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  huella.update(JSON.parse(readFileSync(paquete, 'utf8')).version);
  const archivo = join(tmpdir(), `aguavend-plantilla-${huella.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(archivo)) {
    const nueva = await openDatabase({ dataDir: 'memory://' });
    await migrate(nueva);
    const volcado = await (nueva.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await nueva.close();
    // Written aside and renamed: a test file in another worker never reads half a file.
    const aparte = `${archivo}.${process.pid}`;
    writeFileSync(aparte, Buffer.from(await volcado.arrayBuffer()));
    renameSync(aparte, archivo);
  }
  return new Blob([readFileSync(archivo)]);
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** POST with JSON and, when given, the token in `autorizado`. */
  post: (url: string, body?: unknown, token?: string) => Promise<{ status: number; body: any }>;
  inject: (opts: InjectOptions) => Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  login: (username?: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const base = process.env.TEST_DATABASE_URL;
  const fresh = base ? await freshDatabaseUrl(base) : undefined;
  const config: Config = {
    ...loadConfig({}),
    dataDir: 'memory://',
    databaseUrl: fresh?.url,
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    webDist: '/nonexistent',
    ...overrides,
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
    ...(config.databaseUrl || config.dataDir !== 'memory://' ? {} : { plantilla: await plantillaMigrada() }),
  });
  await migrate(database);
  // scripts/mutacion-sql.ts: one SQL rule replaced by a mutant in every test database of its run.
  if (process.env.SQL_MUTANTE)
    for (const s of JSON.parse(readFileSync(process.env.SQL_MUTANTE, 'utf8')) as string[])
      await database.db.execute(sql.raw(s));
  const app = await buildApp(config, database, false);
  // Loads the demo only when asked: createTestApp({ seedDemo: true }).
  await bootstrap(database.db, config, app.log, seedDemo);

  const inject: TestApp['inject'] = async (opts) => {
    const res = await app.inject(opts);
    answersSeen.push(res.body);
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {}
    return { status: res.statusCode, body, headers: res.headers };
  };
  const post: TestApp['post'] = (url, body, token) =>
    inject({
      method: 'POST',
      url,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      headers: token ? { autorizado: token } : {},
    });
  const login = async (username = ADMIN.username, password = ADMIN.password) => {
    const res = await post('/users/login', { username, password });
    if (res.status !== 200) throw new Error(`login falló: ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  };
  const close = async () => {
    await app.close();
    await database.close();
    await fresh?.drop();
  };
  return { app, database, config, post, inject, login, close };
}

/** One app per test file, closed after it. */
export async function useTestApp(overrides: Partial<Config> = {}) {
  const t = await createTestApp(overrides);
  afterAll(() => t.close());
  return t;
}

/** No answer may carry a password or an argon2 hash: `clave` is always the mask. */
export function expectNoSecrets(bodies: string[], passwords: string[]) {
  for (const body of bodies) {
    if (/\$argon2/.test(body)) throw new Error(`Una respuesta contiene un hash: ${body.slice(0, 200)}`);
    for (const p of passwords) {
      if (p && body.includes(p))
        throw new Error(`Una respuesta contiene una contraseña: ${body.slice(0, 200)}`);
    }
  }
}

/** The screens an everyday operator may be granted: every one that is not reserved to ADMIN. */
export const PANTALLAS_OPERADOR = NOMBRES_PANTALLAS.filter((p) => !PANTALLAS[p].reservada);

/**
 * A role that grants exactly `pantallas`, one module per screen holding the screen's URL, written straight to the
 * database (a reserved screen can only be linked this way: the API refuses it). Returns the role's id.
 */
export async function rolConPantallas(t: TestApp, pantallas: readonly Pantalla[]) {
  const mascara = NOMBRES_PANTALLAS.reduce((m, p, i) => (pantallas.includes(p) ? m | (1 << i) : m), 0);
  const rol = `PRUEBA_${mascara}`;
  const db = t.database.db;
  await db.execute(sql`insert into roles (rol) values (${rol}) on conflict do nothing`);
  for (const p of pantallas) {
    const { ruta } = PANTALLAS[p];
    await db.execute(sql`insert into urls (ruta) values (${ruta}) on conflict do nothing`);
    await db.execute(
      sql`insert into modulos (nombre, icono) values (${`Pantalla ${p}`}, 'bi-square') on conflict do nothing`,
    );
    await db.execute(sql`insert into modulo_url (id_modulo, id_url)
      select m.id_modulo, u.id_url from modulos m, urls u where m.nombre = ${`Pantalla ${p}`} and u.ruta = ${ruta}
      on conflict do nothing`);
    await db.execute(sql`insert into rol_modulo (id_rol, id_modulo)
      select r.id_rol, m.id_modulo from roles r, modulos m where r.rol = ${rol} and m.nombre = ${`Pantalla ${p}`}
      on conflict do nothing`);
  }
  const filas = await db.execute(sql`select id_rol from roles where rol = ${rol}`);
  return (filas as unknown as { rows: { id_rol: number }[] }).rows[0]?.id_rol as number;
}

/**
 * A signed-in user without ADMIN, made through the API, whose role grants `pantallas` (by default every screen not
 * reserved to ADMIN); returns their token.
 */
export async function nonAdminToken(
  t: TestApp,
  username = `operador_${randomBytes(4).toString('hex')}`,
  pantallas: readonly Pantalla[] = PANTALLAS_OPERADOR,
) {
  const admin = await t.login();
  const id_rol = await rolConPantallas(t, pantallas);
  const password = 'clave-operador-1';
  const creado = await t.post(
    '/users/create',
    {
      usuario: {
        nombre: 'Ope',
        Username: username,
        ap_paterno: 'Rador',
        ap_materno: '',
        email: `${username}@x.mx`,
        clave: password,
      },
      rol: { id_usuario: '', id_rol },
    },
    admin,
  );
  if (creado.status !== 200) throw new Error(`no se pudo crear el usuario: ${JSON.stringify(creado.body)}`);
  return t.login(username, password);
}

/** A table's rows as sorted JSON texts: row order is not part of a backup (a large table comes back in any order). */
export const filasSinOrden = (filas: unknown[]) => filas.map((f) => JSON.stringify(f)).sort();

/** A backup read whole into memory, as a test compares and edits it (the server and the CLI stream it to a file). */
export async function respaldoEnMemoria(database: Database): Promise<Extract<Respaldo, { version: 2 }>> {
  const partes: string[] = [];
  const destino = new Writable({
    write(trozo, _codificacion, listo) {
      partes.push(String(trozo));
      listo();
    },
  });
  await respaldar(database, destino);
  return JSON.parse(partes.join(''));
}
