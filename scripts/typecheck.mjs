// `npm run typecheck`: the workspaces' TypeScript projects, two at a time. tsc uses one core; one after the other the
// four took 37 s here, two at a time (as many as CI's cores) about 19. Each project's errors print together, and the
// command fails if any project has one.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PROYECTOS = ['apps/web', 'apps/server', 'packages/contract', 'bench'];

function tsc(proyecto) {
  return new Promise((resolve) => {
    const salida = [];
    const hijo = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', proyecto]);
    hijo.stdout.on('data', (d) => salida.push(d));
    hijo.stderr.on('data', (d) => salida.push(d));
    hijo.on('close', (codigo) => {
      process.stdout.write(Buffer.concat(salida));
      if (codigo !== 0) console.error(`tsc -p ${proyecto}: código ${codigo}`);
      resolve(codigo === 0);
    });
  });
}

const pendientes = [...PROYECTOS];
const carril = async () => {
  let bien = true;
  for (let p = pendientes.shift(); p; p = pendientes.shift()) bien = (await tsc(p)) && bien;
  return bien;
};
const carriles = Array.from({ length: Math.min(2, availableParallelism()) }, carril);
process.exitCode = (await Promise.all(carriles)).every(Boolean) ? 0 : 1;
