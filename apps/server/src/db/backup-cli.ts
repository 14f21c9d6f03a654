// npm run backup [FILE] · npm run restore FILE [--force]: the database of DATABASE_URL or DATA_DIR, as the server uses it.
// The embedded database (DATA_DIR) admits one process at a time: stop the server first.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { respaldar, restaurar } from './backup.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

const [orden, ...resto] = process.argv.slice(2);
const forzar = resto.includes('--force');
const archivo = resto.find((a) => a !== '--force');

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  if (orden === 'backup') {
    const destino = archivo ?? `aguavend-respaldo-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    const respaldo = await respaldar(database);
    writeFileSync(destino, JSON.stringify(respaldo));
    const filas = Object.values(respaldo.tablas).reduce((n, t) => n + t.length, 0);
    console.log(
      `Respaldo escrito en ${destino}: ${filas} filas de ${Object.keys(respaldo.tablas).length} tablas.`,
    );
  } else if (orden === 'restore' && archivo) {
    await restaurar(database, JSON.parse(readFileSync(archivo, 'utf8')), forzar);
    console.log(`Respaldo ${archivo} restaurado.`);
  } else {
    console.error('Uso: npm run backup [ARCHIVO]  ·  npm run restore ARCHIVO [--force]');
    process.exitCode = 2;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
