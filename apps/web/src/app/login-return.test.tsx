import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readReturn, rememberExpired, SessionExpiredNotice, takeReturnPath } from './login-return.tsx';

describe('the return after signing in', () => {
  it('goes to the landing (Inicio or the first granted screen) when nothing was remembered', () => {
    expect(takeReturnPath()).toBe('/dashboard');
  });

  it('only returns to a screen of the panel', () => {
    for (const from of ['https://otro.sitio/x', '//otro.sitio', '/login', '/dashboardx']) {
      rememberExpired(from);
      expect(readReturn()).toBeNull();
      expect(takeReturnPath()).toBe('/dashboard');
    }
  });

  it('a later 401, answered once the first moved to /login, keeps the screen and the expiry the first noted', () => {
    rememberExpired('/dashboard/rolModulos?tab=urls');
    rememberExpired('/login');
    expect(readReturn()).toEqual({ from: '/dashboard/rolModulos?tab=urls', expired: true });
    expect(takeReturnPath()).toBe('/dashboard/rolModulos?tab=urls');
  });

  it('the login says the session expired only when it did', () => {
    const { rerender } = render(<SessionExpiredNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    rememberExpired('/dashboard/maquina/ventas?maquina=2');
    rerender(<SessionExpiredNotice key="otra" />);
    expect(screen.getByRole('status')).toHaveTextContent('Sesión expirada');
    expect(screen.getByRole('status')).toHaveTextContent('Su sesión expiró');
  });
});
