// Every API route of the product, in one encapsulated scope where each route must declare its access.
import type { FastifyInstance } from 'fastify';
import { exigirAcceso, type RutaDeclarada } from '../plugins/auth.ts';
import ajustes from './ajustes/ajustes.routes.ts';
import identidad from './ajustes/identidad.routes.ts';
import alertas from './alertas/alertas.routes.ts';
import bitacora from './bitacora/bitacora.routes.ts';
import catalogos from './catalogos/catalogos.routes.ts';
import cortes from './cortes/cortes.routes.ts';
import depositos from './cortes/depositos.routes.ts';
import convenios from './cuentas/convenios.routes.ts';
import estadosCuenta from './cuentas/estados.routes.ts';
import pagos from './cuentas/pagos.routes.ts';
import egresos from './egresos/egresos.routes.ts';
import health from './health/health.routes.ts';
import descargas from './listas/descargas.routes.ts';
import atencion from './negocio/atencion.routes.ts';
import negocio from './negocio/negocio.routes.ts';
import reportes from './reportes/reportes.routes.ts';
import respaldos from './respaldos/respaldos.routes.ts';
import modulos from './rolmod/modulos.routes.ts';
import roles from './rolmod/roles.routes.ts';
import urls from './rolmod/urls.routes.ts';
import adjuntosSanitarios from './sanitario/adjuntos.routes.ts';
import sanitario from './sanitario/sanitario.routes.ts';
import sesion from './sesion/sesion.routes.ts';
import miTienda from './tiendas/mi-tienda.routes.ts';
import tiendas from './tiendas/tiendas.routes.ts';
import ubicaciones from './ubicaciones/ubicaciones.routes.ts';
import usuarios from './usuarios/usuarios.routes.ts';
import ventas from './ventas/ventas.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its declared access, for the permissions matrix. */
    rutasApi: RutaDeclarada[];
  }
}

export default async function api(app: FastifyInstance, opts: { rutas: RutaDeclarada[] }) {
  exigirAcceso(app, opts.rutas);
  for (const modulo of [
    health,
    sesion,
    usuarios,
    roles,
    modulos,
    urls,
    catalogos,
    tiendas,
    ubicaciones,
    miTienda,
    ventas,
    egresos,
    cortes,
    depositos,
    descargas,
    reportes,
    negocio,
    atencion,
    bitacora,
    respaldos,
    ajustes,
    identidad,
    convenios,
    estadosCuenta,
    pagos,
    alertas,
    sanitario,
    adjuntosSanitarios,
  ]) {
    await app.register(modulo);
  }
}
