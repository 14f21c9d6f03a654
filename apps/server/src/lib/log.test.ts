// The log's error serializer: database errors by code and driver message only; other errors scrubbed of
// hashes, tokens and parameter lists, keeping their frames.
import { describe, expect, it } from 'vitest';
import { limpiarTexto, limpiarUrl, serializarError, serializarPeticion } from './log.ts';

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

  it('hides every parameter list of a text, whatever its case, up to the end of its line only', () => {
    expect(limpiarTexto('a\nparams: 1,2\nb\nPARAMS:x\nc')).toBe(
      'a\nparams: [oculto]\nb\nparams: [oculto]\nc',
    );
  });

  it('hides a whole argon2 hash of any variant and cost, and nothing after it', () => {
    for (const h of [
      '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
      '$argon2i$v=16$m=4096,t=10,p=12$c2Fs+dHNh/bHQ=$aGFz+aGhh/c2g==',
      '$argon2d$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ',
    ]) {
      expect(limpiarTexto(`clave ${h}, otra`), h).toBe('clave [oculto], otra');
      expect(limpiarTexto(`clave ${h}; otra`), h).toBe('clave [oculto]; otra');
    }
  });

  it('hides any other argon2 text up to a space, quote or closing bracket', () => {
    expect(
      limpiarTexto(`{"h":"$argon2id$roto"} ('$argon2i$x') [$argon2d$y] ($argon2$z) $argon2id$w fin`),
    ).toBe(`{"h":"[oculto]"} ('[oculto]') [[oculto]] ([oculto]) [oculto] fin`);
  });

  it('hides a JWT whatever its base64url characters, signed or not', () => {
    expect(limpiarTexto('t eyJh-b_c.eyJz-d_e.f-g_h fin')).toBe('t [oculto] fin');
    expect(limpiarTexto('t eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0. fin')).toBe('t [oculto] fin');
  });
});

describe('limpiarUrl and serializarPeticion', () => {
  it('hides the token of a download link and keeps the route, without the query or the fragment', () => {
    expect(limpiarUrl('/descargas/abc-123_x?n=1')).toBe('/descargas/[oculto]');
    expect(limpiarUrl('/api/descargas/abc#f')).toBe('/api/descargas/[oculto]');
    expect(limpiarUrl('/descargas/a/b')).toBe('/descargas/[oculto]/b');
    expect(limpiarUrl('/ventas/lista?q=descargas')).toBe('/ventas/lista');
    expect(limpiarUrl('/maquina?token=eyJa.eyJb.c&x=1#t=2')).toBe('/maquina');
    expect(limpiarUrl('/?')).toBe('/');
  });

  it('logs the method, the cleaned URL, the host and the remote address and port', () => {
    expect(
      serializarPeticion({
        method: 'GET',
        url: '/descargas/secreto',
        hostname: 'caja.local',
        ip: '10.0.0.7',
        socket: { remotePort: 51234 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/descargas/[oculto]',
      hostname: 'caja.local',
      remoteAddress: '10.0.0.7',
      remotePort: 51234,
    });
    expect(serializarPeticion({ method: 'POST', url: '/maquina' })).toEqual({
      method: 'POST',
      url: '/maquina',
      hostname: undefined,
      remoteAddress: undefined,
      remotePort: undefined,
    });
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

  it('takes as SQLSTATE only a code of exactly five digits or capitals', () => {
    for (const code of ['ECONNREFUSED', 'XX0001', '2350', '23p05', 'FST_ERR_CTP_EMPTY_JSON_BODY']) {
      const s = serializarError(Object.assign(new Error('x'), { code }));
      expect(s.type, code).toBe('Error');
      expect(s.code, code).toBe(code);
    }
    expect(serializarError(Object.assign(new Error('x'), { code: 'XX000' })).type).toBe('DatabaseError');
    // A code that is not text is no SQLSTATE and is not logged.
    const numerico = serializarError(Object.assign(new Error('x'), { code: 23505 }));
    expect(numerico.type).toBe('Error');
    expect('code' in numerico).toBe(false);
  });

  it('looks for the code in the error and up to four causes, and stops on a cause that loops', () => {
    const cadena = (profundidad: number) => {
      let e: Error = Object.assign(new Error('driver'), { code: '40001' });
      for (let i = 0; i < profundidad; i++) e = new Error(`capa ${i}`, { cause: e });
      return e;
    };
    expect(serializarError(cadena(4)).code).toBe('40001');
    expect(serializarError(cadena(5))).toMatchObject({ type: 'Error', message: 'capa 4' });
    const bucle = new Error('bucle') as Error & { cause?: unknown };
    bucle.cause = bucle;
    expect(serializarError(bucle)).toMatchObject({ type: 'Error', message: 'bucle' });
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
    // Only the stack's frames are kept after the scrubbed first line: not a line of the message that has " at ".
    const conAt = serializarError(new Error(`fallo\nclave ${hash} at fin`));
    expect(conAt.stack.startsWith('Error: fallo\nclave [oculto] at fin\n')).toBe(true);
    expect(conAt.stack).not.toContain('argon2');
    expect(
      conAt.stack
        .split('\n')
        .slice(2)
        .every((l) => /^\s+at /.test(l)),
    ).toBe(true);
    expect(serializarError(42)).toEqual({ type: 'number', message: '42', stack: '42' });
    // An error without a stack (some libraries delete it) is logged by its name and message.
    const sinPila = new RangeError(`fuera ${jwt}`);
    sinPila.stack = undefined;
    expect(serializarError(sinPila)).toEqual({
      type: 'RangeError',
      message: 'fuera [oculto]',
      stack: 'RangeError: fuera [oculto]',
    });
    expect(serializarError(`texto ${jwt}`)).toEqual({
      type: 'string',
      message: 'texto [oculto]',
      stack: 'texto [oculto]',
    });
  });
});
