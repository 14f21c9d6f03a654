// The permissions matrix of contract §3, generated from the server's own route table (app.rutasApi):
// every route × every kind of caller. A route added later is checked without touching this file.
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashClave } from '../src/lib/passwords.ts';
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

// contract §3, written out: public calls, calls for any signed-in user; everything else is ADMIN's.
const PUBLICAS = ['GET /health', 'POST /users/login'];
const DE_SESION = [
  'POST /users/salir',
  'POST /maquina',
  'POST /tienda',
  'POST /producto',
  'POST /cat/categorias/trans',
  'POST /venta/maquina/total/mes',
  'POST /venta/maquina/total/anual',
  'POST /venta/maquina/total/serie',
  'POST /tienda/new',
  'POST /domicilio',
  'POST /domicilio/new',
  'POST /users/perfil',
  'POST /users/perfil/clave',
];

describe('permissions matrix (contract §3)', () => {
  it('each route declares the access contract §3 gives it', () => {
    const distintas = t.app.rutasApi
      .map((r) => ({ ruta: `${r.method} ${r.url}`, acceso: r.acceso }))
      .filter(
        ({ ruta, acceso }) =>
          acceso !== (PUBLICAS.includes(ruta) ? 'publico' : DE_SESION.includes(ruta) ? 'sesion' : 'admin'),
      );
    expect(distintas).toEqual([]);
  });

  it('every route answers every kind of caller as contract §3 says', async () => {
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
        const e = esperado(ruta.acceso, l);
        const ok = e === 'pasa' ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === e;
        if (!ok)
          fallos.push(
            `${ruta.method} ${ruta.url} (${ruta.acceso}) × ${l.nombre}: ${res.statusCode}, esperado ${e}`,
          );
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
