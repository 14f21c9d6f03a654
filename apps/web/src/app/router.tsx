// The route table of spec §2 plus contract §6's screens. Each screen's code loads on demand.
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { RequireAuth } from './guards.tsx';

type Screen = () => Promise<{ default: ComponentType }>;
const ADMIN = [ROL_ADMIN] as const;

const screen = (load: Screen) => async () => ({ Component: (await load()).default });

/** A screen behind the sign-in guard and, when given, a role guard. */
const guarded = (load: Screen, roles?: readonly string[]) => async () => {
  const { default: Screen } = await load();
  return {
    Component: () => (
      <RequireAuth {...(roles ? { roles } : {})}>
        <Screen />
      </RequireAuth>
    ),
  };
};

export const router = createBrowserRouter([
  { path: '/', lazy: screen(() => import('./routes/login.tsx')) },
  { path: '/login', lazy: screen(() => import('./routes/login.tsx')) },
  { path: '/unauthorized', lazy: screen(() => import('./routes/unauthorized.tsx')) },
  {
    // The frame loads with the first signed-in page, not with the login screen.
    lazy: async () => {
      const { DashboardLayout } = await import('./layout/dashboard-layout.tsx');
      return {
        Component: () => (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
      };
    },
    children: [
      { path: '/dashboard', element: <Navigate to="/dashboard/inicio" replace /> },
      { path: '/dashboard/inicio', lazy: guarded(() => import('./routes/inicio.tsx')) },
      { path: '/dashboard/usuarios', lazy: guarded(() => import('./routes/usuarios.tsx'), ADMIN) },
      { path: '/dashboard/rolModulos', lazy: guarded(() => import('./routes/rol-modulos.tsx'), ADMIN) },
      { path: '/dashboard/domicilio/crear', lazy: guarded(() => import('./routes/domicilio-crear.tsx')) },
      {
        path: '/dashboard/administracion/egresos',
        lazy: guarded(() => import('./routes/egresos.tsx'), ADMIN),
      },
      { path: '/dashboard/tienda/crear', lazy: guarded(() => import('./routes/tienda-crear.tsx')) },
      {
        path: '/dashboard/maquina/ventas',
        lazy: guarded(() => import('./routes/maquina-ventas.tsx'), ADMIN),
      },
      { path: '/dashboard/catalogos', lazy: guarded(() => import('./routes/catalogos.tsx'), ADMIN) },
      { path: '/dashboard/bitacora', lazy: guarded(() => import('./routes/bitacora.tsx'), ADMIN) },
      { path: '/dashboard/perfil', lazy: guarded(() => import('./routes/perfil.tsx')) },
      { path: '*', lazy: screen(() => import('./routes/not-found.tsx')) },
    ],
  },
]);

// A 401 on any call: the api client has already cleared the session; go to /login without reloading.
setUnauthorizedHandler(() => {
  void router.navigate('/login', { replace: true });
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
