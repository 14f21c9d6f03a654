// Hostile input on every API route, generated from the server's own route table (app.rutasApi keeps each
// route's zod body schema; its JSON schema gives the fields), not from a hand-picked list of fields:
//   a. every text field of every body refuses each control and bidirectional override character and each lone
//      surrogate with a 400 on that field (tab and newline are accepted only by multi-line fields, marked `x-multilinea`);
//   b. fast-check bodies shaped like each route's schema (and anything else) never get a 500, always get a
//      Spanish message, and a refused call leaves the database as it was;
//   c. the money limits on a sale, an expense and a product, and a NUL in the login (a 400, no error logged);
//   d. text PostgreSQL itself refuses still answers 400 should it ever get past the contract.
// `npm test` runs a fixed seed and a bounded number of bodies per route. For a longer hunt set FUZZ_RUNS
// (bodies per route) and, to explore other cases, FUZZ_SEED:
//   FUZZ_RUNS=500 FUZZ_SEED=7 npx vitest run --project server test/route-fuzz.test.ts
import { mensajes } from '@aguavend/contract/messages';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, opcionesLog } from '../src/app.ts';
import { pgCode } from '../src/lib/http.ts';
import { hashClave } from '../src/lib/passwords.ts';
import type { RutaMultipart } from '../src/plugins/auth.ts';
import errors from '../src/plugins/errors.ts';
import { useTestApp } from './helpers.ts';
import { type ArchivoForm, formulario, pdfMinimo } from './multipart.ts';

const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 0;
const RUNS = FUZZ_RUNS || 15;
const SEED = Number(process.env.FUZZ_SEED) || 20261123;
const LIMITE_MS = 40_000 + FUZZ_RUNS * 400;

// The flood guard would answer 429 to thousands of calls from one address; it is not what is tested here.
const t = await useTestApp({ seedDemo: true, rateLimitPerMin: 0 });
let token = await t.login();
const g = mensajes.general;

/** What z.toJSONSchema gives for a request body, as far as this suite reads it. */
type Esquema = {
  type?: string;
  properties?: Record<string, Esquema>;
  required?: string[];
  items?: Esquema;
  anyOf?: Esquema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  'x-multilinea'?: boolean;
};
type Ruta = { url: string; esquema: Esquema };
type CampoTexto = { ruta: (string | number)[]; multilinea: boolean; conFormato: boolean };

