// Applies the committed SQL migrations in apps/server/drizzle before the port opens.
// Pending migrations run in one transaction: one that fails leaves the database exactly as it was. The
// bookkeeping is drizzle's own (table drizzle.__drizzle_migrations, same hash and timestamp rule), so every
// database migrated before keeps working; it is applied here so a restore can run it inside its transaction.
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { CARPETA_MIGRACIONES } from '../carpetas.ts';
import type { Database, Db, DbOrTx } from './client.ts';

export { CARPETA_MIGRACIONES };

// Several servers may start at once on one PostgreSQL: an advisory lock lets one migrate while the others wait.
const MIGRATION_LOCK = 727_001;

type OpcionesMigracion = {
  /** Another folder of migrations (tests use a copy with a broken one). */
  carpeta?: string | undefined;
  /** Apply only the first N migrations: the schema of an earlier release, to restore its backups. */
  hasta?: number | undefined;
};

export const leerMigraciones = (opciones: OpcionesMigracion = {}) =>
  readMigrationFiles({ migrationsFolder: opciones.carpeta ?? CARPETA_MIGRACIONES }).slice(0, opciones.hasta);

/** Applies, inside the caller's transaction, the migrations newer than the last one recorded. */
export async function aplicarMigraciones(tx: DbOrTx, opciones: OpcionesMigracion = {}): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const { rows } = (await tx.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string | number }[] };
  const ultima = rows[0] ? Number(rows[0].created_at) : -1;
  for (const m of leerMigraciones(opciones)) {
    if (m.folderMillis <= ultima) continue;
    for (const sentencia of m.sql) await tx.execute(sql.raw(sentencia));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.folderMillis})`,
    );
  }
}

export async function migrate(database: Database, opciones: OpcionesMigracion = {}): Promise<void> {
  if (database.kind === 'pglite') {
    await database.db.transaction((tx) => aplicarMigraciones(tx, opciones));
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await (drizzle(client) as unknown as Db).transaction((tx) => aplicarMigraciones(tx, opciones));
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

/** How many migrations a database has applied: the schema version a backup records. */
export async function migracionesAplicadas(db: DbOrTx): Promise<number> {
  const { rows } = (await db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}
