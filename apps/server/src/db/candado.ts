// The embedded database's lock: one process at a time may open the files in DATA_DIR, because two PGlite
// instances on one directory diverge and one of them loses acknowledged writes when both restart.
//
// The lock is a local socket whose name is derived from DATA_DIR's real path. The operating system frees it
// when its holder dies (kill -9 included), so a dead process never blocks a start:
// - Linux: an abstract socket (no file on disk at all; binding it is atomic).
// - Windows: a named pipe (same properties).
// - elsewhere: a socket file in the temporary folder; a file nobody answers on is a dead holder's and is removed.
// The same socket is the holder's local channel: it says who holds the lock, and hands a consistent backup to
// `npm run backup` when it presents the key kept in DATA_DIR (readable only by the owner of the data).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ARCHIVO_CLAVE = '.canal-aguavend';

type Dueno = { pid: number; programa: string; desde: string };

/** Thrown when another live process holds DATA_DIR; its message tells the user what to do. */
export class BaseOcupada extends Error {
  constructor(
    readonly directorio: string,
    readonly dueno: Dueno | null,
  ) {
    const quien = dueno
      ? `${dueno.programa}, pid ${dueno.pid}, abierta desde ${new Date(dueno.desde).toLocaleString('es-MX')}`
      : 'un proceso que no respondió quién es';
    super(
      `La base de datos embebida en «${directorio}» ya está abierta por otro proceso de AguaVend (${quien}). ` +
        'Solo un proceso puede usarla a la vez, para que ningún dato registrado se pierda. ' +
        `Use ese proceso, o deténgalo (Ctrl+C en su terminal${dueno ? `, o kill ${dueno.pid}` : ''}) antes de iniciar otro. ` +
        'Para respaldar sin detenerlo: npm run backup.',
    );
    this.name = 'BaseOcupada';
  }
}

export type Candado = {
  /** Lets the holder answer `npm run backup` with a snapshot it takes itself. */
  atenderRespaldos: (respaldar: () => Promise<unknown>) => void;
  soltar: () => Promise<void>;
};

function direccion(directorio: string): string {
  const huella = createHash('sha256').update(directorio).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0aguavend-${huella}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\aguavend-${huella}`;
  return join(tmpdir(), `aguavend-${huella}.sock`);
}

const real = (directorio: string) =>
  existsSync(directorio) ? realpathSync(directorio) : resolve(directorio);

function escuchar(server: Server, dir: string): Promise<'tomado' | 'ocupado'> {
  return new Promise((ok, falla) => {
    const alError = (err: NodeJS.ErrnoException) => {
      server.off('listening', alEscuchar);
      if (err.code === 'EADDRINUSE') ok('ocupado');
      else falla(err);
    };
    const alEscuchar = () => {
      server.off('error', alError);
      ok('tomado');
    };
    server.once('error', alError);
    server.once('listening', alEscuchar);
    server.listen(dir);
  });
}

/** One request on the channel: a JSON line out, a JSON answer back; null when nobody answers. */
function preguntar(dir: string, peticion: object, esperaMs: number): Promise<unknown | null> {
  return new Promise((ok) => {
    const partes: Buffer[] = [];
    const s = connect(dir);
    const fin = (valor: unknown | null) => {
      clearTimeout(limite);
      s.destroy();
      ok(valor);
    };
    const limite = setTimeout(() => fin(null), esperaMs);
    s.on('connect', () => s.write(`${JSON.stringify(peticion)}\n`));
    s.on('data', (d) => partes.push(d));
    s.on('end', () => {
      try {
        fin(JSON.parse(Buffer.concat(partes).toString('utf8')));
      } catch {
        fin(null);
      }
    });
    s.on('error', () => fin(null));
  });
}

/** Takes DATA_DIR for this process, or throws BaseOcupada naming the process that has it. */
export async function tomarCandado(directorio: string, programa: string): Promise<Candado> {
  const carpeta = real(directorio);
  const dir = direccion(carpeta);
  const clave = randomBytes(32);
  const desde = new Date().toISOString();
  let respaldar: (() => Promise<unknown>) | undefined;

  const server = createServer((s: Socket) => {
    let entrada = '';
    s.setEncoding('utf8');
    s.on('error', () => s.destroy());
    s.on('data', async (d: string) => {
      entrada += d;
      if (!entrada.includes('\n') || entrada.length > 10_000) {
        if (entrada.length > 10_000) s.destroy();
        return;
      }
      let pedido: { orden?: unknown; clave?: unknown } = {};
      try {
        pedido = JSON.parse(entrada);
      } catch {}
      if (pedido.orden === 'quien') {
        s.end(JSON.stringify({ pid: process.pid, programa, desde } satisfies Dueno));
      } else if (pedido.orden === 'respaldo' && respaldar && claveValida(pedido.clave, clave)) {
        try {
          s.end(JSON.stringify({ respaldo: await respaldar() }));
        } catch (err) {
          s.end(JSON.stringify({ error: err instanceof Error ? err.message : 'error' }));
        }
      } else {
        s.end(JSON.stringify({ error: 'Petición no permitida.' }));
      }
    });
  });

  let estado = await escuchar(server, dir);
  if (estado === 'ocupado' && process.platform !== 'linux' && process.platform !== 'win32') {
    // A socket file stays behind when its holder dies; if nobody answers on it, it is stale.
    if ((await preguntar(dir, { orden: 'quien' }, 1000)) === null) {
      rmSync(dir, { force: true });
      estado = await escuchar(server, dir);
    }
  }
  if (estado === 'ocupado') {
    const dueno = (await preguntar(dir, { orden: 'quien' }, 2000)) as Dueno | null;
    throw new BaseOcupada(carpeta, dueno && typeof dueno.pid === 'number' ? dueno : null);
  }
  server.unref();
  // Only the holder writes the key, and only after taking the lock.
  const archivoClave = join(carpeta, ARCHIVO_CLAVE);
  writeFileSync(archivoClave, clave.toString('hex'), { mode: 0o600 });
  chmodSync(archivoClave, 0o600);

  return {
    atenderRespaldos: (fn) => {
      respaldar = fn;
    },
    soltar: () =>
      new Promise((ok) => {
        rmSync(archivoClave, { force: true });
        server.close(() => ok());
      }),
  };
}

function claveValida(recibida: unknown, clave: Buffer): boolean {
  if (typeof recibida !== 'string' || !/^[0-9a-f]{64}$/.test(recibida)) return false;
  return timingSafeEqual(Buffer.from(recibida, 'hex'), clave);
}

/**
 * Asks the live holder of DATA_DIR for a consistent backup. Null when no process holds it (open the
 * files directly then); throws when the holder answers with an error.
 */
export async function pedirRespaldo(directorio: string): Promise<unknown | null> {
  const carpeta = real(directorio);
  const archivoClave = join(carpeta, ARCHIVO_CLAVE);
  if (!existsSync(archivoClave)) return null;
  const dir = direccion(carpeta);
  if ((await preguntar(dir, { orden: 'quien' }, 2000)) === null) return null;
  const clave = readFileSync(archivoClave, 'utf8').trim();
  const r = (await preguntar(dir, { orden: 'respaldo', clave }, 10 * 60_000)) as {
    respaldo?: unknown;
    error?: string;
  } | null;
  if (!r) throw new Error('El servidor en marcha no respondió el respaldo.');
  if (r.error) throw new Error(`El servidor en marcha no pudo respaldar: ${r.error}`);
  return r.respaldo ?? null;
}
