// The route table of spec §2 plus contract §6's screens. Each screen's code loads on demand.
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { RequireAuth } from './guards.tsx';

const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

// The frame loads with the first signed-in page, not with the login screen.
const DashboardLayout = lazy(async () => ({
  default: (await import('./layout/dashboard-layout.tsx')).DashboardLayout,
}));

export const router = createBrowserRouter([
  { path: '/', lazy: screen(() => import('./routes/login.tsx')) },
  { path: '/login', lazy: screen(() => import('./routes/login.tsx')) },
  { path: '/unauthorized', lazy: screen(() => import('./routes/unauthorized.tsx')) },
  {
    element: (
      <RequireAuth>
        <DashboardLayout />
      </RequireAuth>
    ),
    children: [
      { path: '/dashboard', element: <Navigate to="/dashboard/inicio" replace /> },
      { path: '/dashboard/inicio', lazy: screen(() => import('./routes/inicio.tsx')) },
      { path: '/dashboard/domicilio/crear', lazy: screen(() => import('./routes/domicilio-crear.tsx')) },
      { path: '/dashboard/tienda/crear', lazy: screen(() => import('./routes/tienda-crear.tsx')) },
      { path: '/dashboard/perfil', lazy: screen(() => import('./routes/perfil.tsx')) },
      {
        // spec §6: these need the ADMIN role; the server checks it again on every call.
        element: (
          <RequireAuth roles={[ROL_ADMIN]}>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          { path: '/dashboard/usuarios', lazy: screen(() => import('./routes/usuarios.tsx')) },
          { path: '/dashboard/rolModulos', lazy: screen(() => import('./routes/rol-modulos.tsx')) },
          { path: '/dashboard/maquina/ventas', lazy: screen(() => import('./routes/maquina-ventas.tsx')) },
          { path: '/dashboard/administracion/egresos', lazy: screen(() => import('./routes/egresos.tsx')) },
          { path: '/dashboard/catalogos', lazy: screen(() => import('./routes/catalogos.tsx')) },
          { path: '/dashboard/bitacora', lazy: screen(() => import('./routes/bitacora.tsx')) },
        ],
      },
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
