import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../lib/session.ts';
import { fakeToken, usuarioJson } from '../test/tokens.ts';
import { RequireAuth } from './guards.tsx';
import { readReturn, rememberExpired, takeReturnPath } from './login-return.tsx';

function renderAt() {
  render(
    <MemoryRouter initialEntries={['/dashboard/usuarios']}>
      <Routes>
        <Route path="/login" element={<p>pantalla de login</p>} />
        <Route path="/unauthorized" element={<p>sin permiso</p>} />
        <Route
          path="/dashboard/usuarios"
          element={
            <RequireAuth>
              <p>usuarios</p>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  it('sends a signed-out user to /login', () => {
    renderAt();
    expect(screen.getByText('pantalla de login')).toBeInTheDocument();
  });

  it('lets any signed-in user in (each screen then checks its own grant)', () => {
    saveSession(usuarioJson('OPERADOR'), fakeToken(3600));
    renderAt();
    expect(screen.getByText('usuarios')).toBeInTheDocument();
  });

  it('treats an expired token as signed out', () => {
    saveSession(usuarioJson('ADMIN'), fakeToken(-10));
    renderAt();
    expect(screen.getByText('pantalla de login')).toBeInTheDocument();
  });

  it('treats an undecodable token as signed out', () => {
    saveSession(usuarioJson('ADMIN'), 'esto-no-es-un-token');
    renderAt();
    expect(screen.getByText('pantalla de login')).toBeInTheDocument();
  });
});

describe('RequireAuth remembers where to return after signing in', () => {
  it('a session whose token expired: back here, and the login says it expired', () => {
    saveSession(usuarioJson('ADMIN'), fakeToken(-10));
    renderAt();
    expect(readReturn()).toEqual({ from: '/dashboard/usuarios', expired: true });
  });

  it('never signed in: back here, with no word of an expired session', () => {
    renderAt();
    expect(readReturn()).toEqual({ from: '/dashboard/usuarios', expired: false });
  });

  it('the expiry a 401 noted just before is kept, with the latest screen', () => {
    rememberExpired('/dashboard/catalogos?tab=productos');
    renderAt();
    expect(readReturn()).toEqual({ from: '/dashboard/usuarios', expired: true });
    expect(takeReturnPath()).toBe('/dashboard/usuarios');
    expect(readReturn()).toBeNull();
  });
});
