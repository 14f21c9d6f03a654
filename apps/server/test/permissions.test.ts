// The permissions matrix: every route of the server's own route table (app.rutasApi) × every
// kind of caller. The expected answer comes from test/fixtures/permisos.ts, written by hand apart
// from the routes' declarations: a wrongly declared route, or one missing from that table, fails here.
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashClave } from '../src/lib/passwords.ts';
import { PERMISOS } from './fixtures/permisos.ts';
import { useTestApp } from './helpers.ts';

const t = await useTestApp();
const CLAVE = 'clave-matriz-1';

type Llamador = {
  nombre: string;
  headers: () => Record<string, string>;
  autenticado: boolean;
  admin: boolean;
};
const tokens: Record<string, string> = {};

async function crearUsuario(username: string, rol: 'ADMIN' | 'OPERADOR', despues?: ReturnType<typeof sql>) {
  await t.database.db.execute(sql`insert into roles (rol) values ('OPERADOR') on conflict do nothing`);
  await t.database.db.execute(sql`
    insert into usuarios (nombre, ap_paterno, username, clave_hash, email, id_rol)
    values ('M', 'X', ${username}, ${await hashClave(CLAVE)}, ${`${username}@x.mx`}, (select id_rol from roles where rol = ${rol}))`);
  const token = await t.login(username, CLAVE);
  if (despues) await t.database.db.execute(despues);
  return token;
}

beforeAll(async () => {
  tokens.admin = await t.login();
  tokens.operador = await crearUsuario('matriz_operador', 'OPERADOR');
  tokens.eliminado = await crearUsuario(
    'matriz_eliminado',
    'ADMIN',
    sql`update usuarios set fecha_eliminacion = now() where username = 'matriz_eliminado'`,
  );
  tokens.inactivo = await crearUsuario(
    'matriz_inactivo',
    'ADMIN',
    sql`update usuarios set activo = 0 where username = 'matriz_inactivo'`,
  );
  tokens.revocado = await t.login();
  expect((await t.post('/users/salir', undefined, tokens.revocado)).status).toBe(200);
  const [h, p] = tokens.admin.split('.');
  tokens.firmaFalsa = `${h}.${p}.${Buffer.from('firma-falsa').toString('base64url')}`;
  tokens.expirado = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setJti('expirado')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(t.app.tokenSecret);
});

const llamadores: Llamador[] = [
  { nombre: 'sin token', headers: () => ({}), autenticado: false, admin: false },
  {
    nombre: 'token malformado',
    headers: () => ({ autorizado: 'no-es-un-jwt' }),
    autenticado: false,
    admin: false,
  },
  {
    nombre: 'firma falsa',
    headers: () => ({ autorizado: tokens.firmaFalsa ?? '' }),
    autenticado: false,
    admin: false,
  },
  {
    nombre: 'expirado',
    headers: () => ({ autorizado: tokens.expirado ?? '' }),
    autenticado: false,
    admin: false,
  },
  {
    nombre: 'revocado',
    headers: () => ({ autorizado: tokens.revocado ?? '' }),
    autenticado: false,
    admin: false,
  },
  {
    nombre: 'usuario eliminado',
    headers: () => ({ autorizado: tokens.eliminado ?? '' }),
    autenticado: false,
    admin: false,
  },
  {
    nombre: 'usuario inactivo',
    headers: () => ({ authorization: `Bearer ${tokens.inactivo}` }),
    autenticado: false,
    admin: false,
  },
  {
    nombre: 'sin rol ADMIN',
    headers: () => ({ autorizado: tokens.operador ?? '' }),
    autenticado: true,
    admin: false,
  },
  { nombre: 'ADMIN', headers: () => ({ autorizado: tokens.admin ?? '' }), autenticado: true, admin: true },
];

function esperado(acceso: string, l: Llamador): 'pasa' | 401 | 403 {
  if (acceso === 'publico') return 'pasa';
  if (!l.autenticado) return 401;
  if (acceso === 'admin' && !l.admin) return 403;
  return 'pasa';
}

describe('permissions matrix', () => {
  it('every route is in the permission table, and declares the access the table gives it', () => {
    const rutas = t.app.rutasApi.map((r) => `${r.method} ${r.url}`);
    expect(rutas.filter((r) => !(r in PERMISOS))).toEqual([]);
    expect(Object.keys(PERMISOS).filter((r) => !rutas.includes(r))).toEqual([]);
    const distintas = t.app.rutasApi
      .filter((r) => r.acceso !== PERMISOS[`${r.method} ${r.url}`])
      .map(
        (r) => `${r.method} ${r.url}: declara ${r.acceso}, la tabla dice ${PERMISOS[`${r.method} ${r.url}`]}`,
      );
    expect(distintas).toEqual([]);
  });

  it('every route answers every kind of caller as the permission table says', async () => {
    const rutas = t.app.rutasApi.filter((r) => r.url !== '/users/salir' && r.url !== '/users/login');
    expect(rutas.length).toBeGreaterThan(40);
    const fallos: string[] = [];
    let combinaciones = 0;
    for (const ruta of rutas) {
      for (const l of llamadores) {
        const res = await t.app.inject({
          method: ruta.method as 'GET' | 'POST',
          url: ruta.url,
          headers: {
            ...l.headers(),
            ...(ruta.method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          ...(ruta.method === 'POST' ? { payload: '{}' } : {}),
        });
        combinaciones++;
        const e = esperado(PERMISOS[`${ruta.method} ${ruta.url}`] ?? 'admin', l);
        const ok = e === 'pasa' ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === e;
        if (!ok) fallos.push(`${ruta.method} ${ruta.url} × ${l.nombre}: ${res.statusCode}, esperado ${e}`);
        if (res.statusCode >= 500)
          fallos.push(`${ruta.method} ${ruta.url} × ${l.nombre}: ${res.statusCode} ${res.body}`);
      }
    }
    console.log(
      `matriz de permisos: ${rutas.length} rutas × ${llamadores.length} llamadores = ${combinaciones} combinaciones verificadas`,
    );
    expect(fallos).toEqual([]);
  });

  it('logout itself follows the same rules', async () => {
    for (const l of llamadores.slice(0, 7)) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/users/salir', headers: l.headers() })).statusCode,
        l.nombre,
      ).toBe(401);
    }
  });
});

describe('a route that does not declare its access', () => {
  it('stops the server from starting, naming the route', async () => {
    const { default: Fastify } = await import('fastify');
    const { exigirAcceso } = await import('../src/plugins/auth.ts');
    const arrancar = async (conOlvidada: boolean) => {
      const app = Fastify({ logger: false });
      await app.register(async (api) => {
        exigirAcceso(api, []);
        api.post('/declarada', { config: { acceso: 'admin' } }, async () => ({}));
        if (conOlvidada) api.post('/olvidada', async () => ({}));
      });
      await app.ready();
      await app.close();
    };
    await expect(arrancar(false)).resolves.toBeUndefined();
    await expect(arrancar(true)).rejects.toThrow('La ruta POST /olvidada no declara config.acceso');
  });
});
