import { describe, expect, it } from 'vitest';
import { fakeToken, usuarioJson } from '../test/tokens.ts';
import {
  clearSession,
  getSession,
  isTokenValid,
  rememberedPerfil,
  rememberPerfil,
  saveSession,
  tokenExpiry,
} from './session.ts';

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

  it("remembers the signed-in user's last profile answer until the session ends or another sign-in starts", () => {
    saveSession(usuarioJson('ADMIN'), fakeToken(60));
    expect(rememberedPerfil()).toBeUndefined();
    rememberPerfil({ id_usuario: 1, pantallas: ['inicio'] });
    expect(rememberedPerfil()).toEqual({ id_usuario: 1, pantallas: ['inicio'] });
    // Another user's answer is never handed to this one.
    rememberPerfil({ id_usuario: 2, pantallas: ['inicio'] });
    expect(rememberedPerfil()).toBeUndefined();
    rememberPerfil({ id_usuario: 1, pantallas: ['inicio'] });
    saveSession(usuarioJson('ADMIN'), fakeToken(60));
    expect(rememberedPerfil()).toBeUndefined();
    rememberPerfil({ id_usuario: 1, pantallas: ['inicio'] });
    clearSession();
    expect(sessionStorage.getItem('perfil')).toBeNull();
    // Without a session (an expired token), nothing is handed out either.
    sessionStorage.setItem('perfil', JSON.stringify({ id_usuario: 1 }));
    expect(rememberedPerfil()).toBeUndefined();
    saveSession(usuarioJson('ADMIN'), fakeToken(60));
    sessionStorage.setItem('perfil', '{roto');
    expect(rememberedPerfil()).toBeUndefined();
  });
});
