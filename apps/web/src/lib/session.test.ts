import { describe, expect, it } from 'vitest';
import { fakeToken, usuarioJson } from '../test/tokens.ts';
import { clearSession, getSession, isTokenValid, saveSession, tokenExpiry } from './session.ts';

describe('session', () => {
  it('keeps user, token, rol and id_rol in sessionStorage', () => {
    const token = fakeToken(60);
    saveSession(usuarioJson('ADMIN'), token);
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem('rol')).toBe('ADMIN');
    expect(sessionStorage.getItem('id_rol')).toBe('1');
    expect(JSON.parse(sessionStorage.getItem('user') ?? '{}').username).toBe('ana');
    expect(getSession()?.user.nombre).toBe('Ana');
    clearSession();
    expect(getSession()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('counts a token only while its exp is in the future', () => {
    const token = fakeToken(60);
    expect(tokenExpiry(token)).toBeGreaterThan(Date.now() / 1000);
    expect(isTokenValid(token)).toBe(true);
    expect(isTokenValid(token, Date.now() + 61_000)).toBe(false);
    expect(isTokenValid(fakeToken(-1))).toBe(false);
    expect(isTokenValid('a.b.c')).toBe(false);
    expect(isTokenValid(null)).toBe(false);
  });
});
