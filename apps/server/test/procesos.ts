// Real processes for the tests that need them: the server as `npm start` runs it, and the backup commands.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const raiz = fileURLToPath(new URL('../../..', import.meta.url));
export const CLAVE_ADMIN = 'clave-procesos-1';

export async function puertoLibre(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export type Proceso = { hijo: ChildProcess; salida: () => string; fin: Promise<number | null> };

function lanzar(args: string[], env: Record<string, string>): Proceso {
  const hijo = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: raiz,
    env: { ...process.env, ADMIN_PASSWORD: CLAVE_ADMIN, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let texto = '';
  hijo.stdout?.on('data', (d) => {
    texto += d;
  });
  hijo.stderr?.on('data', (d) => {
    texto += d;
  });
  const fin = new Promise<number | null>((r) => hijo.once('exit', (code) => r(code)));
  return { hijo, salida: () => texto, fin };
}

export type Servidor = Proceso & { url: string; puerto: number };

/** Starts the server; resolves when /health answers, or when the process exits first (check `fin`). */
export async function iniciarServidor(env: Record<string, string>): Promise<Servidor> {
  const puerto = await puertoLibre();
  const p = lanzar(['apps/server/src/server.ts'], {
    RATE_LIMIT_PER_MIN: '0',
    WEB_DIST: '/nonexistent',
    ...env,
    PORT: String(puerto),
    HOST: '127.0.0.1',
  });
  const url = `http://127.0.0.1:${puerto}`;
  let salio = false;
  void p.fin.then(() => {
    salio = true;
  });
  for (let i = 0; i < 300 && !salio; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { ...p, url, puerto };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!salio) {
    p.hijo.kill('SIGKILL');
    throw new Error(`el servidor no arrancó: ${p.salida()}`);
  }
  return { ...p, url, puerto };
}

export async function detener(s: Proceso, senal: NodeJS.Signals = 'SIGTERM') {
  if (s.hijo.exitCode === null && s.hijo.signalCode === null) s.hijo.kill(senal);
  await s.fin;
}

/** `npm run backup|restore …` as the README gives it; resolves with its exit code and what it printed. */
export async function correrRespaldo(args: string[], env: Record<string, string>) {
  const p = lanzar(['apps/server/src/db/backup-cli.ts', ...args], env);
  return { codigo: await p.fin, salida: p.salida() };
}

export const post = async (url: string, path: string, body: unknown, token?: string) => {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { autorizado: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

export const entrar = async (url: string) =>
  (await post(url, '/users/login', { username: 'admin', password: CLAVE_ADMIN })).body.token as string;
