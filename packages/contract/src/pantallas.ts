// The screens a role can be granted (issue 15, contract §7). A screen is named by its URL: a role grants it when
// one of the role's modules holds a URL (`urls.ruta`) equal to the screen's `ruta`. ADMIN is granted every
// screen; the reserved ones are ADMIN's alone, whatever a role's modules say, so no role can grant itself more.
// Every API route declares the screens it belongs to; the server answers it only to a caller granted one of them.

export const PANTALLAS = {
  inicio: { ruta: '/dashboard/inicio', reservada: false },
  reportes: { ruta: '/dashboard/reportes', reservada: false },
  domicilios: { ruta: '/dashboard/domicilio/crear', reservada: false },
  tiendas: { ruta: '/dashboard/tienda/crear', reservada: false },
  ventas: { ruta: '/dashboard/maquina/ventas', reservada: false },
  egresos: { ruta: '/dashboard/administracion/egresos', reservada: false },
  cortes: { ruta: '/dashboard/cortes', reservada: false },
  depositos: { ruta: '/dashboard/depositos', reservada: false },
  estadosCuenta: { ruta: '/dashboard/estados-cuenta', reservada: false },
  miTienda: { ruta: '/dashboard/mi-tienda', reservada: false },
  registroSanitario: { ruta: '/dashboard/registro-sanitario', reservada: false },
  alertas: { ruta: '/dashboard/alertas', reservada: false },
  usuarios: { ruta: '/dashboard/usuarios', reservada: true },
  rolModulos: { ruta: '/dashboard/rolModulos', reservada: true },
  catalogos: { ruta: '/dashboard/catalogos', reservada: true },
  bitacora: { ruta: '/dashboard/bitacora', reservada: true },
  ajustes: { ruta: '/dashboard/ajustes', reservada: true },
} as const;

export type Pantalla = keyof typeof PANTALLAS;

export const NOMBRES_PANTALLAS = Object.keys(PANTALLAS) as Pantalla[];

/** The URLs that only ADMIN may open: the module editor shows them as reserved and refuses to assign them. */
export const RUTAS_RESERVADAS: readonly string[] = NOMBRES_PANTALLAS.filter(
  (p) => PANTALLAS[p].reservada,
).map((p) => PANTALLAS[p].ruta);
