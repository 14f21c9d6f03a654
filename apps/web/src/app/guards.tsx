// Route guards: sign-in required → /login (which comes back here after signing in). The screens' own guard, which
// needs the query cache, is in pantalla-guard.tsx and loads with the frame. They are courtesy: the server decides
// every permission again.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getToken } from '../lib/session.ts';
import { useSession } from '../lib/use-session.ts';
import { rememberSignedOut } from './login-return.tsx';

export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // A token still stored but no longer valid: the session expired here.
    rememberSignedOut(location.pathname + location.search, getToken() !== null);
    return <Navigate to="/login" replace />;
  }
  return <>{children}</>;
}
