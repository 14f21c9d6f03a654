// Backup and restore of either database as one JSON file: every table's rows read in one consistent
// snapshot, with the schema version (migrations applied) they were read at. A restore rebuilds the schema of
// that version, writes the rows back in foreign-key order with the triggers off, moves sequences past the
// highest id, then applies the newer migrations: a backup of any earlier release upgrades like a live database.
// All of it is one transaction, so a restore that fails leaves the database as it was.
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';
import { aplicarMigraciones, leerMigraciones, migracionesAplicadas } from './migrate.ts';
import { TABLAS_RESUMEN } from './schema/ventas.ts';

const FORMATO = 'aguavend-respaldo';

/** Parents before children, so the foreign keys hold while rows go back in. */
export const ORDEN_TABLAS = [
  'ajustes',
  'roles',
  'usuarios',
  'maquinas',
  'usuario_maquina',
  'modulos',
  'urls',
  'rol_modulo',
  'modulo_url',
  'productos',
  'categorias_transaccion',
  'tiendas',
  'domicilios',
  'ventas_maquina',
  'transacciones',
  'egresos',
  // A corte points at its water sale and at the deposit that carried its cash.
  'depositos',
  'cortes',
  // Host stores' accounts (schema/cuentas.ts).
  'usuario_tienda',
  'ubicaciones',
  'convenios',
  'convenio_productos',
  'meses_cerrados',
  'estados_cuenta',
  'estado_cuenta_maquinas',
  'estado_cuenta_lineas',
  'ajustes_tienda',
  'pagos_tienda',
  // Machine care (schema/cuidado.ts): a replacement entry points at its consumable, an attachment at its entry.
  'consumibles',
  'registros_sanitarios',
  'adjuntos_sanitarios',
  'tareas_sanitarias',
  'alertas',
  'alertas_leidas',
  'alertas_estado',
  ...TABLAS_RESUMEN,
  'bitacora',
  'tokens_revocados',
  'intentos_login',
  'descargas',
] as const;

/** What this release writes: version 2 carries the schema version (`migraciones`) it was read at. */
type RespaldoActual = {
  formato: typeof FORMATO;
  version: 2;
  migraciones: number;
  fecha: string;
  tablas: Record<string, unknown[]>;
};
/** Version 1, the first release's backups, was always at its 6 migrations. */
export type Respaldo = RespaldoActual | (Omit<RespaldoActual, 'version' | 'migraciones'> & { version: 1 });

/** Backups of version 1 were written by the release whose schema had its first six migrations. */
const MIGRACIONES_VERSION_1 = 6;

type Filas<T> = { rows: T[] };
const filas = async <T>(db: Db, consulta: ReturnType<typeof sql>) =>
  ((await db.execute(consulta)) as unknown as Filas<T>).rows;

/** The tables of the schema; a table missing from ORDEN_TABLAS is an error, so a new one cannot be forgotten. */
async function tablasDelEsquema(db: Db): Promise<string[]> {
  const existentes = (
    await filas<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
  ).map((f) => f.table_name);
  const olvidadas = existentes.filter((t) => !(ORDEN_TABLAS as readonly string[]).includes(t));
  if (olvidadas.length > 0)
    throw new Error(`Tablas sin lugar en ORDEN_TABLAS (db/backup.ts): ${olvidadas.join(', ')}`);
  return ORDEN_TABLAS.filter((t) => existentes.includes(t));
}

export async function respaldar(database: Database): Promise<RespaldoActual> {
  // One repeatable-read transaction: every table as of the same instant, while the server keeps working.
  return database.db.transaction(
    async (tx) => {
      const db = tx as unknown as Db;
      const tablas: Record<string, unknown[]> = {};
      // Raw bytes (attached reports) as hex text in the JSON whatever the server's setting, so any engine reads them.
      await db.execute(sql`set local bytea_output = 'hex'`);
      const migraciones = await migracionesAplicadas(db);
      // Rows in no particular order (a large table may come back in another order each time): a restore needs none.
      for (const tabla of await tablasDelEsquema(db)) {
        const [f] = await filas<{ datos: unknown[] | null }>(
          db,
          sql`select json_agg(t) as datos from ${sql.identifier(tabla)} t`,
        );
        tablas[tabla] = f?.datos ?? [];
      }
      return { formato: FORMATO, version: 2 as const, migraciones, fecha: new Date().toISOString(), tablas };
    },
    database.kind === 'postgres' ? { isolationLevel: 'repeatable read', accessMode: 'read only' } : undefined,
  );
}

async function estaVacia(db: Db): Promise<boolean> {
  // A database that was never migrated has no users table at all.
  const [t] = await filas<{ existe: boolean }>(
    db,
    sql`select to_regclass('public.usuarios') is not null as existe`,
  );
  if (!t?.existe) return true;
  const [f] = await filas<{ n: number }>(db, sql`select count(*)::int as n from usuarios`);
  return (f?.n ?? 0) === 0;
}

/** Loads a backup into the database, replacing its schema; refuses one that has users unless `forzar`. */
export async function restaurar(database: Database, respaldo: Respaldo, forzar = false) {
  if (respaldo?.formato !== FORMATO || (respaldo.version !== 1 && respaldo.version !== 2))
    throw new Error('El archivo no es un respaldo de AguaVend.');
  const version = respaldo.version === 1 ? MIGRACIONES_VERSION_1 : Number(respaldo.migraciones);
  if (!Number.isInteger(version) || version < 1 || version > leerMigraciones().length)
    throw new Error(
      'El respaldo es de una versión de AguaVend más nueva que esta; actualice AguaVend antes de restaurarlo.',
    );
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!forzar && !(await estaVacia(db))) {
      throw new Error('La base de datos ya tiene usuarios; use --force para reemplazar su contenido.');
    }
    // The schema exactly as the release that wrote the backup had it.
    await db.execute(sql`drop schema if exists drizzle cascade`);
    await db.execute(sql`drop schema if exists public cascade`);
    await db.execute(sql`create schema public`);
    await aplicarMigraciones(db, { hasta: version });
    for (const tabla of await tablasDelEsquema(db)) {
      const datos = respaldo.tablas[tabla] ?? [];
      if (datos.length === 0) continue;
      const t = sql.identifier(tabla);
      // The rows as they were: no audit entries and no roll-up changes for the restore itself.
      await db.execute(sql`alter table ${t} disable trigger user`);
      await db.execute(
        sql`insert into ${t} select * from json_populate_recordset(null::${t}, ${JSON.stringify(datos)}::json)`,
      );
      await db.execute(sql`alter table ${t} enable trigger user`);
    }
    // Serial columns continue after the highest restored id.
    const seriales = await filas<{ tabla: string; columna: string }>(
      db,
      sql`select table_name as tabla, column_name as columna from information_schema.columns
          where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { tabla, columna } of seriales) {
      await db.execute(
        sql`select setval(pg_get_serial_sequence(${tabla}, ${columna}), coalesce((select max(${sql.identifier(columna)}) from ${sql.identifier(tabla)}), 0) + 1, false)`,
      );
    }
    // Then every migration newer than the backup, as an upgrade would run them.
    await aplicarMigraciones(db);
  });
}
