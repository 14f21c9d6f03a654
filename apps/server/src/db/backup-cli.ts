// npm run backup [FILE] · npm run restore FILE [--force]: the database of DATABASE_URL or DATA_DIR, as the server uses it.
// A backup of an embedded database that a running server holds is asked of that server (a consistent snapshot
// over its local channel), never read from its files; a restore takes the embedded database's lock, so it
// cannot run under a live server.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { type Respaldo, respaldar, restaurar } from './backup.ts';
import { BaseOcupada, pedirRespaldo } from './candado.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

const [orden, ...resto] = process.argv.slice(2);
const forzar = resto.includes('--force');
const archivo = resto.find((a) => a !== '--force');
const config = loadConfig();
const embebida = !config.databaseUrl && config.dataDir !== 'memory://';

function escribir(respaldo: Respaldo, origen: string) {
  const destino = archivo ?? `aguavend-respaldo-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(destino, JSON.stringify(respaldo));
  const filas = Object.values(respaldo.tablas).reduce((n, t) => n + t.length, 0);
  console.log(
    `Respaldo escrito en ${destino}${origen}: ${filas} filas de ${Object.keys(respaldo.tablas).length} tablas.`,
  );
}

async function principal() {
  if (orden === 'backup' && embebida) {
    const delServidor = (await pedirRespaldo(config.dataDir)) as Respaldo | null;
    if (delServidor) return escribir(delServidor, ' (pedido al servidor en marcha)');
  }
  if (orden !== 'backup' && !(orden === 'restore' && archivo)) {
    console.error('Uso: npm run backup [ARCHIVO]  ·  npm run restore ARCHIVO [--force]');
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    programa: orden === 'backup' ? 'respaldo' : 'restauración',
  });
  try {
    if (orden === 'backup') {
      await migrate(database, { carpeta: config.migrationsDir });
      escribir(await respaldar(database), '');
    } else if (archivo) {
      await restaurar(database, JSON.parse(readFileSync(archivo, 'utf8')), forzar);
      console.log(`Respaldo ${archivo} restaurado.`);
    }
  } finally {
    await database.close();
  }
}

try {
  await principal();
} catch (err) {
  console.error(err instanceof BaseOcupada || err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
