// Route guards (spec §2): sign-in required → /login; a listed role missing → /unauthorized.
// They are courtesy: the server decides every permission again.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/use-session.ts';

export function RequireAuth({ children, roles }: { children: ReactNode; roles?: readonly string[] }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (roles && !roles.includes(session.rol)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
