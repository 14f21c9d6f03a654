// Hostile and random bodies (fast-check) on every write call: never a 5xx, always a Spanish message, and a
// refused call leaves the database exactly as it was.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const t = await useTestApp({ seedDemo: true });
const admin = await t.login();
// Tables a refused call may touch legitimately: the failed-login counter and revocations.
const SIN_HUELLA = new Set(['intentos_login', 'tokens_revocados']);

async function huella(): Promise<string> {
  const { rows } = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const h = createHash('md5');
  for (const { table_name } of rows) {
    if (SIN_HUELLA.has(table_name)) continue;
    const { rows: f } = (await t.database.db.execute(
      sql`select md5(coalesce(json_agg(x order by 1)::text, '')) as h from ${sql.identifier(table_name)} x`,
    )) as unknown as { rows: { h: string }[] };
    h.update(`${table_name}:${f[0]?.h}`);
  }
  return h.digest('hex');
}

const hostiles = fc.oneof(
  fc.constant("' or 1=1; drop table usuarios; --"),
  fc.constant('<script>alert(1)</script>'),
  fc.constant('𝔸𝕘𝕦𝕒 💧 ñandú'),
  fc.constant('x'.repeat(100_000)),
  fc.constant('NaN'),
  fc.constant('1e308'),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const numeros = fc.oneof(
  fc.constant(-1),
  fc.constant(0),
  fc.constant(1e308),
  fc.constant(-1e308),
  fc.double(),
  fc.integer(),
);
const valor = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    hostiles,
    numeros,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('v'), { maxKeys: 4 }),
  ),
})).v;
/** A body shaped like the call's own fields (known names, wrong or extreme values), or anything at all. */
const cuerpo = (campos: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(campos.map((c) => [c, valor])), { requiredKeys: [] }),
    valor,
    fc.constant(undefined),
  );

const CAMPOS = [
  'id_maquina',
  'id_usuario',
  'id_rol',
  'id_modulo',
  'id_url',
  'id_producto',
  'id_tienda',
  'id_egreso',
  'id_venta_maquina',
  'id_categoria_transaccion',
  'id_usuario_maquina',
  'nombre',
  'estatus',
  'precio',
  'stock',
  'descripcion',
  'tipo',
  'highlight',
  'rol',
  'modulo',
  'icono',
  'ruta',
  'url',
  'mes',
  'fecha',
  'pagina',
  'por_pagina',
  'cantidad',
  'monto',
  'fecha_venta',
  'fecha_transaccion',
  'nombre_comercial',
  'razon_social',
  'rfc',
  'tipo_persona',
  'es_sucursal',
  'calle',
  'numero_ext',
  'numero_int',
  'primer_cruzamiento',
  'latitud',
  'longitud',
  'clave',
  'clave_actual',
  'clave_nueva',
  'username',
  'email',
  'activo',
  'usuario',
  'ventas_maquina',
  'transacciones',
  'rol_modulo',
  'modulo_url',
  'tabla',
];

describe('bad input on every write call', () => {
  it('never answers 5xx, always explains in Spanish, and a refused call changes nothing', async () => {
    const rutas = t.app.rutasApi.filter(
      (r) => r.method === 'POST' && r.acceso !== 'publico' && r.url !== '/users/salir',
    );
    expect(rutas.length).toBeGreaterThan(40);
    let llamadas = 0;
    const problemas: string[] = [];
    let rutasIntactas = 0;
    for (const ruta of rutas) {
      const antes = await huella();
      let aceptadas = 0;
      await fc.assert(
        fc.asyncProperty(cuerpo(CAMPOS), fc.boolean(), async (body, comoTexto) => {
          const payload =
            body === undefined ? undefined : comoTexto ? `${JSON.stringify(body)}}` : JSON.stringify(body);
          const res = await t.app.inject({
            method: 'POST',
            url: ruta.url,
            headers: { autorizado: admin, 'content-type': 'application/json' },
            ...(payload === undefined ? {} : { payload }),
          });
          llamadas++;
          if (res.statusCode < 400) aceptadas++;
          if (res.statusCode >= 500)
            problemas.push(`${ruta.url} ${res.statusCode} ${payload?.slice(0, 120)}`);
          if (res.statusCode >= 400) {
            const mensaje = res.json().mensaje_user;
            if (typeof mensaje !== 'string' || mensaje.length === 0)
              problemas.push(`${ruta.url} sin mensaje_user`);
          }
          return res.statusCode < 500;
        }),
        { numRuns: 12, seed: 20261123 },
      );
      // When every call to the route was refused, the database must be exactly as before. (A random body can
      // be valid now and then, e.g. {rol: '…'} creates a role; such a route is not checked this time.)
      if (aceptadas === 0) {
        if ((await huella()) !== antes)
          problemas.push(`${ruta.url}: la base cambió tras llamadas rechazadas`);
        rutasIntactas++;
      }
    }
    console.log(
      `entradas hostiles: ${llamadas} llamadas a ${rutas.length} rutas; ${rutasIntactas} rutas sin cambios en la base tras rechazarlo todo; ${problemas.length} problemas`,
    );
    expect(problemas).toEqual([]);
  }, 240_000);
});
