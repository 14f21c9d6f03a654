// The route table: the login, the panel's screens behind the sign-in guard, each screen's code loaded on demand and
// its tab title in `handle`. The root route sets the title and shows a spinner while the first screen loads.
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { type RouteHandle, useDocumentTitle } from './document-title.tsx';
import { RequireAuth } from './guards.tsx';
import { rememberExpired } from './login-return.tsx';

const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });
const menu = mensajes.ui.menu;

// The frame loads with the first signed-in page, not with the login screen.
const DashboardLayout = lazy(async () => ({
  default: (await import('./layout/dashboard-layout.tsx')).DashboardLayout,
}));

/** While the first screen's code loads; plain markup, so the login page loads no more than it needs. */
function FirstLoad() {
  return (
    <div className="d-flex justify-content-center py-5" role="status">
      <span className="spinner-border spinner-border-sm text-secondary" aria-hidden="true" />
      <span className="visually-hidden">{mensajes.general.cargando}</span>
    </div>
  );
}

function Root() {
  useDocumentTitle();
  return <Outlet />;
}

export const router = createBrowserRouter([
  {
    Component: Root,
    HydrateFallback: FirstLoad,
    children: [
      { path: '/', ...titled(mensajes.ui.iniciarSesion), lazy: screen(() => import('./routes/login.tsx')) },
      {
        path: '/login',
        ...titled(mensajes.ui.iniciarSesion),
        lazy: screen(() => import('./routes/login.tsx')),
      },
      {
        path: '/unauthorized',
        ...titled(mensajes.ui.noAutorizado),
        lazy: screen(() => import('./routes/unauthorized.tsx')),
      },
      {
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
        children: [
          { path: '/dashboard', element: <Navigate to="/dashboard/inicio" replace /> },
          {
            path: '/dashboard/inicio',
            ...titled(menu.inicio),
            lazy: screen(() => import('./routes/inicio.tsx')),
          },
          {
            path: '/dashboard/domicilio/crear',
            ...titled(menu.domicilio),
            lazy: screen(() => import('./routes/domicilio-crear.tsx')),
          },
          {
            path: '/dashboard/tienda/crear',
            ...titled(menu.tienda),
            lazy: screen(() => import('./routes/tienda-crear.tsx')),
          },
          {
            path: '/dashboard/perfil',
            ...titled(mensajes.perfil.titulo),
            lazy: screen(() => import('./routes/perfil.tsx')),
          },
          {
            // These need the ADMIN role; the server checks it again on every call.
            element: (
              <RequireAuth roles={[ROL_ADMIN]}>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              {
                path: '/dashboard/usuarios',
                ...titled(menu.usuarios),
                lazy: screen(() => import('./routes/usuarios.tsx')),
              },
              {
                path: '/dashboard/rolModulos',
                ...titled(menu.rolModulos),
                lazy: screen(() => import('./routes/rol-modulos.tsx')),
              },
              {
                path: '/dashboard/maquina/ventas',
                ...titled(menu.ventas),
                lazy: screen(() => import('./routes/maquina-ventas.tsx')),
              },
              {
                path: '/dashboard/administracion/egresos',
                ...titled(menu.egresos),
                lazy: screen(() => import('./routes/egresos.tsx')),
              },
              {
                path: '/dashboard/catalogos',
                ...titled(menu.catalogos),
                lazy: screen(() => import('./routes/catalogos.tsx')),
              },
              {
                path: '/dashboard/bitacora',
                ...titled(menu.bitacora),
                lazy: screen(() => import('./routes/bitacora.tsx')),
              },
            ],
          },
          {
            path: '*',
            ...titled(mensajes.general.paginaNoEncontrada),
            lazy: screen(() => import('./routes/not-found.tsx')),
          },
        ],
      },
    ],
  },
]);

// A 401 on any call: the api client has already cleared the session. Remember this screen, so the login says the
// session expired and comes back here, and go to /login without reloading.
setUnauthorizedHandler(() => {
  const { pathname, search } = router.state.location;
  rememberExpired(pathname + search);
  void router.navigate('/login', { replace: true });
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
