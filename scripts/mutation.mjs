// npm run test:mutation [-- --full] [-- --modulo <nombre>]… [-- --solo-resumen]: one Stryker run per entry of MODULOS
// (stryker.config.mjs; incremental unless --full; --modulo limits the run to those entries), then prints the score per
// module from their JSON reports and rewrites the results block of docs/mutation/RESULTADOS.md (date, duration,
// mutants, score, survivors). --solo-resumen only re-reads the reports. Exits 1 when a module is below the target.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { archivoDe, MODULOS } from '../stryker.config.mjs';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTADOS = path.join(raiz, 'docs/mutation/RESULTADOS.md');
const INICIO = '<!-- resultados:inicio (lo escribe scripts/mutation.mjs) -->';
const FIN = '<!-- resultados:fin -->';
const OBJETIVO = 85;

const args = process.argv.slice(2);
const completa = args.includes('--full');
const soloResumen = args.includes('--solo-resumen');
const elegidos = args.flatMap((a, i) => (args[i - 1] === '--modulo' ? [a] : []));
for (const e of elegidos) {
  if (!MODULOS.some((m) => m.nombre === e)) {
    console.error(`No hay un módulo "${e}" en MODULOS. Son: ${MODULOS.map((m) => m.nombre).join(', ')}`);
    process.exit(2);
  }
}
const aCorrer = elegidos.length ? MODULOS.filter((m) => elegidos.includes(m.nombre)) : MODULOS;
// The incremental state Stryker keeps per module is a whole mutation report (mutation-testing-report-schema): it is
// committed, so the summary can be rebuilt from a clean clone.
const reporteDe = (m) => path.join(raiz, 'reports/stryker-incremental', `${archivoDe(m.nombre)}.json`);

/** Duration of each module's last run in this invocation, in ms. */
const duraciones = new Map();
if (!soloResumen) {
  const stryker = path.join(raiz, 'node_modules/.bin/stryker');
  for (const m of aCorrer) {
    console.log(`\n== Mutación de ${m.nombre}`);
    const inicio = Date.now();
    const r = spawnSync(stryker, ['run', ...(completa ? ['--force'] : [])], {
      cwd: raiz,
      stdio: 'inherit',
      env: { ...process.env, ...m.entorno, MUTACION_MODULO: m.nombre },
    });
    duraciones.set(m.nombre, Date.now() - inicio);
    if (r.status !== 0) {
      console.error(
        `Stryker terminó con código ${r.status ?? r.signal} en ${m.nombre}; no se actualiza el resumen.`,
      );
      process.exit(r.status ?? 1);
    }
  }
}

const modulos = MODULOS.map((mod) => ({
  nombre: mod.nombre,
  reporte: reporteDe(mod),
  archivos: 0,
  cuenta: {},
  supervivientes: [],
  /** Mutants reported as not compiling because a module was missing from the run's sandbox. */
  entorno: 0,
}));

/** Original text of a mutant's location, on one line (report positions are 1-based). */
function original(fuente, { start, end }) {
  const lineas = fuente.split('\n');
  let texto;
  if (start.line === end.line) texto = lineas[start.line - 1]?.slice(start.column - 1, end.column - 1) ?? '';
  else {
    const partes = [lineas[start.line - 1]?.slice(start.column - 1) ?? ''];
    for (let l = start.line + 1; l < end.line; l++) partes.push(lineas[l - 1] ?? '');
    partes.push(lineas[end.line - 1]?.slice(0, end.column - 1) ?? '');
    texto = partes.join('\n');
  }
  return texto;
}
const breve = (s, max = 70) => {
  const una = s.replace(/\s+/g, ' ').trim();
  return una.length > max ? `${una.slice(0, max - 1)}…` : una;
};

for (const m of modulos) {
  if (!existsSync(m.reporte)) continue;
  const reporte = JSON.parse(readFileSync(m.reporte, 'utf8'));
  for (const [archivo, { source, mutants }] of Object.entries(reporte.files)) {
    const rel = path.isAbsolute(archivo) ? path.relative(raiz, archivo) : archivo;
    const relPosix = rel.split(path.sep).join('/');
    m.archivos++;
    for (const mu of mutants) {
      m.cuenta[mu.status] = (m.cuenta[mu.status] ?? 0) + 1;
      // A module that cannot be found (TS2307) is the sandbox's fault, not the mutant's: such a run counted valid
      // mutants as "does not compile" and left them out of the score (modules/cuentas, 2026-11).
      if (mu.status === 'CompileError' && /TS2307/.test(mu.statusReason ?? '')) m.entorno++;
      if (mu.status === 'Survived' || mu.status === 'NoCoverage') {
        m.supervivientes.push({
          donde: `${relPosix}:${mu.location.start.line}`,
          columna: mu.location.start.column,
          estado: mu.status === 'Survived' ? 'sobrevive' : 'sin cobertura',
          mutador: mu.mutatorName,
          de: breve(original(source, mu.location)),
          a: breve(mu.replacement ?? ''),
        });
      }
    }
  }
}

