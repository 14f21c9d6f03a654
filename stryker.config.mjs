// Mutation testing (issue 21, docs/decisions/011-mutation-testing.md): StrykerJS mutates the server modules that
// guard money, permissions, sessions and data, one module at a time, and runs that module's own tests against each
// mutant. `npm run test:mutation` (incremental) · `npm run test:mutation:full` (every mutant) · results:
// docs/mutation/RESULTADOS.md. scripts/mutation.mjs starts one Stryker run per module with MUTACION_MODULO set.

/** The PostgreSQL on which a module's tests run when its entry asks for it (each test file makes a database there). */
const PG_PRUEBAS = process.env.MUTACION_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * THE LIST: one entry per module under mutation.
 * - `nombre`: the row of the score table (a path under apps/server/src).
 * - `mutar`: files to mutate, from the repository root (test files are always left out).
 * - `entorno` (optional): variables its tests run with.
 * - `pruebas`: the test files that guard it. A mutant counts as caught only if these catch it: the score says how
 *   well the module's own tests pin its behaviour, and a run stays minutes, not hours (every API test passes through
 *   the session plugin, so "all tests that reach it" would rerun the whole suite per mutant).
 * Add each new module of wave 2 here.
 */
export const MODULOS = [
  {
    nombre: 'plugins/auth.ts',
    mutar: ['apps/server/src/plugins/auth.ts'],
    pruebas: [
      'apps/server/src/plugins/auth.test.ts',
      'apps/server/test/permissions.test.ts',
      'apps/server/test/alcance.test.ts',
      'apps/server/src/modules/sesion/sesion.routes.test.ts',
    ],
  },
  {
    nombre: 'lib/tokens.ts',
    mutar: ['apps/server/src/lib/tokens.ts'],
    pruebas: ['apps/server/src/lib/tokens.test.ts', 'apps/server/src/modules/sesion/sesion.routes.test.ts'],
  },
  {
    nombre: 'modules/sesion',
    mutar: ['apps/server/src/modules/sesion/*.ts'],
    pruebas: [
      'apps/server/src/modules/sesion/sesion.routes.test.ts',
      'apps/server/src/modules/sesion/login-limit.test.ts',
    ],
  },
  {
    nombre: 'config.ts',
    mutar: ['apps/server/src/config.ts'],
    pruebas: [
      'apps/server/src/config.test.ts',
      'apps/server/test/docs.test.ts',
      'apps/server/test/headers.test.ts',
    ],
  },
  {
    nombre: 'plugins/security.ts',
    mutar: ['apps/server/src/plugins/security.ts'],
    pruebas: ['apps/server/src/plugins/security.test.ts', 'apps/server/test/headers.test.ts'],
  },
  {
    nombre: 'db/backup.ts',
    mutar: ['apps/server/src/db/backup.ts'],
    pruebas: [
      'apps/server/src/db/backup.test.ts',
      'apps/server/test/upgrade.test.ts',
      'apps/server/test/concurrency.test.ts',
    ],
    // Its one snapshot is PostgreSQL's repeatable-read transaction (the embedded database has one connection, so
    // any read there is consistent): its tests run on PostgreSQL, where a backup without it is caught.
    entorno: {
      TEST_DATABASE_URL: PG_PRUEBAS,
    },
  },
  {
    nombre: 'db/candado.ts',
    mutar: ['apps/server/src/db/candado.ts'],
    // Its own tests take, refuse, release and query the lock in one process (the platforms' addresses, the
    // channel's requests and keys); database.test.ts only reopened a folder, at the cost of building databases.
    pruebas: ['apps/server/src/db/candado.test.ts'],
  },
  {
    nombre: 'db/migrate.ts',
    mutar: ['apps/server/src/db/migrate.ts'],
    pruebas: ['apps/server/test/upgrade.test.ts', 'apps/server/src/db/database.test.ts'],
    // Half of it is PostgreSQL's (its own client, the advisory lock that lets one of several starting servers
    // migrate): its tests run there, each on a database of its own made from this one (a running PostgreSQL).
    entorno: {
      TEST_DATABASE_URL: PG_PRUEBAS,
    },
  },
  {
    nombre: 'modules/ventas',
    mutar: ['apps/server/src/modules/ventas/*.ts'],
    pruebas: ['apps/server/src/modules/ventas/*.test.ts', 'apps/server/test/concurrency.test.ts'],
  },
  {
    nombre: 'modules/usuarios',
    mutar: ['apps/server/src/modules/usuarios/*.ts'],
    pruebas: ['apps/server/src/modules/usuarios/*.test.ts'],
  },
  {
    nombre: 'modules/rolmod',
    mutar: ['apps/server/src/modules/rolmod/*.ts'],
    // alcance.test.ts holds ADMIN's fixed modules and the reserved URLs' refusal (issue 15).
    pruebas: ['apps/server/src/modules/rolmod/*.test.ts', 'apps/server/test/alcance.test.ts'],
  },
  {
    nombre: 'lib/log.ts',
    mutar: ['apps/server/src/lib/log.ts'],
    pruebas: ['apps/server/src/lib/log.test.ts', 'apps/server/test/headers.test.ts'],
  },
  {
    nombre: 'db/listas.ts',
    mutar: ['apps/server/src/db/listas.ts'],
    pruebas: [
      'apps/server/src/db/listas.test.ts',
      'apps/server/test/listas.test.ts',
      'apps/server/test/exportes.test.ts',
    ],
  },
  {
    nombre: 'modules/listas',
    mutar: ['apps/server/src/modules/listas/*.ts'],
    // Its own tests only: they go through the API for names, lines above, headers and the link's life
    // (exportes.test.ts there); test/exportes.test.ts, with its walker over every sort order, made a run hours long.
    pruebas: ['apps/server/src/modules/listas/*.test.ts'],
  },
  {
    nombre: 'modules/negocio',
    mutar: ['apps/server/src/modules/negocio/*.ts'],
    // exportes.test.ts reads a report's file (reporte.archivo.ts); resumen.test.ts, the roll-ups by category.
    pruebas: [
      'apps/server/src/modules/negocio/*.test.ts',
      'apps/server/test/exportes.test.ts',
      'apps/server/src/db/resumen.test.ts',
    ],
  },
  {
    nombre: 'modules/cortes',
    mutar: ['apps/server/src/modules/cortes/*.ts'],
    pruebas: ['apps/server/src/modules/cortes/*.test.ts', 'apps/server/test/alcance.test.ts'],
  },
  {
    nombre: 'modules/ajustes',
    mutar: ['apps/server/src/modules/ajustes/*.ts'],
    pruebas: ['apps/server/src/modules/ajustes/*.test.ts'],
  },
  {
    nombre: 'modules/tiendas',
    mutar: ['apps/server/src/modules/tiendas/*.ts'],
    // listas-tiendas.test.ts holds the lists' search, sort and export; alcance.test.ts, whose stores a user reaches.
    pruebas: [
      'apps/server/src/modules/tiendas/*.test.ts',
      'apps/server/test/listas-tiendas.test.ts',
      'apps/server/test/alcance.test.ts',
    ],
  },
  {
    // Host stores' accounts: agreements, statements, closed months, adjustments, payments, profitability.
    nombre: 'modules/cuentas',
    mutar: ['apps/server/src/modules/cuentas/*.ts'],
    pruebas: ['apps/server/src/modules/cuentas/*.test.ts', 'apps/server/test/exportes.test.ts'],
  },
  {
    nombre: 'modules/ubicaciones',
    mutar: ['apps/server/src/modules/ubicaciones/*.ts'],
    pruebas: ['apps/server/src/modules/ubicaciones/*.test.ts'],
  },
  {
    // Alerts: the refresh of every type, who sees what, read marks (issue 19).
    nombre: 'modules/alertas',
    mutar: ['apps/server/src/modules/alertas/*.ts'],
    pruebas: ['apps/server/src/modules/alertas/*.test.ts'],
  },
  {
    // The sanitary record: its rules (ranges, wear, due days), entries, attachments (issue 19).
    nombre: 'modules/sanitario',
    mutar: ['apps/server/src/modules/sanitario/*.ts'],
    pruebas: [
      'apps/server/src/modules/sanitario/*.test.ts',
      'apps/server/src/modules/alertas/*.test.ts',
      'apps/server/src/db/backup.test.ts',
    ],
  },
];

