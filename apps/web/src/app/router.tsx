// The route table: the login, the panel's screens behind the sign-in guard, each screen's code loaded on demand and
// its tab title in `handle`. The root route sets the title and shows a spinner while the first screen loads.
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS, type Pantalla } from '@aguavend/contract/pantallas';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { getPerfil } from '../features/perfil/api/pedir-perfil.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { esperarPrimeraCarga, primeraCarga } from '../lib/primera-carga.ts';
import { getToken, isTokenValid, rememberedPerfil } from '../lib/session.ts';
import { type RouteHandle, useDocumentTitle } from './document-title.tsx';
import { RequireAuth } from './guards.tsx';
import { rememberExpired } from './login-return.tsx';

const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const titled = (title: string): { handle: RouteHandle } => ({ handle: { title } });
const menu = mensajes.ui.menu;

// The frame and the screens' guard load with the first signed-in page, not with the login screen: as route `lazy`,
// so the router fetches them beside the screen's own code when a page opens, instead of one after the other as
// each renders (a phone's cold load of Inicio waited on three chunks in a row, decision 029).
const frame = async () => {
  esperarPrimeraCarga();
  // The grants' call leaves now, beside the frame's code, not once that code has arrived and run: the screen's
  // guard waits on both, and a phone on a slow network waited for one after the other. When the tab remembers the
  // grants, the screen opens on them and nothing waits on the call: it waits for the first load (primera-carga.ts).
  let enCamino = !isTokenValid(getToken())
    ? undefined
    : rememberedPerfil()
      ? primeraCarga().then(getPerfil)
      : getPerfil();
  // Its failure is the cache's to show (prepareFrame); here it is only kept from being reported as unhandled.
  enCamino?.catch(() => {});
  const { DashboardLayout, prepareFrame } = await import('./layout/dashboard-layout.tsx');
  return {
    // Hands the call on (once: a later run of the loader asks anew) without waiting for its answer: the router
    // renders as soon as every chunk is here.
    loader: () => {
      prepareFrame(enCamino);
      enCamino = undefined;
      return null;
    },
    element: (
      <RequireAuth>
        <DashboardLayout />
      </RequireAuth>
    ),
  };
};
const guard = (key: string, pantalla: Pantalla) => async () => {
  const { RequirePantalla } = await import('./pantalla-guard.tsx');
  return { element: <RequirePantalla key={key} pantalla={pantalla} /> };
};

/**
 * A screen at its URL (contract/pantallas.ts), open only when the role grants it; the server checks every call. The
 * key gives each screen a guard of its own, so opening another screen reads the grants anew.
 */
const granted = (pantalla: Pantalla, title: string, load: () => Promise<{ default: ComponentType }>) => ({
  lazy: guard(pantalla, pantalla),
  children: [{ path: PANTALLAS[pantalla].ruta, ...titled(title), lazy: screen(load) }],
});

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
        lazy: frame,
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({ Component: (await import('./pantalla-guard.tsx')).Landing }),
          },
          granted('inicio', menu.inicio, () => import('./routes/inicio.tsx')),
          granted('reportes', menu.reportes, () => import('./routes/reportes.tsx')),
          granted('domicilios', menu.domicilio, () => import('./routes/domicilio-crear.tsx')),
          granted('tiendas', menu.tienda, () => import('./routes/tienda-crear.tsx')),
          granted('ventas', menu.ventas, () => import('./routes/maquina-ventas.tsx')),
          granted('usuarios', menu.usuarios, () => import('./routes/usuarios.tsx')),
          granted('rolModulos', menu.rolModulos, () => import('./routes/rol-modulos.tsx')),
          granted('egresos', menu.egresos, () => import('./routes/egresos.tsx')),
          granted('catalogos', menu.catalogos, () => import('./routes/catalogos.tsx')),
          granted('bitacora', menu.bitacora, () => import('./routes/bitacora.tsx')),
          granted('cortes', menu.cortes, () => import('./routes/cortes.tsx')),
          {
            // A corte's comprobante belongs to the Cortes screen.
            lazy: guard('cortes-comprobante', 'cortes'),
            children: [
              {
                path: `${PANTALLAS.cortes.ruta}/:id_corte/comprobante`,
                ...titled(mensajes.uiCortes.comprobante),
                lazy: screen(() => import('./routes/cortes-comprobante.tsx')),
              },
            ],
          },
          {
            // A store's page belongs to the Tiendas screen.
            lazy: guard('tienda-detalle', 'tiendas'),
            children: [
              {
                path: '/dashboard/tienda/:id',
                ...titled(mensajes.tiendas.ui.detalle),
                lazy: screen(() => import('./routes/tienda-detalle.tsx')),
              },
            ],
          },
          granted('miTienda', menu.miTienda, () => import('./routes/mi-tienda.tsx')),
          {
            // A store's own statements, read and printed, belong to Mi tienda (the server shows only their store).
            lazy: guard('mi-tienda-estados', 'miTienda'),
            children: [
              {
                path: `${PANTALLAS.miTienda.ruta}/estado`,
                ...titled(mensajes.estadosCuenta.ui.titulo),
                lazy: screen(() => import('./routes/mi-tienda-estado.tsx')),
              },
              {
                path: `${PANTALLAS.miTienda.ruta}/estado/imprimir`,
                ...titled(mensajes.estadosCuenta.ui.titulo),
                lazy: screen(() => import('./routes/mi-tienda-estado-imprimir.tsx')),
              },
            ],
          },
          granted('depositos', menu.depositos, () => import('./routes/depositos.tsx')),
          granted('ajustes', menu.ajustes, () => import('./routes/ajustes.tsx')),
          granted('alertas', mensajes.alertas.titulo, () => import('./routes/alertas.tsx')),
          granted(
            'estadosCuenta',
            mensajes.estadosCuenta.ui.titulo,
            () => import('./routes/estados-cuenta.tsx'),
          ),
          {
            // A statement and the printed statements belong to the Estados de cuenta screen.
            lazy: guard('estados-cuenta-hojas', 'estadosCuenta'),
            children: [
              {
                path: `${PANTALLAS.estadosCuenta.ruta}/ver`,
                ...titled(mensajes.estadosCuenta.ui.titulo),
                lazy: screen(() => import('./routes/estado-cuenta-ver.tsx')),
              },
              {
                path: `${PANTALLAS.estadosCuenta.ruta}/imprimir`,
                ...titled(mensajes.estadosCuenta.ui.titulo),
                lazy: screen(() => import('./routes/estados-cuenta-imprimir.tsx')),
              },
            ],
          },
          granted(
            'registroSanitario',
            mensajes.uiSanitario.titulo,
            () => import('./routes/registro-sanitario.tsx'),
          ),
          {
            // A machine's care page and its expediente belong to the Registro sanitario screen.
            lazy: guard('registro-sanitario-hojas', 'registroSanitario'),
            children: [
              {
                path: `${PANTALLAS.registroSanitario.ruta}/maquina/:id_maquina`,
                ...titled(mensajes.uiSanitario.cuidado),
                lazy: screen(() => import('./routes/registro-sanitario-maquina.tsx')),
              },
              {
                path: `${PANTALLAS.registroSanitario.ruta}/expediente`,
                ...titled(mensajes.uiSanitario.expediente),
                lazy: screen(() => import('./routes/registro-sanitario-expediente.tsx')),
              },
            ],
          },
          {
            // Every signed-in user's own profile.
            path: '/dashboard/perfil',
            ...titled(mensajes.perfil.titulo),
            lazy: screen(() => import('./routes/perfil.tsx')),
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