const RUTAS: Ruta[] = t.app.rutasApi
  .filter((r) => r.method === 'POST' && r.body instanceof z.ZodType)
  .map((r) => ({
    url: r.url,
    esquema: z.toJSONSchema(r.body as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Esquema,
  }));

/** Every string field (enums excluded) with its path; an array's items are reached through element 0. */
function camposTexto(e: Esquema, ruta: (string | number)[] = []): CampoTexto[] {
  if (e.enum || e.const !== undefined) return [];
  if (e.anyOf) {
    const vistos = new Map<string, CampoTexto>();
    for (const c of e.anyOf.flatMap((b) => camposTexto(b, ruta))) vistos.set(c.ruta.join('.'), c);
    return [...vistos.values()];
  }
  if (e.type === 'string')
    return [{ ruta, multilinea: e['x-multilinea'] === true, conFormato: e.format !== undefined }];
  if (e.type === 'object')
    return Object.entries(e.properties ?? {}).flatMap(([k, v]) => camposTexto(v, [...ruta, k]));
  if (e.type === 'array' && e.items) return camposTexto(e.items, [...ruta, 0]);
  return [];
}

/** A body of the right shape (not necessarily valid), for one field at a time to be made hostile. */
function ejemplo(e: Esquema): unknown {
  if (e.enum) return e.enum[0];
  if (e.const !== undefined) return e.const;
  if (e.anyOf) return ejemplo(e.anyOf.find((b) => b.type !== 'null') ?? {});
  switch (e.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(e.properties ?? {})
          .filter(([, v]) => Object.keys(v).length > 0)
          .map(([k, v]) => [k, ejemplo(v)]),
      );
    case 'array':
      return e.items ? [ejemplo(e.items)] : [];
    case 'string':
      return e.format === 'date-time'
        ? new Date().toISOString()
        : e.format === 'date'
          ? new Date().toISOString().slice(0, 10)
          : 'x';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

/** A copy of the body with the value at the path (missing objects and arrays on the way are made). */
function conValor(cuerpo: unknown, ruta: (string | number)[], valor: unknown): unknown {
  const raiz = { v: structuredClone(cuerpo) } as Record<string | number, unknown>;
  let nodo = raiz;
  let clave: string | number = 'v';
  for (const paso of ruta) {
    if (typeof nodo[clave] !== 'object' || nodo[clave] === null)
      nodo[clave] = typeof paso === 'number' ? [] : {};
    nodo = nodo[clave] as Record<string | number, unknown>;
    clave = paso;
  }
  nodo[clave] = valor;
  return raiz.v;
}

// Every text a person may read: the contract's messages, and zod's own Spanish locale for checks that word
// none (a wrong type, an unknown option).
const TEXTOS = new Set<string>();
/** The messages with a value in them ("… la anterior (1,400 L) …"), as patterns: each argument may be any text. */
const PLANTILLAS: RegExp[] = [];
(function recoger(o: unknown) {
  if (typeof o === 'string') TEXTOS.add(o);
  else if (typeof o === 'function') {
    const marcas = Array.from({ length: o.length }, (_, i) => `§${i}§`);
    const partes = String(o(...marcas)).split(/§\d+§/);
    // A template that is mostly its argument would accept any text: such a message does not count as Spanish.
    if (partes.join('').trim().length < 12) return;
    PLANTILLAS.push(
      new RegExp(`^${partes.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`, 's'),
    );
  } else if (o && typeof o === 'object') for (const v of Object.values(o)) recoger(v);
})(mensajes);
const ZOD_ES =
  /^(Entrada inválida|Opción inválida|Demasiado (grande|pequeño)|Cadena inválida|Inválido |Número inválido|Llaves? (desconocidas?|inválida)|Valor inválido)/;
const enEspanol = (m: unknown) =>
  typeof m === 'string' && (TEXTOS.has(m) || PLANTILLAS.some((p) => p.test(m)) || ZOD_ES.test(m));

/**
 * Changes whenever a committed transaction inserts, updates or deletes a row (rows counted, newest row version
 * per table), in one cheap query, so it can run after every call. The failed-login counter and revocations
 * may change on a refused call.
 */
async function huella(): Promise<string> {
  const { rows: tablas } = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('intentos_login', 'tokens_revocados') order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const partes = tablas.map(
    ({ table_name }) =>
      sql`select ${table_name} || ':' || count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as f from ${sql.identifier(table_name)}`,
  );
  const { rows } = (await t.database.db.execute(sql.join(partes, sql` union all `))) as unknown as {
    rows: { f: string }[];
  };
  // A UNION ALL's rows come in no set order (PostgreSQL may run its branches in parallel): sorted, by table.
  return rows
    .map((r) => r.f)
    .sort()
    .join(' ');
}

/** The next transaction id: it stays put while no call writes anything, committed or not (reads take none). */
async function siguienteXid(): Promise<string> {
  const { rows } = (await t.database.db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
  )) as unknown as { rows: { x: string }[] };
  return rows[0]?.x ?? '';
}
let ultimoXid = '';
/** The digest after a call, read again only when some transaction started writing since the last one. */
async function huellaTrasLlamada(anterior: string): Promise<string> {
  const xid = await siguienteXid();
  if (xid === ultimoXid) return anterior;
  const h = await huella();
  ultimoXid = await siguienteXid();
  return h;
}

/** JSON that can carry -0 (JSON.stringify writes it as 0). */
const MENOS_CERO = '__menos_cero__';
const aJson = (v: unknown) =>
  JSON.stringify(v, (_k, x) => (Object.is(x, -0) ? MENOS_CERO : x))?.replaceAll(`"${MENOS_CERO}"`, '-0');

const llamar = (url: string, payload: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { autorizado: token, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload }),
  });

const rango = (desde: number, hasta: number) =>
  Array.from({ length: hasta - desde + 1 }, (_, i) => desde + i);