/** File-name form of a module's name (its incremental state and report are kept per module). */
export const archivoDe = (nombre) => nombre.replace(/\.ts$/, '').replace(/[^a-z0-9]+/gi, '-');

/** The module of this run (scripts/mutation.mjs sets MUTACION_MODULO); without it, the first one. */
export function moduloActual() {
  const nombre = process.env.MUTACION_MODULO;
  const m = nombre ? MODULOS.find((x) => x.nombre === nombre) : MODULOS[0];
  if (!m) throw new Error(`MUTACION_MODULO="${nombre}" no está en MODULOS (stryker.config.mjs)`);
  return m;
}

const modulo = moduloActual();
const archivo = archivoDe(modulo.nombre);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  mutate: [...modulo.mutar, '!**/*.test.ts'],
  testRunner: 'vitest',
  // Only the `server` project, restricted to the module's tests (see that file).
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // Mutants that do not compile are dropped before any test runs (they are not counted in the score).
  checkers: ['typescript'],
  tsconfigFile: 'apps/server/tsconfig.json',
  coverageAnalysis: 'perTest',
  // Mutants reached only outside any test (module load, `beforeAll` hooks such as building the app and its routes)
  // are reported as "Ignored": each would need every test file reloaded. See RESULTADOS.md.
  ignoreStatic: true,
  // With a checker, 2 means 1 checker + 1 test runner, then 2 runners once checking is done (2 cores here).
  concurrency: 2,
  // Each mutant reruns test files against PGlite: be generous, other jobs share the CPU.
  timeoutMS: 60_000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 30,
  incremental: true,
  // Committed: the next run tests only mutants whose code or covering tests changed.
  incrementalFile: `reports/stryker-incremental/${archivo}.json`,
  reporters: ['progress'],
  thresholds: { high: 85, low: 70, break: null },
  // Not copied to the sandbox: not needed by the server suite.
  ignorePatterns: [
    'apps/web',
    'bench',
    'docs',
    'data',
    'data-demo',
    'test-results',
    'playwright-report',
    'reports',
    '**/dist',
    '**/*.tsbuildinfo',
    '*.log',
  ],
  tempDirName: '.stryker-tmp',
};
