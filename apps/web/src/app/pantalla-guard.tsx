// The screens' guard (issue 15): a screen the role does not grant → /unauthorized; and where /dashboard lands. It
// reads the grants from the query cache, so it loads with the frame, not with the login page.
import { PANTALLAS, type Pantalla } from '@aguavend/contract/pantallas';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadError, Loading } from '../components/states.tsx';
import { SIDEBAR_ENTRIES } from './layout/sidebar.tsx';
import { usePantallas } from './use-pantallas.ts';

/**
 * The screen opens when the role grants `pantalla`. A refusal needs the grants read again since the guard opened
 * (the route table keys it by screen, so each screen opened is a new guard): until then it waits, so a screen
 * granted a moment ago opens instead of being refused.
 */
export function RequirePantalla({ pantalla }: { pantalla: Pantalla }) {
  const grants = usePantallas();
  const allowed = grants.data?.has(pantalla) === true;
  const readSinceOpened = grants.isFetchedAfterMount && !grants.isFetching;
  const mustAsk = !allowed && !readSinceOpened && !grants.isFetching;
  const { refetch } = grants;
  useEffect(() => {
    if (mustAsk) void refetch({ cancelRefetch: false });
  }, [mustAsk, refetch]);

  if (allowed) return <Outlet />;
  if (grants.data === undefined && grants.isError) return <LoadError onRetry={() => void grants.refetch()} />;
  if (!readSinceOpened) return <Loading />;
  return <Navigate to="/unauthorized" replace />;
}

/** /dashboard: Inicio, or else the first granted screen in the sidebar's order, or else the user's own profile. */
export function Landing() {
  const grants = usePantallas();
  if (grants.data === undefined)
    return grants.isError ? <LoadError onRetry={() => void grants.refetch()} /> : <Loading />;
  const first = SIDEBAR_ENTRIES.find((e) => grants.data.has(e.pantalla));
  return <Navigate to={first ? PANTALLAS[first.pantalla].ruta : '/dashboard/perfil'} replace />;
}
