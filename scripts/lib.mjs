// Shared by the root scripts: build the web app and the server when their builds are missing or older than their
// sources, run the compiled server (docs/decisions/028).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const webDist = join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

const serverDist = join(root, 'apps/server/dist/server.js');
const serverSources = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/contract/src',
];

function newest(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(full)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** Builds apps/web/dist when stale; not when WEB_DIST names another folder, which is what the server serves then. */
export function buildWebIfStale(env = process.env) {
  if (env.WEB_DIST) return;
  const built = existsSync(webDist) ? statSync(webDist).mtimeMs : 0;
  const sources = Math.max(...webSources.map(newest));
  if (built >= sources) return;
  console.log(built ? 'La app web cambió: compilando…' : 'Compilando la app web por primera vez…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Compiles the server into apps/server/dist when the bundle is missing or older than any of its sources. */
export async function buildServerIfStale() {
  const built = existsSync(serverDist) ? statSync(serverDist).mtimeMs : 0;
  if (built >= Math.max(...serverSources.map(newest))) return false;
  console.log(built ? 'El servidor cambió: compilando…' : 'Compilando el servidor por primera vez…');
  const { compilarServidor } = await import('../apps/server/build.mjs');
  await compilarServidor();
  return true;
}

/** Runs the server in a child process and hands it our signals, so Ctrl+C closes the database cleanly. */
export function runServer(env = process.env) {
  const child = spawn(process.execPath, ['--enable-source-maps', serverDist], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  return child;
}
