// Entry point: read settings, open and migrate the database, first-start data, listen; close cleanly on a signal.
import { buildApp, opcionesLogDe } from './app.ts';
import { loadConfig } from './config.ts';
import { respaldoTemporal } from './db/backup.ts';
import { bootstrap } from './db/bootstrap.ts';
import { BaseOcupada } from './db/candado.ts';
import { type Database, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo } from './db/seed-demo.ts';

const config = loadConfig();
const logger = opcionesLogDe(config, process.stdout.isTTY === true);

let database: Database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    programa: 'servidor',
    statementTimeoutMs: config.statementTimeoutMs,
  });
} catch (err) {
  if (!(err instanceof BaseOcupada)) throw err;
  console.error(err.message);
  process.exit(1);
}
try {
  await migrate(database, { carpeta: config.migrationsDir });
} catch (err) {
  // One transaction: the database is as it was before, and the port never opens.
  console.error(
    `No se pudo actualizar la base de datos; quedó como estaba y el servidor no arrancó: ${err instanceof Error ? err.message : err}`,
  );
  await database.close();
  process.exit(1);
}
const app = await buildApp(config, database, logger);
// `npm run backup` is answered with a file of its own to copy (same machine, same owner), never the rows themselves.
database.candado?.atenderRespaldos(() => respaldoTemporal(database));
await bootstrap(database.db, config, app.log, seedDemo);

let cerrando = false;
async function cerrar(senal: string) {
  if (cerrando) return;
  cerrando = true;
  app.log.info(`${senal}: cerrando el servidor…`);
  const limite = setTimeout(() => {
    app.log.error('El cierre tardó demasiado; se fuerza la salida.');
    process.exit(1);
  }, 10_000);
  limite.unref();
  try {
    // Stops accepting connections and waits for requests in flight before the database is closed.
    await app.close();
    await app.esperarPeticiones(8_000);
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error al cerrar');
    process.exit(1);
  }
}
process.on('SIGINT', () => void cerrar('SIGINT'));
process.on('SIGTERM', () => void cerrar('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
