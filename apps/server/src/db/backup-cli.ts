// npm run backup [FILE] · npm run restore FILE [--force]: the database of DATABASE_URL or DATA_DIR, as the server uses it.
// A backup of an embedded database that a running server holds is asked of that server (a consistent snapshot
// over its local channel), never read from its files; a restore takes the embedded database's lock, so it
// cannot run under a live server.
import { createReadStream } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import { respaldarEnArchivo, type respaldoTemporal, restaurarDesde } from './backup.ts';
import { BaseOcupada, pedirRespaldo } from './candado.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

const [orden, ...resto] = process.argv.slice(2);
const forzar = resto.includes('--force');
const archivo = resto.find((a) => a !== '--force');
const config = loadConfig();
const embebida = !config.databaseUrl && config.dataDir !== 'memory://';
const destino = archivo ?? `aguavend-respaldo-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;

const informar = (r: { filas: number; tablas: number }, origen: string) =>
  console.log(`Respaldo escrito en ${destino}${origen}: ${r.filas} filas de ${r.tablas} tablas.`);

async function principal() {
  if (orden === 'backup' && embebida) {
    // The server answers with a file it wrote for this request, which is ours to copy and remove.
    const delServidor = (await pedirRespaldo(config.dataDir)) as Awaited<
      ReturnType<typeof respaldoTemporal>
    > | null;
    if (delServidor) {
      try {
        await copyFile(delServidor.archivo, destino);
      } finally {
        await rm(delServidor.carpeta, { recursive: true, force: true });
      }
      return informar(delServidor, ' (pedido al servidor en marcha)');
    }
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
      informar(await respaldarEnArchivo(database, destino), '');
    } else if (archivo) {
      await restaurarDesde(database, createReadStream(archivo), forzar);
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
