// npm run bench: generates the data set, drives the real server over loopback with autocannon, measures the
// machine's ceilings (hello-world Fastify, the report SQL run directly with pg) and writes bench/results.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { bootstrap } from '../apps/server/src/db/bootstrap.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { DIMENSIONES_REPORTE } from '../packages/contract/src/negocio.ts';
import { ORDEN_VENTAS } from '../packages/contract/src/ventas.ts';
import { buildServerIfStale } from '../scripts/lib.mjs';
import { ESCALA_COMPLETA, type Escala, generar } from './generate.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const BASE = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURACION = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds of load before each measured call, not counted (`medir`). */
const CALENTAMIENTO_S = 1;
const SOAK = Number(process.env.BENCH_SOAK_SECONDS ?? 120);
const CONEXIONES = 32;
const ADMIN = { username: 'admin', password: 'bench12345' };
const escala: Escala = process.env.BENCH_VENTAS
  ? { ...ESCALA_COMPLETA, ventas: Number(process.env.BENCH_VENTAS) }
  : ESCALA_COMPLETA;

const log = (m: string) => console.log(`[bench] ${m}`);

/** The budgets, in one place: results.md prints each figure beside its budget, and a missed one fails the run. */
export const PRESUPUESTOS = {
  /** p99 of the monthly and annual reports at 32 connections on PostgreSQL, in ms (issue 7). */
  p99ReporteMs: 50,
  /** p99 with the full history over p99 with 10× less: a report's cost must not grow with history. */
  razonHistoria: 2,
  /** Non-2xx answers in any load run. */
  errores: 0,
  /** RSS after the sustained load over RSS before it: memory must not grow. */
  crecimientoRss: 1.2,
  /** p99 of a sales list page, any sort, a search, over 31 days, at 32 connections (issue 14), in ms. */
  p99ListaMs: 100,
  /** Seconds to export 1,000,000 sales, each format (issue 14). */
  exportacionS: 60,
  /** Growth of the server's RSS while it exports, in MiB. */
  exportacionRssMb: 150,
  /** p99 of the monthly report while an export runs, in ms. */
  p99ReporteDuranteExportacionMs: 200,
  /** p99 of every call Inicio makes for the whole fleet, any period up to 3 years, at 32 connections (issue 16). */
  p99InicioMs: 100,
  /** Inicio for the whole fleet on the embedded database with 200,000 sales: all its answers, in ms. */
  inicioEmbebidaMs: 1000,
  /** p99 of Reportes for the whole fleet over one year, by any dimension, at 32 connections (issue 16), in ms. */
  p99ReportesNegocioMs: 200,
  /**
   * p99 of the bell (`/alertas/campana`, the unread count every open panel asks every minute), for ADMIN and for an
   * operator, at 32 connections (issue 19), in ms.
   */
  p99CampanaMs: 20,
  /**
   * Recording a sale (`/venta/maquina/new`) at 32 connections: at least 4× the 185 sales/s a fresh clone recorded
   * before issue 20, with p99 under 100 ms.
   */
  ventaReqS: 740,
  p99VentaMs: 100,
} as const;

function urlDe(nombre: string) {
  const u = new URL(BASE);
  u.pathname = `/${nombre}`;
  return u.toString();
}

async function baseNueva(nombre: string, e: Escala) {
  const admin = new pg.Client({ connectionString: BASE });
  await admin.connect();
  await admin.query(`drop database if exists ${nombre} with (force)`);
  await admin.query(`create database ${nombre}`);
  await admin.end();
  const url = urlDe(nombre);
  const { ms } = await llenar(await openDatabase({ databaseUrl: url, dataDir: '' }), e);
  return { url, ms };
}

/** Migrates, creates the administrator and generates the data set, then closes the database. */
async function llenar(database: Database, e: Escala) {
  await migrate(database);
  const config = { ...loadConfig({}), adminUsername: ADMIN.username, adminPassword: ADMIN.password };
  await bootstrap(database.db, config, { info: () => {}, warn: () => {} });
  const resultado = await generar(database.db, e, log);
  await database.close();
  return resultado;
}

/** The embedded default (PGlite in a DATA_DIR of its own), filled the same way. */
async function baseEmbebida(e: Escala) {
  const dir = mkdtempSync(join(tmpdir(), 'aguavend-bench-'));
  const { ms } = await llenar(await openDatabase({ dataDir: dir, programa: 'benchmark' }), e);
  return { dir, ms };
}

