// The log's error serializer: database errors by code and driver message only; other errors scrubbed of
// hashes, tokens and parameter lists, keeping their frames.
import { describe, expect, it } from 'vitest';
import { limpiarTexto, serializarError } from './log.ts';

const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('limpiarTexto', () => {
  it('hides hashes, tokens and parameter lists, and keeps the rest', () => {
    expect(limpiarTexto(`Failed query: insert into usuarios values ($1)\nparams: ${hash},ana`)).toBe(
      'Failed query: insert into usuarios values ($1)\nparams: [oculto]',
    );
    expect(limpiarTexto(`clave ${hash}, otra cosa`)).toBe('clave [oculto], otra cosa');
    expect(limpiarTexto(`token ${jwt} fin`)).toBe('token [oculto] fin');
    expect(limpiarTexto('Params: a\nsigue')).toBe('params: [oculto]\nsigue');
    expect(limpiarTexto('nada que ocultar')).toBe('nada que ocultar');
  });
});

describe('serializarError', () => {
  it('logs a database error by its code and the driver message, with no stack of the query', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "u"'), {
      code: '23505',
    });
    const envoltura = new Error(
      `Failed query: insert into usuarios (clave_hash) values ($1)\nparams: ${hash}`,
      {
        cause: driver,
      },
    );
    const s = serializarError(envoltura);
    expect(s).toEqual({
      type: 'DatabaseError',
      code: '23505',
      message: 'duplicate key value violates unique constraint "u"',
      stack: 'DatabaseError 23505: duplicate key value violates unique constraint "u"',
    });
    expect(JSON.stringify(s)).not.toContain('argon2');
  });

  it('finds the code a few causes deep, and not a code that is no SQLSTATE', () => {
    const driver = Object.assign(new Error('relation does not exist'), { code: '42P01' });
    const s = serializarError(new Error('a', { cause: new Error('b', { cause: driver }) }));
    expect(s.code).toBe('42P01');
    const otra = serializarError(Object.assign(new Error(`falla ${jwt}`), { code: 'FST_ERR_X' }));
    expect(otra.type).toBe('Error');
    expect(otra.code).toBe('FST_ERR_X');
    expect(otra.message).toBe('falla [oculto]');
  });

  it('keeps the frames of any other error, scrubbed, and turns a thrown non-error into text', () => {
    const e = new TypeError(`no se pudo con ${hash}`);
    const s = serializarError(e);
    expect(s.type).toBe('TypeError');
    expect(s.message).toBe('no se pudo con [oculto]');
    expect(s.stack.split('\n')[0]).toBe('TypeError: no se pudo con [oculto]');
    expect(s.stack).toMatch(/\n\s+at /);
    expect(s.stack).not.toContain('argon2');
    expect('code' in s).toBe(false);
    expect(serializarError(`texto ${jwt}`)).toEqual({
      type: 'string',
      message: 'texto [oculto]',
      stack: 'texto [oculto]',
    });
  });
});
