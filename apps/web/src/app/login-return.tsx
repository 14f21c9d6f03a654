// Where the login screen sends the person after signing in, and whether it must say that the session expired.
// Kept in sessionStorage (not in the navigation's state) because a 401 and the guard both navigate to /login and
// the later one must not lose what the earlier one knew.
import { mensajes } from '@aguavend/contract/messages';

const KEY = 'login_regreso';
// /dashboard lands on Inicio, or on the first screen the role grants.
const HOME = '/dashboard';

type Return = { from: string; expired: boolean };

/** Only a screen of the panel is a place to return to (never another site, never the login itself). */
const isPanelPath = (p: unknown): p is string => typeof p === 'string' && /^\/dashboard(?:[/?#]|$)/.test(p);

export function readReturn(): Return | null {
  try {
    const r = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Return> | null;
    return r && isPanelPath(r.from) ? { from: r.from, expired: r.expired === true } : null;
  } catch {
    return null;
  }
}

/**
 * A 401 on a call: the session expired on this screen. Calls made side by side (the screen's and the bell's) may
 * answer 401 after the first one already moved to /login: only a screen of the panel is remembered, so the later
 * ones keep what the first knew.
 */
export function rememberExpired(from: string) {
  if (!isPanelPath(from)) return;
  sessionStorage.setItem(KEY, JSON.stringify({ from, expired: true }));
}

/**
 * A screen of the panel opened without a session: the latest such screen is the one to return to. `hadToken`: a
 * token was stored but is no longer valid, so the session expired; an expiry a 401 noted just before is kept.
 */
export function rememberSignedOut(from: string, hadToken: boolean) {
  const expired = hadToken || readReturn()?.expired === true;
  sessionStorage.setItem(KEY, JSON.stringify({ from, expired }));
}

/** After signing in: the screen the person was on, or the landing; what was remembered is forgotten. */
export function takeReturnPath(): string {
  const r = readReturn();
  sessionStorage.removeItem(KEY);
  return r?.from ?? HOME;
}

/** The login screen's notice when the session expired (Bootstrap's classes only: the router loads this file). */
export function SessionExpiredNotice() {
  if (!readReturn()?.expired) return null;
  return (
    <div className="alert alert-warning small" role="status">
      <h2 className="alert-heading h6 mb-1">{mensajes.marco.sesionExpiradaTitulo}</h2>
      {mensajes.marco.sesionExpirada}
    </div>
  );
}