const n = (c, k) => c[k] ?? 0;
function cifras(c) {
  const detectados = n(c, 'Killed') + n(c, 'Timeout');
  const validos = detectados + n(c, 'Survived') + n(c, 'NoCoverage');
  return {
    validos,
    muertos: n(c, 'Killed'),
    timeout: n(c, 'Timeout'),
    sobreviven: n(c, 'Survived'),
    sinCobertura: n(c, 'NoCoverage'),
    ignorados: n(c, 'Ignored'),
    noCompilan: n(c, 'CompileError'),
    errores: n(c, 'RuntimeError'),
    puntuacion: validos ? (100 * detectados) / validos : Number.NaN,
  };
}
const filas = modulos.map((m) => ({
  m,
  ...cifras(m.cuenta),
}));
const total = cifras(
  filas.reduce((acc, { m }) => {
    for (const [k, v] of Object.entries(m.cuenta)) acc[k] = (acc[k] ?? 0) + v;
    return acc;
  }, {}),
);
const pct = (x) => (Number.isNaN(x) ? 'sin informe' : `${x.toFixed(1)} %`);
const marca = (x) => (Number.isNaN(x) ? '' : x >= OBJETIVO ? '' : ' ⚠');
const invalidas = filas.filter((f) => f.m.entorno > 0);
const avisoEntorno = (f) =>
  `${f.m.nombre}: ${f.m.entorno} mutantes contados como «no compilan» porque faltaba un módulo en la copia de Stryker (TS2307); su puntuación no vale: repita su corrida.`;

// Console: one line per module.
const ancho = Math.max(...filas.map((f) => f.m.nombre.length), 6);
console.log(`\nPuntuación de mutación por módulo (objetivo ≥ ${OBJETIVO} %)`);
console.log(
  `${'módulo'.padEnd(ancho)}  puntuación  mutantes  muertos  timeout  sobreviven  sin cob.  ignorados`,
);
for (const f of filas) {
  console.log(
    `${f.m.nombre.padEnd(ancho)}  ${pct(f.puntuacion).padStart(10)}  ${String(f.validos).padStart(8)}  ${String(f.muertos).padStart(7)}  ${String(f.timeout).padStart(7)}  ${String(f.sobreviven).padStart(10)}  ${String(f.sinCobertura).padStart(8)}  ${String(f.ignorados).padStart(9)}${marca(f.puntuacion)}`,
  );
}
console.log(
  `${'TOTAL'.padEnd(ancho)}  ${pct(total.puntuacion).padStart(10)}  ${String(total.validos).padStart(8)}`,
);
for (const f of invalidas) console.error(avisoEntorno(f));

// docs/mutation/RESULTADOS.md: the block between the markers.
const fecha = new Date().toISOString().slice(0, 16).replace('T', ' ');
const minutos = (ms) => `${Math.floor(ms / 60000)} min ${Math.round((ms % 60000) / 1000)} s`;
const lineas = [
  INICIO,
  '',
  `Última ejecución: ${fecha} UTC · ${soloResumen ? 'resumen del último informe' : completa ? 'completa (`npm run test:mutation:full`)' : 'incremental (`npm run test:mutation`)'}${duraciones.size ? ` · duración ${minutos([...duraciones.values()].reduce((a, b) => a + b, 0))}` : ''}`,
  '',
  '### Puntuación por módulo',
  '',
  '| Módulo | Puntuación | Mutantes | Muertos | Timeout | Sobreviven | Sin cobertura | Ignorados (estáticos) | No compilan |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...filas.map(
    (f) =>
      `| \`${f.m.nombre}\` | ${pct(f.puntuacion)}${f.m.entorno ? ' ⚠ (corrida inválida)' : marca(f.puntuacion)} | ${f.validos} | ${f.muertos} | ${f.timeout} | ${f.sobreviven} | ${f.sinCobertura} | ${f.ignorados} | ${f.noCompilan} |`,
  ),
  `| **Total** | **${pct(total.puntuacion)}** | ${total.validos} | ${total.muertos} | ${total.timeout} | ${total.sobreviven} | ${total.sinCobertura} | ${total.ignorados} | ${total.noCompilan} |`,
  '',
  `Puntuación = (muertos + timeout) / (muertos + timeout + sobreviven + sin cobertura). ⚠ = por debajo del objetivo (${OBJETIVO} %).`,
  '',
  ...invalidas.flatMap((f) => [`- ${avisoEntorno(f)}`]),
  ...(invalidas.length ? [''] : []),
  '### Mutantes supervivientes',
  '',
];
for (const f of filas) {
  if (!f.m.supervivientes.length) continue;
  lineas.push(`#### \`${f.m.nombre}\` (${f.m.supervivientes.length})`, '');
  lineas.push('| Lugar | Estado | Mutador | Original → reemplazo |', '|---|---|---|---|');
  for (const s of f.m.supervivientes.sort(
    (a, b) => a.donde.localeCompare(b.donde, 'en', { numeric: true }) || a.columna - b.columna,
  )) {
    const celda = (t) => `\`${t.replace(/\|/g, '\\|').replace(/`/g, 'ˋ')}\``;
    lineas.push(`| ${s.donde}:${s.columna} | ${s.estado} | ${s.mutador} | ${celda(s.de)} → ${celda(s.a)} |`);
  }
  lineas.push('');
}
lineas.push(FIN);
const bloque = lineas.join('\n');

let doc = existsSync(RESULTADOS)
  ? readFileSync(RESULTADOS, 'utf8')
  : `# Resultados de las pruebas de mutación\n\n## Últimos resultados\n\n${INICIO}\n${FIN}\n`;
const i = doc.indexOf(INICIO);
const j = doc.indexOf(FIN);
doc =
  i >= 0 && j > i ? doc.slice(0, i) + bloque + doc.slice(j + FIN.length) : `${doc.trimEnd()}\n\n${bloque}\n`;
writeFileSync(RESULTADOS, doc);
console.log(`\nResumen escrito en ${path.relative(raiz, RESULTADOS)}`);

const bajos = filas.filter((f) => !(f.puntuacion >= OBJETIVO) || f.m.entorno > 0).map((f) => f.m.nombre);
if (bajos.length) {
  console.error(`Por debajo de ${OBJETIVO} % o sin informe: ${bajos.join(', ')}`);
  process.exit(1);
}
