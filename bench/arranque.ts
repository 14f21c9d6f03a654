// Start-up to a listening port on an existing database, through tsx and compiled (docs/decisions/028).
// `npm run bench:arranque` (PostgreSQL from BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/aguavend_arranque):
// each mode starts the real server RONDAS times on an already migrated database and counts the milliseconds from
// spawn until /health answers. Writes the section "Arranque del servidor" into bench/results.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { compilarServidor } from '../apps/server/build.mjs';

const raiz = fileURLToPath(new URL('..', import.meta.url));
const RONDAS = Number(process.env.RONDAS ?? 7);
const PUERTO = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/aguavend_arranque';

const MODOS = {
  'tsx (antes)': ['--import', 'tsx', 'apps/server/src/server.ts'],
  'compilado (ahora)': ['--enable-source-maps', 'apps/server/dist/server.js'],
} as const;

async function arrancar(args: readonly string[], base: Record<string, string>): Promise<number> {
  const inicio = performance.now();
  const hijo: ChildProcess = spawn(process.execPath, args, {
    cwd: raiz,
    env: {
      ...process.env,
      ...base,
      PORT: String(PUERTO),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'clave-arranque-1',
      WEB_DIST: join(raiz, 'apps/web/dist'),
    },
    stdio: 'ignore',
  });
  const fin = new Promise((r) => hijo.once('exit', r));
  try {
    for (;;) {
      if (hijo.exitCode !== null) throw new Error(`el servidor salió con ${hijo.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${PUERTO}/health`)).ok) return performance.now() - inicio;
      } catch {}
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    hijo.kill('SIGTERM');
    await fin;
  }
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** The modes take turns, so a burst of load on the machine falls on both alike. */
async function medir(nombre: string, base: Record<string, string>) {
  const tiempos = Object.fromEntries(Object.keys(MODOS).map((m) => [m, [] as number[]]));
  for (const args of Object.values(MODOS)) await arrancar(args, base); // migrates and warms the disk cache; not counted
  for (let i = 0; i < RONDAS; i++)
    for (const [modo, args] of Object.entries(MODOS))
      tiempos[modo]?.push(Math.round(await arrancar(args, base)));
  return Object.entries(tiempos).map(([modo, ms]) => {
    const fila = `| ${nombre} | ${modo} | ${mediana(ms)} | ${Math.min(...ms)} | ${Math.max(...ms)} |`;
    console.log(fila);
    return fila;
  });
}

await compilarServidor();
const cargaAntes = loadavg()[0] as number;
const admin = new pg.Client({ connectionString: new URL('/postgres', baseUrl).toString() });
await admin.connect();
const nombreBase = new URL(baseUrl).pathname.slice(1);
await admin.query(`drop database if exists ${nombreBase} with (force)`);
await admin.query(`create database ${nombreBase}`);
await admin.end();
const datos = mkdtempSync(join(tmpdir(), 'aguavend-arranque-'));
const filas = [
  ...(await medir('PostgreSQL', { DATABASE_URL: baseUrl })),
  ...(await medir('PGlite', { DATA_DIR: datos })),
];
rmSync(datos, { recursive: true, force: true });
const carga = `${cargaAntes.toFixed(1)} al empezar, ${(loadavg()[0] as number).toFixed(1)} al terminar, en ${cpus().length} núcleos`;

const seccion = `## Arranque del servidor

Milisegundos desde que se lanza el proceso hasta que \`/health\` responde, sobre una base ya migrada
(\`npm run bench:arranque\`, ${RONDAS} arranques por fila tras uno de calentamiento; docs/decisions/028).
\`npm start\` añade unos ms para comprobar que las compilaciones están al día. Carga media del equipo: ${carga}
(otros procesos en el mismo equipo alargan todas las filas por igual).

| Base | Servidor | Mediana (ms) | Mín. | Máx. |
|---|---|--:|--:|--:|
${filas.join('\n')}
`;
const archivo = join(raiz, 'bench/results.md');
const actual = existsSync(archivo) ? readFileSync(archivo, 'utf8') : '# Resultados del benchmark\n';
const sinSeccion = actual.replace(/\n## Arranque del servidor\n[\s\S]*?(?=\n## |$)/, '');
writeFileSync(archivo, `${sinSeccion.trimEnd()}\n\n${seccion}`);
console.log(`Escrito en ${archivo}`);