async function iniciar(
  comando: string[],
  env: Record<string, string>,
  puerto: number,
): Promise<ChildProcess> {
  const hijo = spawn(process.execPath, comando, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${puerto}/health`);
      if (r.ok) return hijo;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  hijo.kill('SIGKILL');
  throw new Error(`el servidor en ${puerto} no arrancó`);
}

/**
 * The real server on `puerto`, on PostgreSQL (`{ DATABASE_URL }`) or the embedded database (`{ DATA_DIR }`): the
 * compiled one `npm start` runs (compiled first when its sources changed).
 */
const servidor = (base: { DATABASE_URL: string } | { DATA_DIR: string }, puerto: number) =>
  iniciar(
    ['--enable-source-maps', 'apps/server/dist/server.js'],
    {
      ...base,
      PORT: String(puerto),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MIN: '0',
    },
    puerto,
  );

type Fila = { nombre: string; rps: number; p50: number; p99: number; errores: number; techo?: string };

async function medir(
  nombre: string,
  puerto: number,
  path: string,
  body: unknown,
  token?: string,
  duracion = DURACION,
): Promise<Fila> {
  const carga = {
    url: `http://127.0.0.1:${puerto}${path}`,
    method: body === undefined ? ('GET' as const) : ('POST' as const),
    connections: CONEXIONES,
    headers: { 'content-type': 'application/json', ...(token ? { autorizado: token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
  // The call's steady state: a first second, not counted, opens the 32 connections, compiles the route's code and
  // lets PostgreSQL settle on each pooled connection's plan (it plans a prepared statement anew for its first five
  // runs), one-off costs of a process that serves for days.
  await autocannon({ ...carga, duration: CALENTAMIENTO_S });
  const r = await autocannon({ ...carga, duration: duracion });
  const errores = r.errors + r.timeouts + r.non2xx;
  log(
    `${nombre}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errores ${errores}`,
  );
  return { nombre, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errores };
}

/**
 * The report SQL run straight through pg with 32 concurrent clients, as a named prepared statement like the
 * server's own (docs/decisions/009): the ceiling for the report endpoints.
 */
async function medirSql(url: string, nombre: string, texto: string, params: () => unknown[]): Promise<Fila> {
  const pool = new pg.Pool({ connectionString: url, max: CONEXIONES });
  const tiempos: number[] = [];
  const fin = Date.now() + DURACION * 1000;
  await Promise.all(
    Array.from({ length: CONEXIONES }, async () => {
      while (Date.now() < fin) {
        const t = performance.now();
        await pool.query({ name: 'techo', text: texto, values: params() });
        tiempos.push(performance.now() - t);
      }
    }),
  );
  await pool.end();
  tiempos.sort((a, b) => a - b);
  const p = (q: number) => Math.round((tiempos[Math.floor(q * (tiempos.length - 1))] ?? 0) * 10) / 10;
  const fila = { nombre, rps: Math.round(tiempos.length / DURACION), p50: p(0.5), p99: p(0.99), errores: 0 };
  log(`${nombre}: ${fila.rps} consultas/s, p50 ${fila.p50} ms, p99 ${fila.p99} ms`);
  return fila;
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

async function login(puerto: number, quien: { username: string; password: string } = ADMIN) {
  const r = await fetch(`http://127.0.0.1:${puerto}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quien),
  });
  return ((await r.json()) as { token: string }).token;
}

/** A day `YYYY-MM-DD` in the business zone (the server's default): the days a user of the panel asks for. */
const diaNegocio = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(d);
const MES_ACTUAL = diaNegocio(new Date()).slice(0, 7);
async function rondaReportes(puerto: number, token: string, sufijo: string) {
  return [
    await medir(
      `reporte mensual${sufijo}`,
      puerto,
      '/venta/maquina/total/mes',
      { mes: MES_ACTUAL, id_maquina: 7 },
      token,
    ),
    await medir(`reporte anual${sufijo}`, puerto, '/venta/maquina/total/anual', { id_maquina: 7 }, token),
  ];
}

/** The calls Inicio makes for the whole business (apps/server/src/modules/negocio), each drawn as it arrives. */
const LLAMADAS_INICIO = ['resumen', 'serie', 'horas', 'productos', 'maquinas', 'tiendas'] as const;

/** This month, this year and the longest period Inicio answers (3 years), as `desde`/`hasta`. */
function periodosInicio() {
  const hoy = diaNegocio(new Date());
  const tresAnios = new Date(Date.parse(`${hoy}T00:00:00Z`) - 1095 * 86_400_000).toISOString().slice(0, 10);
  return {
    'este mes': { desde: `${hoy.slice(0, 7)}-01`, hasta: hoy },
    'este año': { desde: `${hoy.slice(0, 4)}-01-01`, hasta: hoy },
    '3 años': { desde: tresAnios, hasta: hoy },
  };
}

/** Every Inicio call for the whole fleet (ADMIN) over each period, or only over 3 years (`soloLargo`). */
async function rondaInicio(puerto: number, token: string, sufijo: string, soloLargo = false) {
  const filas: Fila[] = [];
  for (const [nombre, periodo] of Object.entries(periodosInicio())) {
    if (soloLargo && nombre !== '3 años') continue;
    for (const llamada of LLAMADAS_INICIO)
      filas.push(
        await medir(`inicio ${llamada}, ${nombre}${sufijo}`, puerto, `/negocio/${llamada}`, periodo, token),
      );
  }
  return filas;
}

/** Reportes for the whole fleet (ADMIN) over the last year, rows by each dimension. */
async function rondaReportesNegocio(puerto: number, token: string) {
  const hoy = diaNegocio(new Date());
  const desde = new Date(Date.parse(`${hoy}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
  const filas: Fila[] = [];
  for (const por of DIMENSIONES_REPORTE)
    filas.push(
      await medir(
        `reporte por ${por}, último año`,
        puerto,
        '/negocio/reporte',
        { desde, hasta: hoy, por },
        token,
      ),
    );
  return filas;
}

/** Inicio as a browser opens it: its calls at once, over 3 years; the slowest of 5 openings, in ms. */
async function abrirInicio(puerto: number, token: string) {
  const periodo = periodosInicio()['3 años'];
  let peor = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await Promise.all(
      LLAMADAS_INICIO.map(async (llamada) => {
        const r = await fetch(`http://127.0.0.1:${puerto}/negocio/${llamada}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', autorizado: token },
          body: JSON.stringify(periodo),
        });
        if (!r.ok) throw new Error(`/negocio/${llamada}: ${r.status}`);
        await r.arrayBuffer();
      }),
    );
    peor = Math.max(peor, performance.now() - t0);
  }
  log(`Inicio completo en la base embebida: ${Math.round(peor)} ms`);
  return Math.round(peor);
}

/**
 * The bell as ADMIN (every open alert) and as an operator (their machine's, by the screens their role grants), at
 * 32 connections: the web app asks for it every minute from every open tab. Its refresh (every 30 s, one caller)
 * runs inside the measure.
 */
async function rondaCampana(puerto: number, token: string) {
  const operador = await login(puerto, { username: 'operador7', password: ADMIN.password });
  return [
    await medir('campana (ADMIN)', puerto, '/alertas/campana', {}, token),
    await medir('campana (operador, una máquina)', puerto, '/alertas/campana', {}, operador),
  ];
}

/** The busy machine of the data set (bench/generate.ts): half of all sales. */
const MAQUINA_GRANDE = 1;

/** The last 31 days, as a list's `desde`/`hasta`. */
function ultimos31Dias() {
  const hoy = new Date();
  return { desde: diaNegocio(new Date(hoy.getTime() - 30 * 86_400_000)), hasta: diaNegocio(hoy) };
}

/**
 * A page of a typical machine's sales over 31 days with a search, in every sort the list offers (the budget), and
 * the same on the busy machine, which holds half of all sales (reported beside it).
 */
async function rondaListas(puerto: number, token: string) {
  const pagina = (id_maquina: number, orden: string) => ({
    id_maquina,
    pagina: 3,
    por_pagina: 25,
    orden,
    buscar: 'producto 1',
    ...ultimos31Dias(),
  });
  const filas: Fila[] = [];
  for (const campo of ORDEN_VENTAS) {
    filas.push(
      await medir(
        `lista de ventas, máquina 7, 31 días, "producto 1", orden -${campo}`,
        puerto,
        '/venta/maquina/totales',
        pagina(7, `-${campo}`),
        token,
      ),
    );
  }
  const grande = await medir(
    `lista de ventas, máquina ${MAQUINA_GRANDE} (la mitad de las ventas), 31 días, "producto 1", orden -monto`,
    puerto,
    '/venta/maquina/totales',
    pagina(MAQUINA_GRANDE, '-monto'),
    token,
  );
  return { filas, grande };
}

type Exportacion = {
  formato: string;
  filas: number;
  mb: number;
  s: number;
  rssCrecimiento: number;
  reporte: Fila;
};

/**
 * The busy machine's whole sales list as a file, read as a browser would (the link, then the stream), while the
 * monthly report is under load: how long, how much the server's memory grew, and how the report fared meanwhile.
 */
async function exportar(
  puerto: number,
  token: string,
  pid: number,
  formato: 'csv' | 'xlsx',
): Promise<Exportacion> {
  const r = await fetch(`http://127.0.0.1:${puerto}/venta/maquina/totales`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', autorizado: token },
    body: JSON.stringify({ id_maquina: MAQUINA_GRANDE, formato }),
  });
  const { resultados } = (await r.json()) as { resultados: { url: string }[] };
  const rssAntes = rssMb(pid);
  let rssPico = rssAntes;
  const muestreo = setInterval(() => (rssPico = Math.max(rssPico, rssMb(pid))), 250);
  const t0 = performance.now();
  const carga = medir(
    `reporte mensual durante la exportación ${formato}`,
    puerto,
    '/venta/maquina/total/mes',
    { mes: MES_ACTUAL, id_maquina: 7 },
    token,
    15,
  );
  const archivo = await fetch(`http://127.0.0.1:${puerto}${resultados[0]?.url}`);
  let bytes = 0;
  let lineas = 0;
  for await (const trozo of archivo.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += trozo.length;
    if (formato === 'csv') for (const b of trozo) if (b === 10) lineas++;
  }
  const s = (performance.now() - t0) / 1000;
  clearInterval(muestreo);
  const reporte = await carga;
  // CSV: the title, the filters, a blank line, the header and the totals row besides the sales.
  const filas = formato === 'csv' ? lineas - 7 : Number.NaN;
  log(
    `exportación ${formato}: ${(bytes / 2 ** 20).toFixed(1)} MiB en ${s.toFixed(1)} s, RSS ${rssAntes} → ${rssPico} MiB`,
  );
  return { formato, filas, mb: bytes / 2 ** 20, s, rssCrecimiento: rssPico - rssAntes, reporte };
}

/**
 * BENCH_SOLO=campana: only the bell, on a data set of its own (BENCH_VENTAS sales, 20,000 by default), checked
 * against its budget: a quick look at one call without the whole run (results.md is left as it is).
 */
async function soloCampana() {
  const base = await baseNueva('aguavend_bench_campana', {
    ...escala,
    ventas: Number(process.env.BENCH_VENTAS ?? 20_000),
  });
  const srv = await servidor({ DATABASE_URL: base.url }, 3904);
  try {
    const token = await login(3904);
    // A call of known cost beside it, to read the figures on a busy machine.
    await medir(
      'reporte mensual (referencia)',
      3904,
      '/venta/maquina/total/mes',
      { mes: MES_ACTUAL, id_maquina: 7 },
      token,
    );
    const filas = await rondaCampana(3904, token);
    const p99 = Math.max(...filas.map((f) => f.p99));
    const errores = filas.reduce((n, f) => n + f.errores, 0);
    log(`campana: p99 ${p99} ms (presupuesto < ${PRESUPUESTOS.p99CampanaMs} ms), errores ${errores}`);
    if (p99 >= PRESUPUESTOS.p99CampanaMs || errores > 0) process.exitCode = 1;
  } finally {
    srv.kill('SIGTERM');
  }
}

async function main() {
  const inicio = new Date();
  log(`generando ${escala.ventas.toLocaleString('es-MX')} ventas en PostgreSQL…`);
  const grande = await baseNueva('aguavend_bench', escala);
  log(`generación: ${(grande.ms / 1000).toFixed(1)} s`);
  const chica = await baseNueva('aguavend_bench_chica', {
    ...escala,
    ventas: Math.round(escala.ventas / 10),
  });

  const filas: Fila[] = [];
  const srv = await servidor({ DATABASE_URL: grande.url }, 3900);
  const pid = srv.pid as number;
  let picoRss = rssMb(pid);
  const muestreo = setInterval(() => (picoRss = Math.max(picoRss, rssMb(pid))), 500);
  const token = await login(3900);

  filas.push(await medir('login', 3900, '/users/login', ADMIN));
  filas.push(await medir('lista de máquinas', 3900, '/maquina', {}, token));
  filas.push(
    await medir(
      'ventas de una máquina (página 1)',
      3900,
      '/venta/maquina/totales',
      { id_maquina: 7, pagina: 1, por_pagina: 10 },
      token,
    ),
  );
  filas.push(...(await rondaReportes(3900, token, '')));
  const campana = await rondaCampana(3900, token);
  filas.push(...campana);
  // Opening the bell (once per click, not every minute): shown, outside the bell's budget.
  filas.push(await medir('campana abierta: las 20 recientes (ADMIN)', 3900, '/alertas/recientes', {}, token));
  const inicioFlota = await rondaInicio(3900, token, '');
  const reportesNegocio = await rondaReportesNegocio(3900, token);
  const { filas: listas, grande: listaGrande } = await rondaListas(3900, token);
  const exportaciones: Exportacion[] = [];
  for (const formato of ['csv', 'xlsx'] as const)
    exportaciones.push(await exportar(3900, token, pid, formato));
  filas.push(
    await medir(
      'registrar una venta',
      3900,
      '/venta/maquina/new',
      {
        ventas_maquina: { id_maquina: 3, id_producto: 1, cantidad: 1, precio_unitario: 17.35 },
        transacciones: {
          id_venta_maquina: '',
          id_categoria_transaccion: 1,
          descripcion: 'bench',
          monto: 17.35,
        },
      },
      token,
    ),
  );

  // Ceilings.
  const techoHello = await iniciarHello();
  const hw = await medir('techo: hello-world Fastify', 3901, '/', undefined);
  techoHello.kill();
  // The SQL the report endpoints run (modules/ventas/ventas.repository.ts, `reportes`), straight through pg.
  const sqlMes = await medirSql(
    grande.url,
    'techo: SQL del reporte mensual con pg',
    `select m.id_maquina, m.nombre, t.ventas::text, t.egresos::text, (t.ventas - t.egresos)::text
       from maquinas m cross join lateral (select
            (select coalesce(sum(r.monto), 0) from ventas_resumen_mensual r where r.id_maquina = m.id_maquina and r.mes = $2::date) as ventas,
            (select coalesce(sum(e.monto), 0) from egresos e where e.id_maquina = m.id_maquina and e.fecha_eliminacion is null
               and e.fecha_transaccion >= ($2::date)::timestamp at time zone 'America/Mexico_City'
               and e.fecha_transaccion < ($2::date + interval '1 month')::timestamp at time zone 'America/Mexico_City') as egresos) t
      where m.id_maquina = $1`,
    () => [7, `${MES_ACTUAL}-01`],
  );
  const sqlAnual = await medirSql(
    grande.url,
    'techo: SQL del reporte anual con pg',
    `select a.* from maquinas m left join lateral (
         select p.id_producto, p.nombre, extract(year from r.mes)::int as anio, sum(r.cantidad)::text,
                round(sum(r.monto) / sum(r.cantidad), 2)::text, sum(r.monto)::text
           from ventas_resumen_mensual r join productos p on p.id_producto = r.id_producto
          where r.id_maquina = m.id_maquina and r.cantidad <> 0
          group by p.id_producto, p.nombre, extract(year from r.mes) having sum(r.cantidad) > 0) a on true
      where m.id_maquina = $1 order by a.anio desc, a.nombre, a.id_producto`,
    () => [7],
  );

  // Memory under a longer load, from the state the same load reaches in its first seconds: V8 grows its heap to the
  // load's working set at once (118 → 142 MiB in the first 45 s, then 142, 140, 150 over the next 135 s, measured
  // apart), so "before" is read after a warm-up; growth after it would be a leak.
  await medir(
    'calentamiento',
    3900,
    '/venta/maquina/total/mes',
    { mes: MES_ACTUAL, id_maquina: 7 },
    token,
    15,
  );
  const rssAntes = rssMb(pid);
  await medir(
    'carga sostenida (reporte mensual)',
    3900,
    '/venta/maquina/total/mes',
    { mes: MES_ACTUAL, id_maquina: 7 },
    token,
    SOAK,
  );
  const rssDespues = rssMb(pid);
  clearInterval(muestreo);
  srv.kill('SIGTERM');

  const srvChico = await servidor({ DATABASE_URL: chica.url }, 3902);
  const tokenChico = await login(3902);
  const chicas = await rondaReportes(3902, tokenChico, ' (10× menos historia)');
  const inicioChica = await rondaInicio(3902, tokenChico, ' (10× menos historia)', true);
  srvChico.kill('SIGTERM');

  const escalaEmbebida = { ...escala, ventas: Math.round(escala.ventas / 10) };
  log(`generando ${escalaEmbebida.ventas.toLocaleString('es-MX')} ventas en la base embebida…`);
  const embebida = await baseEmbebida(escalaEmbebida);
  const srvEmb = await servidor({ DATA_DIR: embebida.dir }, 3903);
  const tokenEmb = await login(3903);
  const embebidas = await rondaReportes(3903, tokenEmb, ' (embebida)');
  const inicioEmbebidaMs = await abrirInicio(3903, tokenEmb);
  srvEmb.kill('SIGTERM');
  await new Promise((r) => srvEmb.once('exit', r));
  rmSync(embebida.dir, { recursive: true, force: true });

  const md = informe({
    inicio,
    filas,
    listas,
    listaGrande,
    inicioFlota,
    inicioChica,
    inicioEmbebidaMs,
    reportesNegocio,
    campana,
    exportaciones,
    hw,
    sqlMes,
    sqlAnual,
    chicas,
    embebidas,
    embebidaMs: embebida.ms,
    ventasEmbebida: escalaEmbebida.ventas,
    picoRss,
    rssAntes,
    rssDespues,
    generacionMs: grande.ms,
  });
  // Sections written by other scripts are kept as they are: «Arranque del servidor» (`npm run bench:arranque`,
  // bench/arranque.ts) and «Lighthouse (móvil)» (`npm run lighthouse`, scripts/lighthouse.mjs).
  const resultados = new URL('./results.md', import.meta.url);
  const anterior = readFileSync(resultados, 'utf8');
  const ajenas = [
    /\n## Arranque del servidor\n[\s\S]*?(?=\n## |$)/,
    /\n## Lighthouse \(móvil\)\n[\s\S]*?(?=\n## |$)/,
  ]
    .map((seccion) => anterior.match(seccion)?.[0].trim())
    .filter((seccion) => seccion !== undefined);
  writeFileSync(resultados, [md.texto.trimEnd(), ...ajenas].join('\n\n').concat('\n'));
  console.log(md.texto);
  if (md.incumplidos.length > 0) {
    console.error(`[bench] presupuestos incumplidos: ${md.incumplidos.join('; ')}`);
    process.exitCode = 1;
  }
}

async function iniciarHello() {
  const hijo = spawn(
    process.execPath,
    [
      '-e',
      "const f=require('fastify')();f.get('/',async()=>({hola:'mundo'}));f.listen({port:3901,host:'127.0.0.1'})",
    ],
    { cwd: `${root}/apps/server`, stdio: 'inherit' },
  );
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch('http://127.0.0.1:3901/')).ok) return hijo;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('hello-world no arrancó');
}

function informe(d: {
  inicio: Date;
  filas: Fila[];
  listas: Fila[];
  listaGrande: Fila;
  inicioFlota: Fila[];
  inicioChica: Fila[];
  inicioEmbebidaMs: number;
  reportesNegocio: Fila[];
  campana: Fila[];
  exportaciones: Exportacion[];
  hw: Fila;
  sqlMes: Fila;
  sqlAnual: Fila;
  chicas: Fila[];
  embebidas: Fila[];
  embebidaMs: number;
  ventasEmbebida: number;
  picoRss: number;
  rssAntes: number;
  rssDespues: number;
  generacionMs: number;
}) {
  const techo = (f: Fila) => {
    if (f.nombre.startsWith('reporte mensual'))
      return `${(f.p99 / Math.max(d.sqlMes.p99, 0.1)).toFixed(1)}× p99 del SQL`;
    if (f.nombre.startsWith('reporte anual'))
      return `${(f.p99 / Math.max(d.sqlAnual.p99, 0.1)).toFixed(1)}× p99 del SQL`;
    return `${((f.rps / Math.max(d.hw.rps, 1)) * 100).toFixed(1)} % de hello-world`;
  };
  const tabla = (fs: Fila[]) =>
    fs
      .map((f) => `| ${f.nombre} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errores} | ${f.techo ?? techo(f)} |`)
      .join('\n');
  const [mes, anual] = d.filas.filter((f) => f.nombre.startsWith('reporte'));
  const venta = d.filas.find((f) => f.nombre === 'registrar una venta');
  const [mesChico, anualChico] = d.chicas;
  const razon = (a?: Fila, b?: Fila) => (a && b ? (a.p99 / Math.max(b.p99, 0.1)).toFixed(2) : '–');
  const P = PRESUPUESTOS;
  const errores = [
    ...d.filas,
    ...d.listas,
    d.listaGrande,
    ...d.inicioFlota,
    ...d.inicioChica,
    ...d.reportesNegocio,
    ...d.chicas,
    ...d.embebidas,
  ].reduce((n, f) => n + f.errores, 0);
  const p99Lista = Math.max(...d.listas.map((f) => f.p99));
  const p99Inicio = Math.max(...d.inicioFlota.map((f) => f.p99));
  const p99Reportes = Math.max(...d.reportesNegocio.map((f) => f.p99));
  const p99Campana = Math.max(...d.campana.map((f) => f.p99));
  // Over 3 years, each call with the full history against the same call with 10× less.
  const razonInicio = Math.max(
    ...d.inicioChica.map((chica) => {
      const completa = d.inicioFlota.find(
        (f) => f.nombre === chica.nombre.replace(' (10× menos historia)', ''),
      );
      return Number(razon(completa, chica));
    }),
  );
  const medidas: [string, number, string, boolean][] = [
    [
      `p99 ${mes?.nombre}`,
      mes?.p99 ?? Number.NaN,
      `< ${P.p99ReporteMs} ms`,
      (mes?.p99 ?? Infinity) < P.p99ReporteMs,
    ],
    [
      `p99 ${anual?.nombre}`,
      anual?.p99 ?? Number.NaN,
      `< ${P.p99ReporteMs} ms`,
      (anual?.p99 ?? Infinity) < P.p99ReporteMs,
    ],
    [
      'p99 mensual completo / 10× menos',
      Number(razon(mes, mesChico)),
      `< ${P.razonHistoria}`,
      Number(razon(mes, mesChico)) < P.razonHistoria,
    ],
    [
      'p99 anual completo / 10× menos',
      Number(razon(anual, anualChico)),
      `< ${P.razonHistoria}`,
      Number(razon(anual, anualChico)) < P.razonHistoria,
    ],
    [
      'p99 de la lista de ventas (máquina 7), peor orden',
      p99Lista,
      `< ${P.p99ListaMs} ms`,
      p99Lista < P.p99ListaMs,
    ],
    ...d.exportaciones.flatMap((x): [string, number, string, boolean][] => [
      [`exportación ${x.formato} (s)`, Number(x.s.toFixed(1)), `< ${P.exportacionS} s`, x.s < P.exportacionS],
      [
        `exportación ${x.formato}: crecimiento del RSS (MiB)`,
        x.rssCrecimiento,
        `< ${P.exportacionRssMb} MiB`,
        x.rssCrecimiento < P.exportacionRssMb,
      ],
      [
        `p99 reporte mensual durante la exportación ${x.formato}`,
        x.reporte.p99,
        `< ${P.p99ReporteDuranteExportacionMs} ms`,
        x.reporte.p99 < P.p99ReporteDuranteExportacionMs && x.reporte.errores === 0,
      ],
    ]),
    [
      'p99 de Inicio (toda la flota), peor llamada y periodo',
      p99Inicio,
      `< ${P.p99InicioMs} ms`,
      p99Inicio < P.p99InicioMs,
    ],
    [
      'p99 de Inicio 3 años completo / 10× menos, peor llamada',
      razonInicio,
      `< ${P.razonHistoria}`,
      razonInicio < P.razonHistoria,
    ],
    [
      `Inicio completo en la base embebida (${d.ventasEmbebida.toLocaleString('es-MX')} ventas), ms`,
      d.inicioEmbebidaMs,
      `< ${P.inicioEmbebidaMs} ms`,
      d.inicioEmbebidaMs < P.inicioEmbebidaMs,
    ],
    [
      'p99 de Reportes (toda la flota, un año), peor dimensión',
      p99Reportes,
      `< ${P.p99ReportesNegocioMs} ms`,
      p99Reportes < P.p99ReportesNegocioMs,
    ],
    [
      'p99 de la campana (ADMIN y operador), la peor',
      p99Campana,
      `< ${P.p99CampanaMs} ms`,
      p99Campana < P.p99CampanaMs,
    ],
    [
      'registrar una venta (req/s)',
      venta?.rps ?? Number.NaN,
      `≥ ${P.ventaReqS}`,
      (venta?.rps ?? 0) >= P.ventaReqS,
    ],
    [
      'p99 de registrar una venta',
      venta?.p99 ?? Number.NaN,
      `< ${P.p99VentaMs} ms`,
      (venta?.p99 ?? Infinity) < P.p99VentaMs,
    ],
    ['respuestas con error', errores, `= ${P.errores}`, errores === P.errores],
    [
      'RSS después / antes de la carga sostenida',
      Number((d.rssDespues / d.rssAntes).toFixed(2)),
      `≤ ${P.crecimientoRss}`,
      d.rssDespues / d.rssAntes <= P.crecimientoRss,
    ],
  ];
  const incumplidos = medidas
    .filter(([, , , ok]) => !ok)
    .map(([q, v, pres]) => `${q}: ${v} (presupuesto ${pres})`);
  const texto = `# Resultados del benchmark

- Fecha: ${d.inicio.toISOString()}
- Máquina: ${cpus().length} núcleos (${cpus()[0]?.model ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}
- Datos: ${escala.maquinas} máquinas, ${escala.productos} productos, ${escala.ventas.toLocaleString('es-MX')} ventas en ${escala.anios} años con sus transacciones (PostgreSQL); generación ${(d.generacionMs / 1000).toFixed(1)} s
- Carga: autocannon, ${CONEXIONES} conexiones, ${DURACION} s por llamada tras ${CALENTAMIENTO_S} s sin contar, por loopback
- Comando: \`npm run bench\` (variables: BENCH_PG, BENCH_VENTAS, BENCH_SECONDS, BENCH_SOAK_SECONDS; BENCH_SOLO=campana mide solo la campana)

| llamada | req/s | p50 ms | p99 ms | errores | frente al techo |
|---|---|---|---|---|---|
${tabla(d.filas)}
${tabla([d.hw, d.sqlMes, d.sqlAnual].map((f) => ({ ...f, techo: '–' })))}

## Inicio para toda la flota (ADMIN)

Cada llamada que hace la pantalla, por separado, para este mes, este año y 3 años; con 10× menos historia, los 3 años.

| llamada | req/s | p50 ms | p99 ms | errores |
|---|---|---|---|---|
${[...d.inicioFlota, ...d.inicioChica].map((f) => `| ${f.nombre} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errores} |`).join('\n')}

## Reportes para toda la flota (ADMIN)

Un año (los últimos 365 días) con filas por cada dimensión, frente al año anterior.

| llamada | req/s | p50 ms | p99 ms | errores |
|---|---|---|---|---|
${d.reportesNegocio.map((f) => `| ${f.nombre} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errores} |`).join('\n')}

## Listas y exportaciones

La exportación es la de la máquina ${MAQUINA_GRANDE}, que tiene la mitad de las ventas; el presupuesto de la lista se mide en una máquina típica (la 7) y la misma página de la máquina ${MAQUINA_GRANDE} se muestra al lado.

| llamada | req/s | p50 ms | p99 ms | errores |
|---|---|---|---|---|
${[...d.listas, d.listaGrande].map((f) => `| ${f.nombre} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errores} |`).join('\n')}

| exportación | filas | MiB | segundos | crecimiento del RSS | reporte mensual a la vez: req/s, p99 ms |
|---|---|---|---|---|---|
${d.exportaciones.map((x) => `| ${x.formato} | ${Number.isNaN(x.filas) ? '–' : x.filas.toLocaleString('es-MX')} | ${x.mb.toFixed(1)} | ${x.s.toFixed(1)} | ${x.rssCrecimiento} MiB | ${x.reporte.rps}, ${x.reporte.p99} |`).join('\n')}

## Con 10× menos historia

| llamada | req/s | p50 ms | p99 ms | errores | p99 completo / p99 chico |
|---|---|---|---|---|---|
| ${mesChico?.nombre} | ${mesChico?.rps} | ${mesChico?.p50} | ${mesChico?.p99} | ${mesChico?.errores} | ${razon(mes, mesChico)} |
| ${anualChico?.nombre} | ${anualChico?.rps} | ${anualChico?.p50} | ${anualChico?.p99} | ${anualChico?.errores} | ${razon(anual, anualChico)} |

## Base embebida (PGlite, la opción por omisión)

${d.ventasEmbebida.toLocaleString('es-MX')} ventas generadas en ${(d.embebidaMs / 1000).toFixed(1)} s en un DATA_DIR propio; PGlite atiende una consulta a la vez.

| llamada | req/s | p50 ms | p99 ms | errores |
|---|---|---|---|---|
${d.embebidas.map((f) => `| ${f.nombre} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errores} |`).join('\n')}

## Memoria del servidor

- Pico de RSS durante la prueba: ${d.picoRss} MiB
- RSS antes y después de ${SOAK} s de carga sostenida: ${d.rssAntes} MiB → ${d.rssDespues} MiB

## Presupuestos (\`PRESUPUESTOS\` en bench/run.ts; uno incumplido hace fallar \`npm run bench\`)

| medida | valor | presupuesto | cumple |
|---|---|---|---|
${medidas.map(([q, v, pres, ok]) => `| ${q} | ${v} | ${pres} | ${ok ? 'sí' : '**no**'} |`).join('\n')}
`;
  return { texto, incumplidos };
}

buildServerIfStale()
  .then(() => (process.env.BENCH_SOLO === 'campana' ? soloCampana() : main()))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
