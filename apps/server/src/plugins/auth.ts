// Who may call what, for every route that declares `config.acceso` (see modules/api.ts; docs/decisions/003 and
// 019): anyone, any signed-in user, ADMIN alone, or a caller whose role grants one of the route's screens
// (contract/pantallas.ts); and which machines a signed-in user may see.
// The user's state, role and the token's revocation are read in one query on every call: a named prepared
// statement, so PostgreSQL plans it once per connection instead of on every request (docs/decisions/009).

import { mensajes } from '@aguavend/contract/messages';
import { NOMBRES_PANTALLAS, PANTALLAS, type Pantalla } from '@aguavend/contract/pantallas';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  moduloUrl,
  roles,
  rolModulo,
  tokensRevocados,
  urls,
  usuarioMaquina,
  usuarios,
  usuarioTienda,
} from '../db/schema/index.ts';
import { cargarSecreto } from '../db/secreto-tokens.ts';
import { HttpError } from '../lib/http.ts';
import { type TokenSecret, verificarToken } from '../lib/tokens.ts';

/**
 * 'publico': anyone; 'sesion': every signed-in user (own profile, logout, the bell); 'admin': ADMIN alone, for calls
 * that belong to no screen (the backup); a list of screens: a caller granted at least one of them.
 */
export type Acceso = 'publico' | 'sesion' | 'admin' | readonly Pantalla[];

type UsuarioActual = {
  id_usuario: number;
  username: string;
  nombre: string;
  rol: string;
  id_rol: number;
  /** The machines assigned to the user (`/users/maquina/asignar`), what a non-ADMIN user may see. */
  maquinas: number[];
  /** A store's own user (`/users/tienda/asignar`): the one store they may see; null for everyone else. */
  id_tienda: number | null;
  /** The screens the user's role grants, read on every call so a change of its modules applies at once. */
  pantallas: Pantalla[];
  jti: string;
  exp: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    acceso?: Acceso;
    /** A multipart upload route (contract §8): its text fields' zod schema and its file field's name. */
    multipart?: RutaMultipart;
  }
  interface FastifyRequest {
    usuario: UsuarioActual | null;
  }
  interface FastifyInstance {
    tokenSecret: TokenSecret;
  }
}

