// npm run db:sql: the files of apps/server/sql (decision 035) against a database with every migration applied.
// - Files edited: writes a new migration with the changed definitions (drizzle-kit makes the empty migration and
//   its journal entry), then the files again as the catalog writes them.
// - `--escribir`: writes the files from the migrations alone (after a migration written by hand).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { CARPETA_MIGRACIONES, CARPETA_SQL } from '../carpetas.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import {
  type DefinicionesSql,
  definicionesDeArchivos,
  definicionesDelCatalogo,
  sentenciasDeCambio,
} from './sql-actual.ts';

async function catalogoMigrado(): Promise<DefinicionesSql> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database);
    return await definicionesDelCatalogo(database.db);
  } finally {
    await database.close();
  }
}

function escribir(definiciones: DefinicionesSql) {
  rmSync(CARPETA_SQL, { recursive: true, force: true });
  for (const [ruta, texto] of definiciones) {
    mkdirSync(dirname(join(CARPETA_SQL, ruta)), { recursive: true });
    writeFileSync(join(CARPETA_SQL, ruta), texto);
  }
  console.log(`${definiciones.size} definiciones escritas en ${relative(process.cwd(), CARPETA_SQL)}.`);
}

async function principal() {
  const migrado = await catalogoMigrado();
  if (process.argv.includes('--escribir')) return escribir(migrado);
  const sentencias = sentenciasDeCambio(migrado, definicionesDeArchivos());
  if (sentencias.length === 0)
    return console.log('Las migraciones ya dan las definiciones de apps/server/sql.');
  const antes = new Set(readdirSync(CARPETA_MIGRACIONES));
  execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', 'sql_actual'], {
    cwd: join(CARPETA_MIGRACIONES, '..'),
    stdio: 'inherit',
  });
  const nueva = readdirSync(CARPETA_MIGRACIONES).find((f) => f.endsWith('.sql') && !antes.has(f));
  if (!nueva) throw new Error('drizzle-kit no creó la migración');
  writeFileSync(
    join(CARPETA_MIGRACIONES, nueva),
    `-- Made by npm run db:sql from the files of apps/server/sql.\n${sentencias.join('\n--> statement-breakpoint\n')}\n`,
  );
  console.log(`Migración ${nueva}: ${sentencias.length} sentencias.`);
  // The files as the catalog writes them, so the test that holds them against the migrations passes.
  escribir(await catalogoMigrado());
}

await principal();
