// npm run lighthouse: Lighthouse's mobile preset (its simulated 4G and 4× slower CPU) on the login screen and on
// Inicio signed in as the demo's administrator, against the compiled server with a fresh demo data set. Prints each
// page's figures beside the budgets of issue 20 and writes them as the section «Lighthouse (móvil)» of
// bench/results.md (the rest of the file is left as it is). Scores vary from run to run, so this is a measurement
// and not a test: each page is measured LIGHTHOUSE_RONDAS times (3 by default) and the median run is kept.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, rutaChromium } from './chromium.mjs';
import { buildServerIfStale, buildWebIfStale, root } from './lib.mjs';

// Below Linux's ephemeral range (32768–60999): polling a port in it before the server listens can connect the
// socket to itself, which then holds the port and the server cannot bind it (seen here).
const PUERTO = Number(process.env.LIGHTHOUSE_PORT ?? 3930);
const RONDAS = Math.max(1, Number(process.env.LIGHTHOUSE_RONDAS ?? 3));
const CHROME = rutaChromium();
const ADMIN = { username: 'admin', password: 'demo12345' };
const base = `http://127.0.0.1:${PUERTO}`;
const informes = join(tmpdir(), 'aguavend-lighthouse');
const { version } = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'));

/** The budgets of issue 20, each with how its figure is read from a run and shown. */
const PRESUPUESTOS = [
  { clave: 'score', nombre: 'Rendimiento', limite: '≥ 90', cumple: (v) => v >= 90, ver: (v) => `${v}` },
  { clave: 'fcp', nombre: 'FCP', limite: '—', cumple: () => true, ver: segundos },
  { clave: 'lcp', nombre: 'LCP', limite: '< 2.5 s', cumple: (v) => v < 2500, ver: segundos },
  {
    clave: 'tbt',
    nombre: 'TBT',
    limite: '< 200 ms',
    cumple: (v) => v < 200,
    ver: (v) => `${Math.round(v)} ms`,
  },
  { clave: 'cls', nombre: 'CLS', limite: '< 0.1', cumple: (v) => v < 0.1, ver: (v) => v.toFixed(3) },
  { clave: 'bytes', nombre: 'Transferido', limite: '—', cumple: () => true, ver: kib },
];

