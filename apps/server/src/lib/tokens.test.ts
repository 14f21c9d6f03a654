// Token checks, including the per-key memory of tokens already verified (it must never outlive a token's
// expiry nor carry a token from one key to another).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firmarToken, importarSecreto, verificarToken } from './tokens.ts';

afterEach(() => vi.useRealTimers());

describe('verificarToken', () => {
  it('accepts a token signed with its key, again and again, with the same claims', async () => {
    const clave = await importarSecreto('una-clave-de-prueba');
    const { token, jti, exp } = await firmarToken(clave, 42, 3, 60);
    const esperado = { idUsuario: 42, jti, exp, versionSesion: 3 };
    expect(await verificarToken(clave, token)).toEqual(esperado);
    expect(await verificarToken(clave, token)).toEqual(esperado);
  });

  it('refuses a token verified before once it expires', async () => {
    const clave = await importarSecreto('otra-clave-de-prueba');
    const { token } = await firmarToken(clave, 7, 0, 60);
    expect(await verificarToken(clave, token)).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verificarToken(clave, token)).toBeNull();
  });

  it('refuses under another key a token already verified under its own', async () => {
    const a = await importarSecreto('clave-a');
    const b = await importarSecreto('clave-b');
    const { token } = await firmarToken(a, 1, 0, 60);
    expect(await verificarToken(a, token)).not.toBeNull();
    expect(await verificarToken(b, token)).toBeNull();
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const clave = await importarSecreto('clave-c');
    const { token } = await firmarToken(clave, 1, 0, 60);
    expect(await verificarToken(clave, token)).not.toBeNull();
    const [h, , f] = token.split('.');
    const otro = Buffer.from(JSON.stringify({ sub: '2', jti: 'x', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await verificarToken(clave, `${h}.${otro}.${f}`)).toBeNull();
  });
});
