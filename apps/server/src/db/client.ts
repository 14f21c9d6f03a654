// Opens the database: PGlite in DATA_DIR (or memory://) by default, a pg pool when DATABASE_URL is set.
// Everything above this module sees one Drizzle database type and cannot tell which engine is behind it.
import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Candado, tomarCandado } from './candado.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database, so repositories take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL address, when there is one (migrations take a connection of their own). */
  url?: string;
  /** The embedded database's lock on DATA_DIR (absent in memory and on PostgreSQL). */
  candado?: Candado;
  close: () => Promise<void>;
};

/** PGlite and its driver load only when the embedded database is used: a server on PostgreSQL starts without them. */
async function pglite(dataDir?: string, plantilla?: Blob) {
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = await PGlite.create(dataDir, plantilla ? { loadDataDir: plantilla } : {});
  await client.exec("SET TIME ZONE 'UTC'");
  return { client, db: drizzle(client, { schema }) as unknown as Db };
}

export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Who opens it, named in the message another process gets while this one holds DATA_DIR. */
  programa?: string;
  /**
   * In memory only: start from this dump of a data directory (PGlite's `dumpDataDir`) instead of an empty cluster.
   * The tests start each database from one already migrated: initdb and the migrations cost seconds each time.
   */
  plantilla?: Blob;
  /** PostgreSQL only: the server's STATEMENT_TIMEOUT_MS for every query of the pool (unset: no limit). */
  statementTimeoutMs?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // Sessions run in UTC so `now()` and timestamps are unambiguous; days and months use BUSINESS_TZ explicitly.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      options: `-c TimeZone=UTC -c max_parallel_workers_per_gather=0 -c statement_timeout=${opts.statementTimeoutMs ?? 0}`,
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', url: opts.databaseUrl, close: () => pool.end() };
  }
  const inMemory = opts.dataDir === 'memory://';
  if (inMemory) {
    const { client, db } = await pglite(undefined, opts.plantilla);
    return {
      db,
      kind: 'pglite',
      close: () => client.close(),
    };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  // Before the files are touched: a second process on the same files would lose acknowledged writes.
  const candado = await tomarCandado(opts.dataDir, opts.programa ?? 'AguaVend');
  try {
    const { client, db } = await pglite(opts.dataDir);
    const close = async () => {
      await client.close();
      await candado.soltar();
    };
    return { db, kind: 'pglite', candado, close };
  } catch (err) {
    await candado.soltar();
    throw err;
  }
}