function segundos(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
function kib(bytes) {
  return `${Math.round(bytes / 1024)} KiB`;
}

/** The compiled server on its own port, with the demo's data in a directory of its own that is removed after. */
async function arrancarServidor(datos) {
  const env = {
    ...process.env,
    PORT: String(PUERTO),
    HOST: '127.0.0.1',
    DATA_DIR: datos,
    SEED_DEMO: '1',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  };
  // The demo's embedded database, whatever the shell points at.
  delete env.DATABASE_URL;
  const servidor = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // PGlite and the demo's seeding take minutes on a loaded machine.
  const limite = Date.now() + 600_000;
  while (Date.now() < limite) {
    if (servidor.exitCode !== null) throw new Error(`El servidor terminó con código ${servidor.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return servidor;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  servidor.kill();
  throw new Error(`El servidor no respondió en ${base}/health`);
}

/**
 * What a signed-in tab keeps in its sessionStorage (apps/web/src/lib/session.ts): the login's answer, and the last
 * answer of /users/perfil, which the app keeps from the first screen it opens after signing in on.
 */
async function sesionDelAdmin() {
  const res = await fetch(`${base}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const data = await res.json();
  if (!data.token || !data.usuario) throw new Error(`No se pudo iniciar sesión: ${res.status}`);
  const usuario = JSON.parse(data.usuario);
  const perfil = await fetch(`${base}/users/perfil`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: '{}',
  });
  const [fila] = (await perfil.json()).resultados ?? [];
  if (!fila?.pantallas) throw new Error(`No se pudo leer el perfil: ${perfil.status}`);
  return {
    user: JSON.stringify(usuario),
    token: data.token,
    rol: usuario.rol,
    id_rol: String(usuario.id_rol),
    perfil: JSON.stringify(fila),
  };
}

/** One Lighthouse run of one page, in a fresh tab; the signed-in page gets the session before its scripts run. */
async function medir(navegador, pagina, sesion) {
  const tab = await navegador.newPage();
  try {
    if (sesion) {
      await tab.evaluateOnNewDocument((s) => {
        for (const [clave, valor] of Object.entries(s)) sessionStorage.setItem(clave, valor);
      }, sesion);
    }
    const { lhr, report } = await lighthouse(
      `${base}${pagina.ruta}`,
      { output: ['html', 'json'], onlyCategories: ['performance'], logLevel: 'error' },
      undefined,
      tab,
    );
    if (lhr.runtimeError) throw new Error(`${pagina.nombre}: ${lhr.runtimeError.message}`);
    if (lhr.finalDisplayedUrl !== `${base}${pagina.ruta}`) {
      throw new Error(`${pagina.nombre}: Lighthouse terminó en ${lhr.finalDisplayedUrl}`);
    }
    const a = lhr.audits;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      bytes: a['total-byte-weight'].numericValue,
      // What the report suggests, largest estimated saving first: where to look when a budget is missed.
      sugerencias: Object.values(a)
        .filter((x) => x.details?.type === 'opportunity' && (x.details.overallSavingsMs ?? 0) > 0)
        .sort((x, y) => y.details.overallSavingsMs - x.details.overallSavingsMs)
        .map((x) => `${x.title} (~${Math.round(x.details.overallSavingsMs)} ms)`),
      report,
    };
  } finally {
    await tab.close();
  }
}

const PAGINAS = [
  { nombre: 'Inicio de sesión', ruta: '/login', archivo: 'login' },
  { nombre: 'Inicio (ADMIN, datos demo)', ruta: '/dashboard/inicio', archivo: 'inicio', conSesion: true },
];

function tabla(resultados) {
  const cabecera = `| Página | ${PRESUPUESTOS.map((p) => p.nombre).join(' | ')} |`;
  const linea = `|---|${PRESUPUESTOS.map(() => '--:').join('|')}|`;
  const filas = resultados.map(
    ({ pagina, mediana }) =>
      `| ${pagina.nombre} | ${PRESUPUESTOS.map((p) => {
        const v = mediana[p.clave];
        return p.cumple(v) ? p.ver(v) : `**${p.ver(v)}**`;
      }).join(' | ')} |`,
  );
  const presupuesto = `| Presupuesto | ${PRESUPUESTOS.map((p) => p.limite).join(' | ')} |`;
  return [cabecera, linea, ...filas, presupuesto].join('\n');
}

/** Replaces the section «Lighthouse (móvil)» of bench/results.md, or adds it at the end; nothing else changes. */
function escribirSeccion(seccion) {
  const archivo = join(root, 'bench/results.md');
  const actual = readFileSync(archivo, 'utf8');
  const patron = /\n## Lighthouse \(móvil\)\n[\s\S]*?(?=\n## |$)/;
  const nuevo = patron.test(actual)
    ? actual.replace(patron, () => `\n${seccion.trimEnd()}\n`)
    : `${actual.trimEnd()}\n\n${seccion.trimEnd()}\n`;
  writeFileSync(archivo, nuevo);
}

buildWebIfStale();
await buildServerIfStale();
const datos = mkdtempSync(join(tmpdir(), 'aguavend-lighthouse-datos-'));
mkdirSync(informes, { recursive: true });
const cargaAntes = loadavg()[0];
const servidor = await arrancarServidor(datos);
const navegador = await puppeteer.launch({
  executablePath: CHROME,
  headless: true,
  defaultViewport: null,
  args: CHROMIUM_ARGS,
});
const resultados = [];
try {
  const sesion = await sesionDelAdmin();
  for (const pagina of PAGINAS) {
    const corridas = [];
    for (let i = 0; i < RONDAS; i++) {
      const corrida = await medir(navegador, pagina, pagina.conSesion ? sesion : undefined);
      console.log(
        `${pagina.nombre} #${i + 1}: ${PRESUPUESTOS.map((p) => `${p.nombre} ${p.ver(corrida[p.clave])}`).join(', ')}`,
      );
      corridas.push(corrida);
    }
    // The median run by score (its own figures, not a mix of runs).
    const mediana = corridas.sort((x, y) => x.score - y.score)[Math.floor(corridas.length / 2)];
    const informe = join(informes, `${pagina.archivo}.html`);
    const [html, json] = mediana.report;
    writeFileSync(informe, html);
    writeFileSync(join(informes, `${pagina.archivo}.json`), json);
    resultados.push({ pagina, mediana, informe });
  }
} finally {
  await navegador.close();
  servidor.kill('SIGTERM');
  await new Promise((r) => servidor.once('exit', r));
  rmSync(datos, { recursive: true, force: true });
}
const cargaDespues = loadavg()[0];

const seccion = `## Lighthouse (móvil)

\`npm run lighthouse\` (scripts/lighthouse.mjs): Lighthouse ${version} con su perfil móvil por omisión
(4G simulado, CPU 4× más lenta), en el Chromium de Debian, contra el servidor compilado con los datos de la demo;
mediana de ${RONDAS} corridas por página. En negritas, lo que no cumple su presupuesto (issue 20). Carga media del
equipo: ${cargaAntes.toFixed(1)} al empezar, ${cargaDespues.toFixed(1)} al terminar, en ${cpus().length} núcleos (la CPU
simulada parte de lo que tarda la real: un equipo cargado alarga el TBT).

${tabla(resultados)}
`;
console.log(`\n${seccion}`);
for (const { pagina, mediana, informe } of resultados) {
  console.log(`${pagina.nombre}: informe en ${informe}`);
  for (const s of mediana.sugerencias.slice(0, 5)) console.log(`  - ${s}`);
}
escribirSeccion(seccion);
const incumplidos = resultados.flatMap(({ pagina, mediana }) =>
  PRESUPUESTOS.filter((p) => !p.cumple(mediana[p.clave])).map((p) => `${pagina.nombre}: ${p.nombre}`),
);
if (incumplidos.length > 0) console.log(`\nPresupuestos no cumplidos: ${incumplidos.join('; ')}`);
