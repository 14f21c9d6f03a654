// Token checks, including the per-key memory of tokens already verified (it must never outlive a token's
// expiry nor carry a token from one key to another).
import { decodeProtectedHeader, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firmarToken, importarSecreto, verificarToken } from './tokens.ts';

/** The configured TOKEN_TTL of these checks: an hour, longer than any token signed here lives. */
const TTL = 3600;

afterEach(() => vi.useRealTimers());

describe('importarSecreto and firmarToken', () => {
  it('keeps the key inside the process: it cannot be exported', async () => {
    const clave = await importarSecreto('una-clave-que-no-sale');
    expect(clave.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', clave)).rejects.toThrow();
  });

  it('signs a standard JWT: header alg HS256 and typ JWT', async () => {
    const clave = await importarSecreto('clave-cabecera');
    const { token } = await firmarToken(clave, 9, 0, 60);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
  });
});

describe('verificarToken', () => {
  it('accepts a token signed with its key, again and again, with the same claims', async () => {
    const clave = await importarSecreto('una-clave-de-prueba');
    const { token, jti, exp } = await firmarToken(clave, 42, 3, 60);
    const esperado = { idUsuario: 42, jti, iat: exp - 60, exp, versionSesion: 3 };
    expect(await verificarToken(clave, token, TTL)).toEqual(esperado);
    expect(await verificarToken(clave, token, TTL)).toEqual(esperado);
  });

  it('refuses a token verified before once it expires', async () => {
    const clave = await importarSecreto('otra-clave-de-prueba');
    const { token } = await firmarToken(clave, 7, 0, 60);
    expect(await verificarToken(clave, token, TTL)).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verificarToken(clave, token, TTL)).toBeNull();
  });

  it('refuses under another key a token already verified under its own', async () => {
    const a = await importarSecreto('clave-a');
    const b = await importarSecreto('clave-b');
    const { token } = await firmarToken(a, 1, 0, 60);
    expect(await verificarToken(a, token, TTL)).not.toBeNull();
    expect(await verificarToken(b, token, TTL)).toBeNull();
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const clave = await importarSecreto('clave-c');
    const { token } = await firmarToken(clave, 1, 0, 60);
    expect(await verificarToken(clave, token, TTL)).not.toBeNull();
    const [h, , f] = token.split('.');
    const otro = Buffer.from(JSON.stringify({ sub: '2', jti: 'x', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await verificarToken(clave, `${h}.${otro}.${f}`, TTL)).toBeNull();
  });

  it('refuses a token at the very second it expires, as jose does, even when remembered', async () => {
    const clave = await importarSecreto('clave-borde');
    const { token, exp } = await firmarToken(clave, 5, 0, 60);
    expect(await verificarToken(clave, token, TTL)).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exp * 1000);
    expect(await verificarToken(clave, token, TTL)).toBeNull();
    vi.setSystemTime(exp * 1000 - 1000);
    expect(await verificarToken(clave, token, TTL)).not.toBeNull();
  });

  // The memory of verified tokens (docs/decisions/009): a token checked before is answered from it, the very
  // result of its first check, without computing the HMAC again; at 10 000 tokens per key the oldest leaves first.
  it('remembers each verified token per key and answers it again from memory', async () => {
    const clave = await importarSecreto('clave-memoria');
    const a = (await firmarToken(clave, 1, 0, 60)).token;
    const b = (await firmarToken(clave, 2, 0, 60)).token;
    const primeroA = await verificarToken(clave, a, TTL);
    const primeroB = await verificarToken(clave, b, TTL);
    expect(primeroA).not.toBeNull();
    expect(await verificarToken(clave, a, TTL)).toBe(primeroA);
    expect(await verificarToken(clave, b, TTL)).toBe(primeroB);
    // Another key starts with an empty memory.
    const otra = await importarSecreto('clave-memoria-2');
    const c = (await firmarToken(otra, 3, 0, 60)).token;
    const primeroC = await verificarToken(otra, c, TTL);
    expect(await verificarToken(otra, c, TTL)).toBe(primeroC);
  });

  it('forgets the oldest remembered token, and only it, when a key already remembers 10 000', async () => {
    const clave = await importarSecreto('clave-memoria-llena');
    const tokens: string[] = [];
    for (let i = 1; i <= 10_000; i++) tokens.push((await firmarToken(clave, i, 0, 600)).token);
    const primeros = [];
    for (const t of tokens) primeros.push(await verificarToken(clave, t, TTL));
    // Still 10 000: all remembered.
    expect(await verificarToken(clave, tokens[0] as string, TTL)).toBe(primeros[0]);
    const nuevo = (await firmarToken(clave, 10_001, 0, 600)).token;
    await verificarToken(clave, nuevo, TTL);
    // The 10 001st pushed out the oldest one, and only it: that one is checked afresh (an equal result, not the
    // remembered one), the next oldest is still remembered.
    expect(await verificarToken(clave, tokens[1] as string, TTL)).toBe(primeros[1]);
    const otraVez = await verificarToken(clave, tokens[0] as string, TTL);
    expect(otraVez).toEqual(primeros[0]);
    expect(otraVez).not.toBe(primeros[0]);
  }, 60_000);

  const firmar = (clave: CryptoKey, claims: Record<string, unknown>, sub?: string) => {
    let jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('j')
      .setIssuedAt()
      .setExpirationTime('1h');
    if (sub !== undefined) jwt = jwt.setSubject(sub);
    return jwt.sign(clave);
  };

  it('refuses a subject that is not a positive whole user id, and a token without jti or sub', async () => {
    const clave = await importarSecreto('clave-sujetos');
    for (const sub of ['0', '-1', 'abc', '1.5', '9007199254740993'])
      expect(await verificarToken(clave, await firmar(clave, {}, sub), TTL), sub).toBeNull();
    expect(await verificarToken(clave, await firmar(clave, {}), TTL)).toBeNull();
    const sinJti = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(clave);
    expect(await verificarToken(clave, sinJti, TTL)).toBeNull();
    const sinExp = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('j')
      .setIssuedAt()
      .sign(clave);
    expect(await verificarToken(clave, sinExp, TTL)).toBeNull();
    expect(await verificarToken(clave, await firmar(clave, {}, '7'), TTL)).toMatchObject({ idUsuario: 7 });
  });

  it('reads a token signed before session versions as version 0, and refuses a version that is no whole number', async () => {
    const clave = await importarSecreto('clave-versiones');
    expect(await verificarToken(clave, await firmar(clave, {}, '3'), TTL)).toMatchObject({
      versionSesion: 0,
    });
    expect(await verificarToken(clave, await firmar(clave, { sv: 4 }, '3'), TTL)).toMatchObject({
      versionSesion: 4,
    });
    for (const sv of ['4', 1.5, null])
      expect(await verificarToken(clave, await firmar(clave, { sv }, '3'), TTL), String(sv)).toBeNull();
  });
  // A backup of an earlier release carried the stored key: whoever held one could sign a token for the ADMIN with
  // ten years of life. The login never signs one longer than TOKEN_TTL, so none is taken, whatever key signed it.
  it('refuses a token made to live longer than TOKEN_TTL, signed in the future, or that does not say when it was signed', async () => {
    const clave = await importarSecreto('clave-vida');
    const ahora = Math.floor(Date.now() / 1000);
    const conVida = (iat: number, exp: number) =>
      new SignJWT({ sv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setJti('j')
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(clave);
    expect(await verificarToken(clave, await conVida(ahora, ahora + 10 * 365 * 86_400), TTL)).toBeNull();
    expect(await verificarToken(clave, await conVida(ahora, ahora + TTL + 1), TTL)).toBeNull();
    // Signed in the past with a long life, so that what is left of it is shorter than TOKEN_TTL.
    expect(await verificarToken(clave, await conVida(ahora - 10 * TTL, ahora + 60), TTL)).toBeNull();
    expect(await verificarToken(clave, await conVida(ahora, ahora + TTL), TTL)).not.toBeNull();
    // Signed in the future, so that it lives TOKEN_TTL from a day ten years away; a minute ahead is another server's
    // clock, which may run a little ahead of this one's.
    const enDiezAnios = ahora + 10 * 365 * 86_400;
    expect(await verificarToken(clave, await conVida(enDiezAnios, enDiezAnios + TTL), TTL)).toBeNull();
    expect(await verificarToken(clave, await conVida(ahora + 120, ahora + 120 + TTL), TTL)).toBeNull();
    expect(await verificarToken(clave, await conVida(ahora + 30, ahora + 30 + TTL), TTL)).not.toBeNull();
    const sinIat = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('sin-iat')
      .setExpirationTime(ahora + 60)
      .sign(clave);
    expect(await verificarToken(clave, sinIat, TTL)).toBeNull();
  });

  it('applies TOKEN_TTL to a token it remembers too: the same token, checked again under a shorter one', async () => {
    const clave = await importarSecreto('clave-vida-recordada');
    const { token } = await firmarToken(clave, 1, 0, 600);
    expect(await verificarToken(clave, token, 600)).not.toBeNull();
    expect(await verificarToken(clave, token, 599)).toBeNull();
  });
});
