import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyColorMode, setColorMode, storedColorMode } from './color-mode.ts';

function systemDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: dark, addEventListener: () => {}, removeEventListener: () => {} })),
  );
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('color mode', () => {
  it('follows the system until a mode is chosen', () => {
    systemDark(true);
    applyColorMode();
    expect(storedColorMode()).toBe('auto');
    expect(document.documentElement.dataset.bsTheme).toBe('dark');
    systemDark(false);
    applyColorMode();
    expect(document.documentElement.dataset.bsTheme).toBe('light');
  });

  it('a chosen mode wins over the system and is remembered', () => {
    systemDark(false);
    setColorMode('dark');
    expect(document.documentElement.dataset.bsTheme).toBe('dark');
    expect(localStorage.getItem('tema')).toBe('dark');
    setColorMode('auto');
    expect(localStorage.getItem('tema')).toBeNull();
    expect(document.documentElement.dataset.bsTheme).toBe('light');
  });
});