function tokenDe(request: FastifyRequest): string | null {
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

/**
 * The machines the caller may see (contract §7): `undefined` for every one (ADMIN), else those assigned to them.
 */
export function maquinasVisibles(request: FastifyRequest): number[] | undefined {
  const u = usuarioDe(request);
  return u.rol === ROL_ADMIN ? undefined : u.maquinas;
}

/**
 * Which stores the caller may see (contract §7–8): every store for ADMIN (`undefined`); a store's own user, that store
 * alone; anyone else, the stores they registered and those where their machines stand (modules/tiendas/alcance.ts).
 */
export type AlcanceTiendas = undefined | { id_tienda: number } | { id_usuario: number; maquinas: number[] };

export function tiendasDe(request: FastifyRequest): AlcanceTiendas {
  const u = usuarioDe(request);
  if (u.rol === ROL_ADMIN) return undefined;
  if (u.id_tienda !== null) return { id_tienda: u.id_tienda };
  return { id_usuario: u.id_usuario, maquinas: u.maquinas };
}

/**
 * A machine outside the caller's reach is, for them, a machine that does not exist: 404 with `mensaje`, so the
 * answer does not reveal it.
 */
export function exigirMaquina(request: FastifyRequest, id_maquina: number, mensaje: string) {
  const visibles = maquinasVisibles(request);
  if (visibles && !visibles.includes(id_maquina)) throw new HttpError(404, mensaje);
}

/** The machines assigned to a user, in id order: what a non-ADMIN user may see. */
const maquinasDe = (id_usuario: typeof usuarios.id_usuario) =>
  sql<number[]>`(select coalesce(json_agg(um.id_maquina order by um.id_maquina), '[]'::json)
    from ${usuarioMaquina} um where um.id_usuario = ${id_usuario})`;
/** The store a store's own user belongs to, or null. */
const tiendaDe = (id_usuario: typeof usuarios.id_usuario) =>
  sql<number | null>`(select ut.id_tienda from ${usuarioTienda} ut where ut.id_usuario = ${id_usuario})`;

/** What a user reaches (contract §7): everything as ADMIN; else their machines, and a store's user their store. */
export type Alcance = { admin: boolean; maquinas: number[]; id_tienda: number | null };

export const alcanceDe = (u: { rol: string; maquinas: number[]; id_tienda: number | null }): Alcance => ({
  admin: u.rol === ROL_ADMIN,
  maquinas: u.maquinas,
  id_tienda: u.id_tienda,
});

/** A user's reach as it is now, read for a call made without a session (a download link); undefined if gone. */
export async function alcanceActual(db: DbOrTx, id_usuario: number): Promise<Alcance | undefined> {
  const [f] = await db
    .select({
      rol: roles.rol,
      maquinas: maquinasDe(usuarios.id_usuario),
      id_tienda: tiendaDe(usuarios.id_usuario),
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id_rol, usuarios.id_rol))
    .where(eq(usuarios.id_usuario, id_usuario));
  return f && alcanceDe(f);
}

/** Whether `ahora` still reaches all that `antes` did: every machine, the same store, ADMIN's everything. */
export const alcanceCubre = (ahora: Alcance, antes: Alcance) =>
  ahora.admin ||
  (!antes.admin &&
    ahora.id_tienda === antes.id_tienda &&
    antes.maquinas.every((m) => ahora.maquinas.includes(m)));

/** The active user behind a token, with its role and whether the token was revoked. */
const consultaSesion = (db: Db) =>
  db
    .select({
      id_usuario: usuarios.id_usuario,
      username: usuarios.username,
      nombre: usuarios.nombre,
      rol: roles.rol,
      id_rol: roles.id_rol,
      revocado: sql<boolean>`exists(select 1 from ${tokensRevocados} where ${tokensRevocados.jti} = ${sql.placeholder('jti')})`,
      // In the same round trip: which machines this user may see and which URLs the role's modules grant.
      maquinas: maquinasDe(usuarios.id_usuario),
      id_tienda: tiendaDe(usuarios.id_usuario),
      rutas: sql<string[]>`(select coalesce(json_agg(distinct u.ruta), '[]'::json)
        from ${rolModulo} rm join ${moduloUrl} mu on mu.id_modulo = rm.id_modulo join ${urls} u on u.id_url = mu.id_url
        where rm.id_rol = ${roles.id_rol})`,
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id_rol, usuarios.id_rol))
    .where(
      and(
        eq(usuarios.id_usuario, sql.placeholder('id_usuario')),
        // A password change or reset, a deactivation or a deletion ended the sessions signed before it.
        eq(usuarios.version_sesion, sql.placeholder('version_sesion')),
        eq(usuarios.activo, 1),
        isNull(usuarios.fecha_eliminacion),
      ),
    )
    .prepare('auth_sesion');

/**
 * The screens a role holds, from the URLs its modules grant (`rutas`): every screen for ADMIN; for any other role
 * the non-reserved screens whose URL is among `rutas`, in the sidebar's order. The reserved rule lives here, not in
 * the tables: a module holding a reserved URL (an old database, a direct insert) still grants nothing.
 */
export function pantallasConcedidas(esAdmin: boolean, rutas: readonly string[]): Pantalla[] {
  if (esAdmin) return [...NOMBRES_PANTALLAS];
  const concedidas = new Set(rutas);
  return NOMBRES_PANTALLAS.filter((p) => !PANTALLAS[p].reservada && concedidas.has(PANTALLAS[p].ruta));
}

/** Whether a signed-in caller may use a route declared with `acceso`. */
function permitido(acceso: Exclude<Acceso, 'publico'>, esAdmin: boolean, pantallas: readonly Pantalla[]) {
  if (acceso === 'sesion') return true;
  if (acceso === 'admin') return esAdmin;
  return acceso.some((p) => pantallas.includes(p));
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('tokenSecret', await cargarSecreto(app.db, app.config.jwtSecret));
    app.decorateRequest('usuario', null);
    const sesion = consultaSesion(app.db);

    app.addHook('onRequest', async (request) => {
      const acceso = request.routeOptions.config?.acceso;
      if (!acceso || acceso === 'publico') return;
      const token = tokenDe(request);
      if (!token) throw new HttpError(401, mensajes.sesion.tokenInvalido);
      const valido = await verificarToken(app.tokenSecret, token, app.config.tokenTtlSeconds);
      if (!valido) throw new HttpError(401, mensajes.sesion.tokenInvalido);
      const [fila] = await sesion.execute({
        id_usuario: valido.idUsuario,
        jti: valido.jti,
        version_sesion: valido.versionSesion,
      });
      if (!fila || fila.revocado) throw new HttpError(401, mensajes.sesion.tokenInvalido);
      const pantallas = pantallasConcedidas(fila.rol === ROL_ADMIN, fila.rutas);
      if (!permitido(acceso, fila.rol === ROL_ADMIN, pantallas)) {
        throw new HttpError(403, mensajes.sesion.sinPermiso);
      }
      request.usuario = {
        id_usuario: fila.id_usuario,
        username: fila.username,
        nombre: fila.nombre,
        rol: fila.rol,
        id_rol: fila.id_rol,
        maquinas: fila.maquinas,
        id_tienda: fila.id_tienda,
        pantallas,
        jti: valido.jti,
        exp: valido.exp,
      };
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** `body` is the route's declared body schema (a zod schema), for tests generated from the route table. */
export type RutaDeclarada = {
  method: string;
  url: string;
  acceso: Acceso;
  body?: unknown;
  multipart?: RutaMultipart;
};
export type RutaMultipart = { campos: unknown; archivo: string };

/**
 * Inside the API scope: a route that does not declare who may call it stops the server from starting.
 * The declared routes are kept so tests can walk every one of them (the permissions matrix, the fuzz suite).
 */
export function exigirAcceso(app: FastifyInstance, rutas: RutaDeclarada[]) {
  app.addHook('onRoute', (route) => {
    const acceso = route.config?.acceso;
    if (!acceso || acceso.length === 0) {
      throw new Error(`La ruta ${String(route.method)} ${route.url} no declara config.acceso`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        rutas.push({
          method,
          url: route.url,
          acceso,
          body: route.schema?.body,
          ...(route.config?.multipart ? { multipart: route.config.multipart } : {}),
        });
    }
  });
}
