// Who may call what (contract §3), for every route that declares `config.acceso` (see modules/api.ts).
// The user's state, role and the token's revocation are read in one query on every call.

import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http.ts';
import { cargarSecreto, type TokenSecret, verificarToken } from '../lib/tokens.ts';

export type Acceso = 'publico' | 'sesion' | 'admin';

export type UsuarioActual = {
  id_usuario: number;
  username: string;
  nombre: string;
  rol: string;
  id_rol: number;
  jti: string;
  exp: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    acceso?: Acceso;
  }
  interface FastifyRequest {
    usuario: UsuarioActual | null;
  }
  interface FastifyInstance {
    tokenSecret: TokenSecret;
  }
}

export function tokenDe(request: FastifyRequest): string | null {
  const propio = request.headers.autorizado;
  if (typeof propio === 'string' && propio.length > 0) return propio.replace(/^Bearer\s+/i, '');
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '');
  return null;
}

/** The signed-in user; only called from routes whose access is 'sesion' or 'admin'. */
export function usuarioDe(request: FastifyRequest): UsuarioActual {
  if (!request.usuario) throw new HttpError(401, mensajes.sesion.tokenInvalido);
  return request.usuario;
}

type FilaSesion = {
  id_usuario: number;
  username: string;
  nombre: string;
  rol: string;
  id_rol: number;
  revocado: boolean;
};

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('tokenSecret', await cargarSecreto(app.db, app.config.jwtSecret));
    app.decorateRequest('usuario', null);

    app.addHook('onRequest', async (request) => {
      const acceso = request.routeOptions.config?.acceso;
      if (!acceso || acceso === 'publico') return;
      const token = tokenDe(request);
      if (!token) throw new HttpError(401, mensajes.sesion.tokenInvalido);
      const valido = await verificarToken(app.tokenSecret, token);
      if (!valido) throw new HttpError(401, mensajes.sesion.tokenInvalido);
      const { rows } = (await app.db.execute(sql`
        select u.id_usuario, u.username, u.nombre, r.rol, r.id_rol,
               exists(select 1 from tokens_revocados t where t.jti = ${valido.jti}) as revocado
        from usuarios u join roles r on r.id_rol = u.id_rol
        where u.id_usuario = ${valido.idUsuario} and u.activo = 1 and u.fecha_eliminacion is null
      `)) as unknown as { rows: FilaSesion[] };
      const fila = rows[0];
      if (!fila || fila.revocado) throw new HttpError(401, mensajes.sesion.tokenInvalido);
      if (acceso === 'admin' && fila.rol !== ROL_ADMIN) throw new HttpError(403, mensajes.sesion.sinPermiso);
      request.usuario = {
        id_usuario: fila.id_usuario,
        username: fila.username,
        nombre: fila.nombre,
        rol: fila.rol,
        id_rol: fila.id_rol,
        jti: valido.jti,
        exp: valido.exp,
      };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

export type RutaDeclarada = { method: string; url: string; acceso: Acceso };

/**
 * Inside the API scope: a route that does not declare who may call it stops the server from starting.
 * The declared routes are kept so tests can walk every one of them (the permissions matrix).
 */
export function exigirAcceso(app: FastifyInstance, rutas: RutaDeclarada[]) {
  app.addHook('onRoute', (route) => {
    const acceso = route.config?.acceso;
    if (!acceso) throw new Error(`La ruta ${String(route.method)} ${route.url} no declara config.acceso`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') rutas.push({ method, url: route.url, acceso });
    }
  });
}
