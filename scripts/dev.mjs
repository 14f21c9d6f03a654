// npm run dev: the server with reload on API_PORT (3000) and Vite with hot reload on :5173, proxying the API.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const apiPort = process.env.API_PORT || '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { LOG_FORMAT: 'legible', ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
  });
for (const c of children)
  c.on('exit', (code) => {
    for (const o of children) o.kill('SIGTERM');
    process.exit(code ?? 0);
  });