/** Lone surrogates (half of a UTF-16 pair): JSON carries them as \ud800, UTF-8 (a form's field) cannot. */
const SUELTOS = new Set([0xd800, 0xdbff, 0xdc00, 0xdfff]);
/** C0, DEL, C1, the bidirectional embeddings, overrides and isolates, and lone surrogates. */
const PROHIBIDOS = [
  ...rango(0x00, 0x1f),
  0x7f,
  ...rango(0x80, 0x9f),
  ...rango(0x202a, 0x202e),
  ...rango(0x2066, 0x2069),
  ...SUELTOS,
];
const DE_MULTILINEA = new Set([0x09, 0x0a, 0x0d]);
/** The forbidden characters String.prototype.trim removes: refused at either end too, not trimmed away. */
const RECORTABLES = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d]);

/** The value with everything outside printable ASCII written as \uXXXX, so a report shows what was sent. */
const visible = (v: string) =>
  `"${v.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)}"`;

/**
 * The multipart upload routes (contract §8): no JSON body schema, but their text fields' schema and their file
 * field, declared on the route (`config.multipart`), so section e reaches them from the route table too.
 */
type RutaDeSubida = { url: string; campos: Esquema; archivo: string };
const SUBIDAS: RutaDeSubida[] = t.app.rutasApi
  .filter((r) => r.method === 'POST' && r.multipart)
  .map((r) => {
    const { campos, archivo } = r.multipart as RutaMultipart;
    return {
      url: r.url,
      archivo,
      campos: z.toJSONSchema(campos as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Esquema,
    };
  });

const subir = (url: string, f: { payload: Buffer; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url, payload: f.payload, headers: { ...f.headers, autorizado: token } });

/**
 * Section a sends ~84 calls per text field, so its time grows with the route table: a ceiling of 1.2 s a field, at
 * least LIMITE_MS. It is a ceiling for a hang, not a measure: 208 fields took 57 s alone on a 2-core machine, 83 s
 * with another test file beside it, and 218 fields passed 130 s with a busy loop on each core and a browser run
 * beside it (docs/pruebas-bajo-carga.md).
 */
const LIMITE_A_MS = Math.max(LIMITE_MS, RUTAS.flatMap((r) => camposTexto(r.esquema)).length * 1200);

describe('route table', () => {
  it('reaches every POST route with a body schema, and their text fields', () => {
    const campos = RUTAS.flatMap((r) => camposTexto(r.esquema));
    expect(RUTAS.length).toBeGreaterThan(45);
    expect(campos.length).toBeGreaterThan(40);
    expect(RUTAS.map((r) => r.url)).toContain('/users/login');
  });

  it('takes multipart on the declared upload routes alone: every other POST route refuses a form with a 400', async () => {
    expect(SUBIDAS.map((r) => r.url)).toEqual(['/ajustes/identidad/logo', '/registro-sanitario/adjunto/new']);
    const antes = await huella();
    const otras = t.app.rutasApi.filter((r) => r.method === 'POST' && !r.multipart);
    expect(otras.length).toBeGreaterThan(45);
    const problemas: string[] = [];
    for (const r of otras) {
      const res = await subir(
        r.url,
        formulario({ id_maquina: '1' }, [{ campo: 'archivo', nombre: 'a.pdf', datos: pdfMinimo(['x']) }]),
      );
      if (res.statusCode !== 400 || !enEspanol(res.json().mensaje_user))
        problemas.push(`${r.url}→${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(problemas).toEqual([]);
    expect(await huella()).toBe(antes);
  });
});

describe('a. control and bidi characters in every text field', () => {
  it(
    'each one answers 400 on that field with a Spanish message (tab and newline only in multi-line fields)',
    async () => {
      let antes = await huella();
      // Per route and field, the characters that got through (and how), so a failure reads in a few lines.
      const problemas = new Map<string, string[]>();
      const anotar = (donde: string, que: string) =>
        problemas.set(donde, [...(problemas.get(donde) ?? []), que]);
      let llamadas = 0;
      let campos = 0;
      for (const { url, esquema } of RUTAS) {
        const base = ejemplo(esquema);
        for (const campo of camposTexto(esquema)) {
          campos++;
          const nombre = campo.ruta.join('.');
          for (const cp of PROHIBIDOS) {
            const c = String.fromCharCode(cp);
            const valores = RECORTABLES.has(cp) ? [`a${c}b`, `${c}ab`, `ab${c}`] : [`a${c}b`];
            for (const valor of valores) {
              const res = await llamar(url, aJson(conValor(base, campo.ruta, valor)));
              llamadas++;
              const body = res.json();
              const delCampo = (body.errores ?? []).find((e: { campo: string }) => e.campo === nombre);
              const donde = `${url} ${nombre}`;
              const que = `${visible(valor)}→${res.statusCode}`;
              if (campo.multilinea && DE_MULTILINEA.has(cp)) {
                if (res.statusCode >= 500 || delCampo) anotar(donde, `${que} (multilínea)`);
                // An accepted multi-line text may have written (an address's references): the refused calls that
                // follow are held to the database as it is now.
                if (res.statusCode < 400) antes = await huella();
                continue;
              }
              if (res.statusCode !== 400) anotar(donde, que);
              else if (!enEspanol(body.mensaje_user)) anotar(donde, `${que} ${body.mensaje_user}`);
              else if (!delCampo) anotar(donde, `${que} sin error en el campo`);
              // A date refuses by its format; any other text by the one text rule of the contract.
              else if (!campo.conFormato && delCampo.mensaje !== g.textoNoPermitido)
                anotar(donde, `${que} ${delCampo.mensaje}`);
            }
          }
        }
      }
      console.log(
        `caracteres prohibidos: ${llamadas} llamadas, ${campos} campos de texto en ${RUTAS.length} rutas; ${problemas.size} campos con problemas`,
      );
      const resumen = [...problemas].map(
        ([donde, q]) => `${donde}: ${q.length} × ${q.slice(0, 3).join(', ')}`,
      );
      expect(resumen).toEqual([]);
      expect(await huella()).toBe(antes);
    },
    LIMITE_A_MS,
  );
});

// ---- b. fast-check over the same shapes ----

const CONTROL = fc.constantFrom(...PROHIBIDOS.map((cp) => String.fromCharCode(cp)));
const ASTRAL = fc.integer({ min: 0x1_0000, max: 0x10_ffff }).map((cp) => String.fromCodePoint(cp));
const textoHostil = fc.oneof(
  fc.string({
    unit: fc.oneof(CONTROL, ASTRAL, fc.constantFrom('a', 'Ñ', ' ', "'", '"', '\\', '%')),
    maxLength: 12,
  }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('a\u0000b', '\u0000', 'a\u202Eb', 'a\u2067b', 'a\tb', 'a\nb', 'a\u0085b', '\u001B[31m'),
  fc.constantFrom(
    '',
    '   ',
    'x'.repeat(300),
    'x'.repeat(100_000),
    "' or 1=1; --",
    '𝔸𝕘𝕦𝕒 💧',
    'NaN',
    '1e-300',
    '12.345',
  ),
);
const numeroHostil = fc.oneof(
  fc.constantFrom(1e-300, -1e-300, -0, 0, 1e308, -1e308, 0.005, 0.001, 12.345, 0.01, 9_999_999_999.99, 1e10),
  fc.constantFrom(2_147_483_648, Number.MAX_SAFE_INTEGER + 2, -1, 1.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('NaN', '1e-300', '12.50', '-0', 'Infinity'),
);
/** Anything at all, nested: the wrong type for any field. */
const cualquiera = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    textoHostil,
    numeroHostil,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('v'), { maxKeys: 4 }),
  ),
})).v;

/** A plausible value of the field's own type (small ids hit the demo's rows), so that calls reach the database. */
function llano(e: Esquema): fc.Arbitrary<unknown> {
  if (e.enum) return fc.constantFrom(...e.enum);
  if (e.const !== undefined) return fc.constant(e.const);
  if (e.anyOf) return fc.oneof(...e.anyOf.map(llano));
  switch (e.type) {
    case 'object': {
      const props = Object.fromEntries(Object.entries(e.properties ?? {}).map(([k, v]) => [k, llano(v)]));
      return fc.record(props, { requiredKeys: (e.required ?? []).filter((k) => k in props) });
    }
    case 'array':
      return fc.array(e.items ? llano(e.items) : fc.constant(null), { maxLength: 2 });
    case 'string':
      if (e.format === 'date-time' || e.format === 'date')
        return fc
          .date({ min: new Date('2024-01-01'), max: new Date(), noInvalidDate: true })
          .map((d) => (e.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
      if (e.pattern) return fc.stringMatching(new RegExp(e.pattern));
      return fc.stringMatching(/^[A-Za-z0-9ÁÉÑáéñ]{1,12}$/);
    case 'integer':
    case 'number':
      return fc.integer({ min: 1, max: 6 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.constant(undefined);
  }
}

/** A hostile value for one field: of its own type when it has one, or of any other. */
function hostil(e: Esquema): fc.Arbitrary<unknown> {
  const tipos = [e.type, ...(e.anyOf ?? []).map((b) => b.type)];
  const propio = tipos.includes('string')
    ? textoHostil
    : tipos.some((x) => x === 'number' || x === 'integer')
      ? numeroHostil
      : cualquiera;
  return fc.oneof(
    { weight: 3, arbitrary: propio },
    { weight: 1, arbitrary: cualquiera },
    fc.constant(undefined),
  );
}

/** Every field of a body (leaves, arrays and objects alike) with its path; array items through element 0. */
function campos(
  e: Esquema,
  ruta: (string | number)[] = [],
): { ruta: (string | number)[]; esquema: Esquema }[] {
  const propios = ruta.length > 0 ? [{ ruta, esquema: e }] : [];
  const rama = e.anyOf?.find((b) => b.type === 'object' || b.type === 'array') ?? e;
  if (rama.type === 'object')
    return [
      ...propios,
      ...Object.entries(rama.properties ?? {}).flatMap(([k, v]) => campos(v, [...ruta, k])),
    ];
  if (rama.type === 'array' && rama.items) return [...propios, ...campos(rama.items, [...ruta, 0])];
  return propios;
}

/** A plausible body with one or two of its fields made hostile. */
function mutado(e: Esquema): fc.Arbitrary<unknown> {
  const todos = campos(e);
  // A body without fields can only be of the wrong shape.
  if (todos.length === 0) return cualquiera;
  const cambios = fc
    .subarray(todos, { minLength: 1, maxLength: Math.min(2, todos.length) })
    .chain((elegidos) => fc.tuple(...elegidos.map((c) => fc.tuple(fc.constant(c.ruta), hostil(c.esquema)))));
  return fc
    .tuple(llano(e), cambios)
    .map(([cuerpo, cs]) => cs.reduce<unknown>((b, [ruta, valor]) => conValor(b, ruta, valor), cuerpo));
}

/** How the body travels: a mutated one as JSON, anything at all, broken or deeply nested JSON, or nothing. */
const envio = (e: Esquema): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    { weight: 12, arbitrary: mutado(e).map(aJson) },
    { weight: 2, arbitrary: llano(e).map(aJson) },
    { weight: 1, arbitrary: cualquiera.map(aJson) },
    { weight: 1, arbitrary: mutado(e).map((v) => `${aJson(v) ?? ''}}`) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1, max: 50_000 })
        .chain((n) =>
          fc.constantFrom(`${'['.repeat(n)}${']'.repeat(n)}`, `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
        ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

/** A new ADMIN to go on with, when a fuzzed call ended the session (deactivated or edited the admin). */
async function tokenNuevo(): Promise<string> {
  const username = `fuzz_${Date.now().toString(36)}`;
  const clave = 'clave-fuzz-123';
  await t.database.db.execute(sql`
    insert into usuarios (nombre, ap_paterno, username, clave_hash, email, id_rol)
    values ('Fuzz', 'Admin', ${username}, ${await hashClave(clave)}, ${`${username}@x.mx`},
            (select id_rol from roles where rol = 'ADMIN'))`);
  return t.login(username, clave);
}

describe('b. random bodies shaped like each route', () => {
  it(
    'never a 500, a Spanish message on every 4xx, and a refused call changes nothing',
    async () => {
      // Logging out would end the session every later call needs; its body is the one of every other
      // no-payload route.
      const rutas = RUTAS.filter((r) => r.url !== '/users/salir');
      const problemas: string[] = [];
      const porEstado = new Map<number, number>();
      let llamadas = 0;
      let rechazadas = 0;
      let actual = await huella();
      ultimoXid = await siguienteXid();
      for (const { url, esquema } of rutas) {
        const resultado = await fc.check(
          fc.asyncProperty(envio(esquema), async (payload) => {
            const res = await llamar(url, payload);
            llamadas++;
            porEstado.set(res.statusCode, (porEstado.get(res.statusCode) ?? 0) + 1);
            const antes = actual;
            actual = await huellaTrasLlamada(actual);
            if (res.statusCode === 401) {
              token = await tokenNuevo();
              actual = await huellaTrasLlamada(actual);
            }
            if (res.statusCode >= 500) throw new Error(`${res.statusCode}`);
            if (res.statusCode >= 400) {
              rechazadas++;
              const mensaje = res.json().mensaje_user;
              if (!enEspanol(mensaje)) throw new Error(`${res.statusCode} con el mensaje ${mensaje}`);
              if (actual !== antes) throw new Error(`${res.statusCode} y la base cambió`);
            }
          }),
          { numRuns: RUNS, seed: SEED },
        );
        // fast-check shrinks each failure to a small body; one line per route that failed.
        if (resultado.failed) {
          const error = resultado.errorInstance instanceof Error ? resultado.errorInstance.message : '';
          problemas.push(`${url}: ${error} ← ${String(resultado.counterexample?.[0]).slice(0, 200)}`);
        }
      }
      const estados = [...porEstado].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      console.log(
        `fuzz: ${llamadas} llamadas a ${rutas.length} rutas (${RUNS} por ruta, semilla ${SEED}); ${rechazadas} rechazadas; estados ${estados.join(' ')}; ${problemas.length} rutas con problemas`,
      );
      expect(problemas).toEqual([]);
    },
    LIMITE_MS * 2,
  );
});

// ---- c. money and the login ----

describe('c. money fields and the login', () => {
  const MALOS = [1e-300, 0.001, 0.005, 12.345, 0, -0.01, 10_000_000_000];
  const BUENOS = [0.01, 1_234_567_890.12, 9_999_999_999.99];
  const MENSAJES_DINERO = [g.montoInvalido, mensajes.ventas.mayoresACero, mensajes.catalogos.precioInvalido];

  async function referencias() {
    const maquina = await t.post(
      '/maquina/new',
      { nombre: `Máquina dinero ${Date.now()}`, estatus: 'ACTIVA' },
      token,
    );
    const producto = await t.post(
      '/producto/new',
      { nombre: `Producto dinero ${Date.now()}`, descripcion: null, precio: 10, stock: 1_000 },
      token,
    );
    const categorias = await t.post('/cat/categorias/trans', undefined, token);
    expect([maquina.status, producto.status, categorias.status]).toEqual([200, 200, 200]);
    return {
      id_maquina: maquina.body.resultados[0].id_maquina as number,
      id_producto: producto.body.resultados[0].id_producto as number,
      // Sales take a category of class VENTA, expenses one of class EGRESO.
      categoriaVenta: categorias.body.resultados.find((c: { clase: string }) => c.clase === 'VENTA')
        .id_categoria_transaccion as number,
      categoriaEgreso: categorias.body.resultados.find((c: { clase: string }) => c.clase === 'EGRESO')
        .id_categoria_transaccion as number,
    };
  }

  it('refuse 1e-300, 0.001, 12.345 and 0 and accept 0.01 and 9,999,999,999.99 (sale, expense, product)', async () => {
    const r = await referencias();
    let n = 0;
    const llamadas: {
      url: string;
      cuerpo: (v: number) => Record<string, unknown>;
      campo: string;
      leer: (fila: Record<string, number>) => number;
    }[] = [
      ...(['precio_unitario', 'monto'] as const).map((cual) => ({
        url: '/venta/maquina/new',
        cuerpo: (v: number) => ({
          ventas_maquina: {
            id_maquina: r.id_maquina,
            id_producto: r.id_producto,
            cantidad: 1,
            precio_unitario: cual === 'precio_unitario' || BUENOS.includes(v) ? v : 10,
          },
          transacciones: {
            id_categoria_transaccion: r.categoriaVenta,
            descripcion: 'Venta con monto al límite',
            monto: cual === 'monto' || BUENOS.includes(v) ? v : 10,
          },
        }),
        campo: cual === 'monto' ? 'transacciones.monto' : 'ventas_maquina.precio_unitario',
        leer: (f: Record<string, number>) => f[cual] as number,
      })),
      {
        url: '/egresos/new',
        cuerpo: (v: number) => ({
          id_maquina: r.id_maquina,
          id_categoria_transaccion: r.categoriaEgreso,
          descripcion: 'Egreso con monto al límite',
          monto: v,
        }),
        campo: 'monto',
        leer: (f: Record<string, number>) => f.monto as number,
      },
      {
        url: '/producto/new',
        cuerpo: (v: number) => ({ nombre: `Producto ${v} ${n++}`, descripcion: null, precio: v, stock: 1 }),
        campo: 'precio',
        leer: (f: Record<string, number>) => f.precio as number,
      },
    ];
    for (const { url, cuerpo, campo, leer } of llamadas) {
      for (const v of MALOS) {
        const antes = await huella();
        const res = await t.post(url, cuerpo(v), token);
        expect(res.status, `${url} ${campo} = ${v}`).toBe(400);
        const delCampo = res.body.errores?.find((e: { campo: string }) => e.campo === campo);
        expect(MENSAJES_DINERO, `${url} ${campo} = ${v}`).toContain(delCampo?.mensaje);
        expect(await huella()).toBe(antes);
      }
      for (const v of BUENOS) {
        const res = await t.post(url, cuerpo(v), token);
        expect(res.status, `${url} ${campo} = ${v}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(leer(res.body.resultados[0])).toBe(v);
      }
    }
  });

  it('a NUL byte in the login answers 400 on its field and logs no error', async () => {
    const lineas: string[] = [];
    const app = await buildApp(
      t.config,
      t.database,
      opcionesLog('trace', { write: (l) => void lineas.push(l) }),
    );
    try {
      for (const [campo, payload] of [
        ['username', { username: 'ad\u0000min', password: 'clave-admin-123' }],
        ['password', { username: 'admin', password: 'clave\u0000admin' }],
      ] as const) {
        const res = await app.inject({ method: 'POST', url: '/users/login', payload });
        expect(res.statusCode, campo).toBe(400);
        expect(res.json().errores).toContainEqual({ campo, mensaje: g.textoNoPermitido });
      }
      const registros = lineas.map((l) => JSON.parse(l) as { level: number });
      expect(registros.length).toBeGreaterThan(0);
      expect(registros.filter((r) => r.level >= 50)).toEqual([]);
      expect(lineas.join('')).not.toMatch(/"stack"|\n\s+at /);
    } finally {
      await app.close();
    }
  });
});

describe('d. text PostgreSQL refuses, past the contract', () => {
  it.each([
    ['22021', 'a NUL in text', sql`select ${'a\u0000b'}::text as v`],
    ['22P05', '\\u0000 in jsonb', sql`select (${'"a\\u0000b"'}::jsonb ->> 0) as v`],
  ])('SQLSTATE %s (%s) answers 400 with the text message, not 500', async (codigo, _, consulta) => {
    const error = await t.database.db.execute(consulta).catch((e: unknown) => e);
    expect(pgCode(error)).toBe(codigo);
    const lineas: string[] = [];
    const app = Fastify({ logger: opcionesLog('info', { write: (l) => void lineas.push(l) }) });
    await app.register(errors);
    app.post('/directo', async () => {
      await t.database.db.execute(consulta);
      return {};
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/directo' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ valid: false, mensaje_user: g.textoNoPermitido });
      expect(lineas.map((l) => JSON.parse(l).level).filter((n) => n >= 50)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

// ---- e. multipart uploads ----

const PDF_FUZZ = pdfMinimo(['Fuzz']);

describe('e. multipart upload routes, from the route table', () => {
  it(
    'each text field refuses each control and bidi character with 400 on the field, storing nothing',
    async () => {
      const antes = await huella();
      const problemas: string[] = [];
      for (const { url, campos, archivo } of SUBIDAS) {
        const base = ejemplo(campos) as Record<string, unknown>;
        const archivos: ArchivoForm[] = [{ campo: archivo, nombre: 'a.pdf', datos: PDF_FUZZ }];
        for (const campo of camposTexto(campos)) {
          const nombre = campo.ruta.join('.');
          for (const cp of PROHIBIDOS.filter((x) => !SUELTOS.has(x))) {
            // A multipart field carries text as sent; only CR and LF would break its framing, and NUL is text too.
            const valor = `1${String.fromCharCode(cp)}`;
            const res = await subir(
              url,
              formulario({ ...(base as object), [nombre]: valor } as Record<string, string>, archivos),
            );
            const body = res.json();
            const delCampo = (body.errores ?? []).find((e: { campo: string }) => e.campo === nombre);
            if (res.statusCode !== 400 || delCampo?.mensaje !== g.textoNoPermitido)
              problemas.push(`${url} ${nombre} ${visible(valor)}→${res.statusCode} ${body.mensaje_user}`);
          }
        }
      }
      expect(problemas).toEqual([]);
      expect(await huella()).toBe(antes);
    },
    LIMITE_MS,
  );

  /** A form shaped like the route's: its fields plausible or hostile, and a file of any content, name and count. */
  const formularioHostil = (r: RutaDeSubida) => {
    const campos = fc.record(
      Object.fromEntries(
        Object.keys(r.campos.properties ?? {}).map((k) => [
          k,
          fc.oneof(
            fc.integer({ min: 1, max: 6 }).map(String),
            textoHostil.filter((v) => !/[\r\n"]/.test(v)),
            fc.constantFrom('0', '-1', '1.5', '99999999999', 'NaN', ''),
          ),
        ]),
      ),
      { requiredKeys: [] },
    );
    const contenido = fc.oneof(
      fc.constant(PDF_FUZZ),
      fc.uint8Array({ maxLength: 64 }),
      fc.constantFrom(
        new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        new TextEncoder().encode('<html>no es un PDF</html>'),
        new Uint8Array(0),
      ),
    );
    const archivo = fc.record({
      campo: fc.constantFrom(r.archivo, 'otro'),
      nombre: fc.oneof(
        fc.constantFrom('a.pdf', '../../x.pdf', 'foto.png', 'sin-extension', ''),
        textoHostil.filter((v) => !/[\r\n"]/.test(v)),
      ),
      tipo: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/octet-stream'),
      datos: contenido,
    });
    const comoFormulario = fc
      .tuple(campos, fc.array(archivo, { maxLength: 2 }))
      .map(([c, a]) => formulario(c as Record<string, string>, a));
    return fc.oneof(
      { weight: 8, arbitrary: comoFormulario },
      // A form cut short, or JSON, or nothing, where a form was due.
      {
        weight: 1,
        arbitrary: comoFormulario.map((f) => ({
          ...f,
          payload: f.payload.subarray(0, f.payload.length >> 1),
        })),
      },
      {
        weight: 1,
        arbitrary: cualquiera.map((v) => ({
          payload: Buffer.from(aJson(v) ?? ''),
          headers: { 'content-type': 'application/json' },
        })),
      },
    );
  };

  it(
    'random forms never get a 500, always a Spanish message, and a refused one changes nothing',
    async () => {
      const problemas: string[] = [];
      let actual = await huella();
      ultimoXid = await siguienteXid();
      for (const r of SUBIDAS) {
        const resultado = await fc.check(
          fc.asyncProperty(formularioHostil(r), async (f) => {
            const res = await subir(r.url, f);
            const antes = actual;
            actual = await huellaTrasLlamada(actual);
            if (res.statusCode === 401) {
              token = await tokenNuevo();
              actual = await huellaTrasLlamada(actual);
            }
            if (res.statusCode >= 500) throw new Error(`${res.statusCode}`);
            if (res.statusCode >= 400) {
              const mensaje = res.json().mensaje_user;
              if (!enEspanol(mensaje)) throw new Error(`${res.statusCode} con el mensaje ${mensaje}`);
              if (actual !== antes) throw new Error(`${res.statusCode} y la base cambió`);
            }
          }),
          { numRuns: RUNS * 4, seed: SEED },
        );
        if (resultado.failed) {
          const error = resultado.errorInstance instanceof Error ? resultado.errorInstance.message : '';
          problemas.push(`${r.url}: ${error}`);
        }
      }
      expect(problemas).toEqual([]);
    },
    LIMITE_MS,
  );
});
