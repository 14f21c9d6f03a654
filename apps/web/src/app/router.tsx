// The route table of spec §2 plus contract §6's screens. Each screen's code loads on demand.
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';

const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const router = createBrowserRouter([
  { path: '/', lazy: screen(() => import('./routes/login.tsx')) },
  { path: '/login', lazy: screen(() => import('./routes/login.tsx')) },
  {
    path: '/dashboard',
    children: [
      { index: true, element: <Navigate to="/dashboard/inicio" replace /> },
      { path: 'inicio', lazy: screen(() => import('./routes/inicio.tsx')) },
      { path: 'usuarios', lazy: screen(() => import('./routes/usuarios.tsx')) },
      { path: 'rolModulos', lazy: screen(() => import('./routes/rol-modulos.tsx')) },
      { path: 'domicilio/crear', lazy: screen(() => import('./routes/domicilio-crear.tsx')) },
      { path: 'administracion/egresos', lazy: screen(() => import('./routes/egresos.tsx')) },
      { path: 'tienda/crear', lazy: screen(() => import('./routes/tienda-crear.tsx')) },
      { path: 'maquina/ventas', lazy: screen(() => import('./routes/maquina-ventas.tsx')) },
      { path: 'catalogos', lazy: screen(() => import('./routes/catalogos.tsx')) },
      { path: 'perfil', lazy: screen(() => import('./routes/perfil.tsx')) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
