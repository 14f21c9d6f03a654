// The current session as React state: components re-render on login, logout and a 401.
import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session.ts';

let cached: { key: string | null; value: Session | null } = { key: null, value: null };

/** getSession() builds a new object each time; keep one per stored token so React sees a stable value. */
function snapshot(): Session | null {
  const key = `${sessionStorage.getItem('token')}|${sessionStorage.getItem('user')}`;
  if (cached.key !== key) cached = { key, value: getSession() };
  // An expired token turns the session off even though storage did not change.
  if (cached.value && !getSession()) cached = { key, value: null };
  return cached.value;
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, snapshot, () => null);
}
