// Light or dark: Bootstrap 5.3's color modes on <html data-bs-theme>. The person's choice (light, dark, or as the
// system says) is kept in localStorage; "as the system says" follows prefers-color-scheme, also when it changes.
import { useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark' | 'auto';
export type ResolvedMode = 'light' | 'dark';

const KEY = 'tema';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

export function storedColorMode(): ColorMode {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'light' || v === 'dark' ? v : 'auto';
  } catch {
    return 'auto';
  }
}

const systemIsDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

export const resolveColorMode = (mode: ColorMode): ResolvedMode =>
  mode === 'auto' ? (systemIsDark() ? 'dark' : 'light') : mode;

/** Puts the stored choice on the page; called once before the first render, then on every change. */
export function applyColorMode() {
  document.documentElement.dataset.bsTheme = resolveColorMode(storedColorMode());
  notify();
}

export function setColorMode(mode: ColorMode) {
  try {
    if (mode === 'auto') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, mode);
  } catch {
    // Storage refused (private mode): the choice lasts until the page closes.
  }
  applyColorMode();
}

let watching = false;
/** While the choice is "as the system", a change of the system's setting changes the page at once. */
export function watchSystemColorMode() {
  if (watching || typeof window.matchMedia !== 'function') return;
  watching = true;
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (storedColorMode() === 'auto') applyColorMode();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const snapshot = () => `${storedColorMode()}|${document.documentElement.dataset.bsTheme ?? 'light'}`;

/** The chosen mode and the one showing, as React state. */
export function useColorMode(): { mode: ColorMode; resolved: ResolvedMode } {
  const [mode, resolved] = useSyncExternalStore(subscribe, snapshot, () => 'auto|light').split('|');
  return { mode: mode as ColorMode, resolved: resolved === 'dark' ? 'dark' : 'light' };
}
