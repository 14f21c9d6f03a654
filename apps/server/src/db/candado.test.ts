// The embedded database's lock, in one process: a second taker gets BaseOcupada naming the holder; a release
// frees it at once; the backup channel answers only the key kept in DATA_DIR.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BaseOcupada, type Candado, pedirRespaldo, tomarCandado } from './candado.ts';

const dir = mkdtempSync(join(tmpdir(), 'aguavend-candado-u-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('tomarCandado', () => {
  it('refuses a second holder with the first one named, and frees the directory on release', async () => {
    const primero = await tomarCandado(dir, 'servidor');
    try {
      const err = await tomarCandado(dir, 'respaldo').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BaseOcupada);
      const ocupada = err as BaseOcupada;
      expect(ocupada.name).toBe('BaseOcupada');
      expect(ocupada.dueno).toMatchObject({ pid: process.pid, programa: 'servidor' });
      expect(ocupada.directorio).toBe(dir);
      expect(ocupada.message).toContain(
        `«${dir}» ya está abierta por otro proceso de AguaVend (servidor, pid ${process.pid}`,
      );
      expect(ocupada.message).toContain(`kill ${process.pid}`);
      expect(ocupada.message).toContain('npm run backup');
    } finally {
      await primero.soltar();
    }
    const segundo = await tomarCandado(dir, 'otro');
    await segundo.soltar();
  });

  it('hands a backup only to a request with the key in DATA_DIR; none when nobody holds it', async () => {
    expect(await pedirRespaldo(dir)).toBeNull();
    const candado = await tomarCandado(dir, 'servidor');
    try {
      // Before the holder answers backups, the channel refuses.
      await expect(pedirRespaldo(dir)).rejects.toThrow('Petición no permitida.');
      candado.atenderRespaldos(async () => ({ formato: 'aguavend-respaldo', tablas: {} }));
      expect(await pedirRespaldo(dir)).toEqual({ formato: 'aguavend-respaldo', tablas: {} });
      const clave = join(dir, '.canal-aguavend');
      expect(readFileSync(clave, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
      writeFileSync(clave, '0'.repeat(64));
      await expect(pedirRespaldo(dir)).rejects.toThrow('Petición no permitida.');
      writeFileSync(clave, 'no-es-hex');
      await expect(pedirRespaldo(dir)).rejects.toThrow('Petición no permitida.');
      candado.atenderRespaldos(async () => {
        throw new Error('sin disco');
      });
    } finally {
      await candado.soltar();
    }
    // The key leaves with its holder.
    expect(() => readFileSync(join(dir, '.canal-aguavend'))).toThrow();
  });

  it('passes the holder error on to the one who asked', async () => {
    const candado = await tomarCandado(dir, 'servidor');
    try {
      candado.atenderRespaldos(async () => {
        throw new Error('sin disco');
      });
      await expect(pedirRespaldo(dir)).rejects.toThrow('El servidor en marcha no pudo respaldar: sin disco');
    } finally {
      await candado.soltar();
    }
  });
});

/** The part of the lock's name derived from DATA_DIR's real path. */
const huella = (carpeta: string) =>
  createHash('sha256').update(realpathSync(carpeta)).digest('hex').slice(0, 32);

/** The lock's address on Linux, as the comment of candado.ts describes it: an abstract socket named by DATA_DIR. */
const direccionLinux = (carpeta: string) => `\0aguavend-${huella(carpeta)}`;

/** Sends raw text over a channel and reads the whole answer (empty when the holder hangs up without one). */
function enviar(direccion: string, partes: string[]): Promise<string> {
  return new Promise((ok, falla) => {
    const s = connect(direccion);
    let respuesta = '';
    s.setEncoding('utf8');
    s.on('connect', async () => {
      for (const [i, p] of partes.entries()) {
        // A pause between pieces only: one after the last would outlive the call and, expiring during a later
        // test, change that test's count of live timers.
        if (i > 0) await new Promise((r) => setTimeout(r, 50));
        s.write(p);
      }
    });
    s.on('data', (d: string) => {
      respuesta += d;
    });
    s.on('close', () => ok(respuesta));
    s.on('error', falla);
  });
}

/** A process that holds the address but answers `quien` and `respaldo` with what the test gives. */
async function impostor(direccion: string, responder: (linea: string) => string | null) {
  const server = createServer((s) => {
    s.setEncoding('utf8');
    s.on('data', (d: string) => {
      const r = responder(d);
      if (r !== null) s.end(r);
    });
  });
  await new Promise<void>((r) => server.listen(direccion, r));
  return { cerrar: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.runIf(process.platform === 'linux')('the channel, as another process sees it', () => {
  it('leaves no file on disk for the lock: a kill -9 leaves nothing behind to block the next start', async () => {
    const antes = readdirSync(tmpdir()).filter((n) => n.startsWith('aguavend-') && n.endsWith('.sock'));
    const candado = await tomarCandado(dir, 'servidor');
    try {
      const quien = JSON.parse(await enviar(direccionLinux(dir), ['{"orden":"quien"}\n']));
      expect(quien).toMatchObject({ pid: process.pid, programa: 'servidor' });
      expect(Date.now() - Date.parse(quien.desde)).toBeLessThan(60_000);
      const durante = readdirSync(tmpdir()).filter((n) => n.startsWith('aguavend-') && n.endsWith('.sock'));
      expect(durante).toEqual(antes);
    } finally {
      await candado.soltar();
    }
  });

  it('reads a request sent in pieces up to its end of line, and hangs up on one past 10,000 characters', async () => {
    const candado = await tomarCandado(dir, 'servidor');
    try {
      const quien = await enviar(direccionLinux(dir), ['{"orden":', '"quien"}\n']);
      expect(JSON.parse(quien)).toMatchObject({ pid: process.pid });
      expect(await enviar(direccionLinux(dir), ['x'.repeat(10_001)])).toBe('');
      // 10,000 characters with the end of line are the most it reads; one more and it hangs up.
      const relleno = (n: number) => `{"orden":"quien","x":"${'x'.repeat(n - 25)}"}\n`;
      expect(relleno(10_000)).toHaveLength(10_000);
      expect(JSON.parse(await enviar(direccionLinux(dir), [relleno(10_000)]))).toMatchObject({
        pid: process.pid,
      });
      expect(await enviar(direccionLinux(dir), [relleno(10_001)])).toBe('');
      expect(JSON.parse(await enviar(direccionLinux(dir), ['no es json\n']))).toEqual({
        error: 'Petición no permitida.',
      });
    } finally {
      await candado.soltar();
    }
  });

  it('keeps waiting on 10,000 characters without an end of line, and hangs up on the 10,001st', async () => {
    const candado = await tomarCandado(dir, 'servidor');
    const s = connect(direccionLinux(dir));
    try {
      let colgada = false;
      s.on('end', () => {
        colgada = true;
      });
      s.on('close', () => {
        colgada = true;
      });
      s.on('error', () => {});
      await new Promise((r) => s.once('connect', r));
      s.write('x'.repeat(10_000));
      // A whole question and answer on a second connection, and a pause, give the holder time to read the first.
      const quien = await enviar(direccionLinux(dir), ['{"orden":"quien"}\n']);
      expect(JSON.parse(quien)).toMatchObject({ pid: process.pid });
      await new Promise((r) => setTimeout(r, 100));
      expect(colgada).toBe(false);
      const cerrada = new Promise((r) => s.once('close', r));
      s.write('x');
      await cerrada;
    } finally {
      s.destroy();
      await candado.soltar();
    }
  });

  it('keeps serving after a client hangs up before its answer: the broken pipe is not an uncaught error', async () => {
    const candado = await tomarCandado(dir, 'servidor');
    const errores: unknown[] = [];
    const vigia = (err: unknown) => errores.push(err);
    process.on('uncaughtExceptionMonitor', vigia);
    try {
      await new Promise<void>((ok) => {
        const s = connect(direccionLinux(dir), () => {
          s.write('{"orden":"quien"}\n');
          s.destroy();
          ok();
        });
      });
      // The holder writes its answer into a closed connection (EPIPE on its side), then answers the next one.
      const quien = await enviar(direccionLinux(dir), ['{"orden":"quien"}\n']);
      expect(JSON.parse(quien)).toMatchObject({ pid: process.pid });
      await new Promise((r) => setTimeout(r, 100));
      expect(errores).toEqual([]);
    } finally {
      process.off('uncaughtExceptionMonitor', vigia);
      await candado.soltar();
    }
  });

  it('hands a backup only to an order for one, even when it carries the right key', async () => {
    const candado = await tomarCandado(dir, 'servidor');
    candado.atenderRespaldos(async () => ({ formato: 'aguavend-respaldo' }));
    try {
      const clave = readFileSync(join(dir, '.canal-aguavend'), 'utf8');
      for (const orden of ['respaldar', 'RESPALDO', undefined]) {
        const respuesta = await enviar(direccionLinux(dir), [`${JSON.stringify({ orden, clave })}\n`]);
        expect(JSON.parse(respuesta)).toEqual({ error: 'Petición no permitida.' });
      }
    } finally {
      await candado.soltar();
    }
  });

  it('refuses a key that is not a string of 64 hexadecimal digits, even one that starts with the right key', async () => {
    const candado = await tomarCandado(dir, 'servidor');
    candado.atenderRespaldos(async () => ({ formato: 'aguavend-respaldo' }));
    try {
      const clave = readFileSync(join(dir, '.canal-aguavend'), 'utf8');
      const pedir = async (valor: unknown) =>
        JSON.parse(
          await enviar(direccionLinux(dir), [`${JSON.stringify({ orden: 'respaldo', clave: valor })}\n`]),
        );
      expect(await pedir(clave)).toEqual({ respaldo: { formato: 'aguavend-respaldo' } });
      for (const mala of [`${clave}00`, `g${clave}`, [clave], clave.toUpperCase(), clave.slice(2)]) {
        expect(await pedir(mala)).toEqual({ error: 'Petición no permitida.' });
      }
    } finally {
      await candado.soltar();
    }
  });

  it('names no one when the holder does not say who it is, and says so', async () => {
    const falso = await impostor(direccionLinux(dir), () => '{"programa":"otro"}');
    try {
      const err = (await tomarCandado(dir, 'servidor').catch((e: unknown) => e)) as BaseOcupada;
      expect(err).toBeInstanceOf(BaseOcupada);
      expect(err.dueno).toBeNull();
      expect(err.message).toBe(
        `La base de datos embebida en «${dir}» ya está abierta por otro proceso de AguaVend (un proceso que no respondió quién es). ` +
          'Solo un proceso puede usarla a la vez, para que ningún dato registrado se pierda. ' +
          'Use ese proceso, o deténgalo (Ctrl+C en su terminal) antes de iniciar otro. ' +
          'Para respaldar sin detenerlo: npm run backup.',
      );
    } finally {
      await falso.cerrar();
    }
  });

  it('gives up on a holder that never answers who it is, and names no one', async () => {
    const mudo = await impostor(direccionLinux(dir), () => null);
    try {
      const err = (await tomarCandado(dir, 'servidor').catch((e: unknown) => e)) as BaseOcupada;
      expect(err).toBeInstanceOf(BaseOcupada);
      expect(err.dueno).toBeNull();
    } finally {
      await mudo.cerrar();
    }
  });

  it('says the running server did not answer when its answer to a backup is not one', async () => {
    const falso = await impostor(direccionLinux(dir), (linea) =>
      linea.includes('quien') ? JSON.stringify({ pid: 1, programa: 'x', desde: '' }) : 'cortado',
    );
    writeFileSync(join(dir, '.canal-aguavend'), 'a'.repeat(64));
    try {
      await expect(pedirRespaldo(dir)).rejects.toThrow('El servidor en marcha no respondió el respaldo.');
    } finally {
      rmSync(join(dir, '.canal-aguavend'), { force: true });
      await falso.cerrar();
    }
  });

  it('asks no one for a backup when DATA_DIR holds no key, since no holder would hand one over without it', async () => {
    const pedidos: string[] = [];
    const falso = await impostor(direccionLinux(dir), (linea) => {
      pedidos.push(linea);
      return JSON.stringify({ pid: 1, programa: 'x', desde: '' });
    });
    try {
      expect(existsSync(join(dir, '.canal-aguavend'))).toBe(false);
      expect(await pedirRespaldo(dir)).toBeNull();
      expect(pedidos).toEqual([]);
    } finally {
      await falso.cerrar();
    }
  });
});

describe('asking for a backup', () => {
  it('answers null for a key left by a holder that is gone, and for a folder that does not exist', async () => {
    writeFileSync(join(dir, '.canal-aguavend'), 'b'.repeat(64));
    try {
      expect(await pedirRespaldo(dir)).toBeNull();
    } finally {
      rmSync(join(dir, '.canal-aguavend'), { force: true });
    }
    expect(await pedirRespaldo(join(dir, 'no-existe'))).toBeNull();
  });

  it('answers at once when a key is left but nobody listens, without waiting out its time limit', async () => {
    writeFileSync(join(dir, '.canal-aguavend'), 'b'.repeat(64));
    try {
      const inicio = performance.now();
      expect(await pedirRespaldo(dir)).toBeNull();
      // The refused connection is the answer; the 2-second limit is for a holder that does not reply.
      expect(performance.now() - inicio).toBeLessThan(1000);
    } finally {
      rmSync(join(dir, '.canal-aguavend'), { force: true });
    }
  });

  it('reaches the holder through a symbolic link to its folder', async () => {
    const enlace = join(dir, '..', `${dir.split('/').pop()}-enlace`);
    symlinkSync(dir, enlace);
    const candado = await tomarCandado(dir, 'servidor');
    try {
      await expect(tomarCandado(enlace, 'otro')).rejects.toBeInstanceOf(BaseOcupada);
      candado.atenderRespaldos(async () => ({ tablas: {} }));
      expect(await pedirRespaldo(enlace)).toEqual({ tablas: {} });
    } finally {
      await candado.soltar();
      rmSync(enlace, { force: true });
    }
  });

  it('passes on a failure that is not an Error as «error», and an empty backup as null', async () => {
    const candado = await tomarCandado(dir, 'servidor');
    try {
      candado.atenderRespaldos(() => Promise.reject('texto'));
      await expect(pedirRespaldo(dir)).rejects.toThrow(/^El servidor en marcha no pudo respaldar: error$/);
      candado.atenderRespaldos(async () => undefined);
      expect(await pedirRespaldo(dir)).toBeNull();
    } finally {
      await candado.soltar();
    }
  });

  it('leaves no timer behind once answered, so `npm run backup` exits at once', async () => {
    const candado = await tomarCandado(dir, 'servidor');
    candado.atenderRespaldos(async () => ({ tablas: {} }));
    try {
      const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
      const antes = timers();
      await pedirRespaldo(dir);
      expect(timers()).toBe(antes);
    } finally {
      await candado.soltar();
    }
  });

  it('accepts the key with the end of line an editor may add, and releases even if the key was removed', async () => {
    const candado = await tomarCandado(dir, 'servidor');
    candado.atenderRespaldos(async () => ({ tablas: {} }));
    const archivo = join(dir, '.canal-aguavend');
    writeFileSync(archivo, `${readFileSync(archivo, 'utf8')}\n`);
    expect(await pedirRespaldo(dir)).toEqual({ tablas: {} });
    rmSync(archivo);
    await candado.soltar();
  });

  it('keeps the key readable only by its owner', async () => {
    const candado = await tomarCandado(dir, 'servidor');
    try {
      expect(statSync(join(dir, '.canal-aguavend')).mode & 0o777).toBe(0o600);
    } finally {
      await candado.soltar();
    }
  });
});

describe('elsewhere than Linux and Windows: a socket file in the temporary folder', () => {
  const plataforma = Object.getOwnPropertyDescriptor(process, 'platform') as PropertyDescriptor;
  const tmpAntes = process.env.TMPDIR;
  let temporal: string;
  beforeEach(() => {
    temporal = mkdtempSync(join(tmpdir(), 'aguavend-tmp-'));
    Object.defineProperty(process, 'platform', { value: 'darwin' });
    process.env.TMPDIR = temporal;
  });
  afterEach(() => {
    Object.defineProperty(process, 'platform', plataforma);
    if (tmpAntes === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpAntes;
    rmSync(temporal, { recursive: true, force: true });
  });
  const sockets = () => readdirSync(temporal).filter((n) => /^aguavend-[0-9a-f]{32}\.sock$/.test(n));

  it('holds the lock with a socket file, refuses a second taker, and removes the file on release', async () => {
    const candado = await tomarCandado(dir, 'servidor');
    try {
      expect(sockets()).toHaveLength(1);
      const err = await tomarCandado(dir, 'otro').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(BaseOcupada);
      expect((err as BaseOcupada).dueno).toMatchObject({ pid: process.pid, programa: 'servidor' });
    } finally {
      await candado.soltar();
    }
    expect(sockets()).toEqual([]);
  });

  it('removes a file that nobody answers on (a dead holder left it) and takes the lock', async () => {
    const primero = await tomarCandado(dir, 'servidor');
    const [nombre] = sockets();
    await primero.soltar();
    writeFileSync(join(temporal, nombre as string), '');
    const candado = await tomarCandado(dir, 'servidor');
    try {
      candado.atenderRespaldos(async () => ({ tablas: {} }));
      expect(await pedirRespaldo(dir)).toEqual({ tablas: {} });
    } finally {
      await candado.soltar();
    }
  });

  it('keeps the file of a holder that answers who it is, and names that holder', async () => {
    const archivo = join(temporal, `aguavend-${huella(dir)}.sock`);
    // A live holder that answers who it is and nothing else: the check for a stale file has to ask exactly that.
    const vivo = await impostor(archivo, (linea) =>
      JSON.parse(linea).orden === 'quien'
        ? JSON.stringify({ pid: 4242, programa: 'servidor', desde: new Date().toISOString() })
        : null,
    );
    try {
      const err = await tomarCandado(dir, 'otro').catch((e: unknown) => e);
      if (!(err instanceof BaseOcupada)) await (err as Candado).soltar();
      expect(err).toBeInstanceOf(BaseOcupada);
      expect((err as BaseOcupada).dueno).toMatchObject({ pid: 4242, programa: 'servidor' });
      expect(existsSync(archivo)).toBe(true);
    } finally {
      await vivo.cerrar();
    }
  });

  it('takes the lock when its holder lets go while the taker checks the socket file', async () => {
    const primero = await tomarCandado(dir, 'servidor');
    // The second taker finds the address in use at once (binding is synchronous); the holder's release then
    // removes the file before the taker's question, which finds nothing: no file is left to remove.
    const segundo = tomarCandado(dir, 'otro');
    await primero.soltar();
    const candado = await segundo;
    try {
      expect(sockets()).toHaveLength(1);
    } finally {
      await candado.soltar();
    }
  });

  it('fails with the system error when the socket cannot be created', async () => {
    rmSync(temporal, { recursive: true, force: true });
    const err = await tomarCandado(dir, 'servidor').catch((e: unknown) => e);
    // The operating system's own error (the folder is gone), not a lock held by someone else.
    expect(err).not.toBeInstanceOf(BaseOcupada);
    expect(err).toMatchObject({ syscall: 'listen' });
  });
});
