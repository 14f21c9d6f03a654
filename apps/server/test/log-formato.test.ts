// The log's format: JSON for collectors, readable lines on a terminal or when LOG_FORMAT asks for them; either way no
// password, hash or token reaches the output.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { opcionesLog, opcionesLogDe } from '../src/app.ts';

const esLegible = (o: ReturnType<typeof opcionesLog>) => 'stream' in o && o.stream !== undefined;

describe('log format', () => {
  it('is JSON when the output is not a terminal, readable when it is', () => {
    expect(esLegible(opcionesLogDe({ logLevel: 'info', logFormat: undefined }, false))).toBe(false);
    expect(esLegible(opcionesLogDe({ logLevel: 'info', logFormat: undefined }, true))).toBe(true);
  });

  it('follows LOG_FORMAT over the terminal check', () => {
    expect(esLegible(opcionesLogDe({ logLevel: 'info', logFormat: 'json' }, true))).toBe(false);
    expect(esLegible(opcionesLogDe({ logLevel: 'info', logFormat: 'legible' }, false))).toBe(true);
    expect(opcionesLogDe({ logLevel: 'warn', logFormat: 'legible' }, false).level).toBe('warn');
  });

  const escribir = async (formato: 'json' | 'legible') => {
    const lineas: string[] = [];
    const app = Fastify({ logger: opcionesLog('info', { write: (l) => void lineas.push(l) }, formato) });
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdGFsZ28$aGFzaGhhc2hoYXNo';
    app.log.info(
      { usuario: { password: 'clave-secreta-1', clave_hash: hash, token: 'eyJa.eyJb.c' } },
      'entró',
    );
    app.log.error({ err: new Error(`falló con ${hash}`) }, 'error');
    await app.close();
    const texto = lineas.join('');
    expect(texto).toContain('entró');
    expect(texto).not.toMatch(/clave-secreta-1|\$argon2|eyJa/);
    return lineas;
  };

  it('writes JSON lines, secrets hidden', async () => {
    const lineas = await escribir('json');
    expect(JSON.parse(lineas[0] as string)).toMatchObject({ level: 30, msg: 'entró' });
  });

  it('writes one readable line per entry (an error adds its stack below), secrets hidden', async () => {
    const lineas = (await escribir('legible'))
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('['));
    expect(lineas).toHaveLength(2);
    expect(lineas[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: entró /);
    expect(lineas[0]).toContain('[oculto]');
    expect(lineas[1]).toMatch(/ERROR: error/);
    expect(() => JSON.parse(lineas[0] as string)).toThrow();
  });
});
