// The session in sessionStorage (gone when the tab closes): user, token, rol and id_rol, and the signed-in user's
// last profile answer.
import { type UsuarioSesion, UsuarioSesionSchema } from '@aguavend/contract/sesion';

const KEYS = { user: 'user', token: 'token', rol: 'rol', idRol: 'id_rol', perfil: 'perfil' } as const;

export type Session = { user: UsuarioSesion; token: string; rol: string; id_rol: number };

export function saveSession(usuarioJson: string, token: string): Session {
  const user = UsuarioSesionSchema.parse(JSON.parse(usuarioJson));
  sessionStorage.removeItem(KEYS.perfil);
  sessionStorage.setItem(KEYS.user, JSON.stringify(user));
  sessionStorage.setItem(KEYS.token, token);
  sessionStorage.setItem(KEYS.rol, user.rol);
  sessionStorage.setItem(KEYS.idRol, String(user.id_rol));
  notify();
  return { user, token, rol: user.rol, id_rol: user.id_rol };
}

export function clearSession() {
  for (const k of Object.values(KEYS)) sessionStorage.removeItem(k);
  notify();
}

export function removeToken() {
  sessionStorage.removeItem(KEYS.token);
  notify();
}

/** A password change ends every other session; the server hands this one a new token to go on with. */
export function replaceToken(token: string) {
  sessionStorage.setItem(KEYS.token, token);
  notify();
}

export function getToken(): string | null {
  return sessionStorage.getItem(KEYS.token);
}

/** The expiry claim of a JWT, or null when the token cannot be decoded. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** A token counts only while its `exp` is later than now. */
export function isTokenValid(token: string | null, now = Date.now()): boolean {
  if (!token) return false;
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 > now;
}

export function getSession(): Session | null {
  const token = getToken();
  const raw = sessionStorage.getItem(KEYS.user);
  if (!token || !raw || !isTokenValid(token)) return null;
  try {
    const user = UsuarioSesionSchema.parse(JSON.parse(raw));
    return { user, token, rol: user.rol, id_rol: user.id_rol };
  } catch {
    return null;
  }
}

/**
 * The last answer of /users/perfil in this tab (the user's data and the screens their role grants), so that a reload
 * opens the screen at once on the grants it had while they are read again, instead of a phone waiting one more round
 * trip with a spinner (issue 20). Courtesy like every guard: the server checks each call. A new sign-in drops it.
 */
export function rememberPerfil<T extends { id_usuario: number }>(perfil: T) {
  sessionStorage.setItem(KEYS.perfil, JSON.stringify(perfil));
}

/** The remembered answer when it is the signed-in user's own, else undefined. */
export function rememberedPerfil<T extends { id_usuario: number }>(): T | undefined {
  const raw = sessionStorage.getItem(KEYS.perfil);
  const session = getSession();
  if (!raw || !session) return undefined;
  try {
    const perfil = JSON.parse(raw) as T | null;
    return perfil?.id_usuario === session.user.id_usuario ? perfil : undefined;
  } catch {
    return undefined;
  }
}

// Components re-read the session when it changes (login, logout, a 401).
const listeners = new Set<() => void>();
function notify() {
  for (const l of listeners) l();
}
export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
