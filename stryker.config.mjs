// Mutation testing (issue 21, docs/decisions/011-mutation-testing.md): StrykerJS mutates the server modules that
// guard money, permissions, sessions and data and runs the `server` Vitest project against each mutant.
// `npm run test:mutation` (incremental) · `npm run test:mutation:full` (every mutant) · results: docs/mutation/RESULTADOS.md

/**
 * THE LIST: modules under mutation, one entry per module (a file, or a folder's `*.ts`), paths from the repository
 * root. Test files (`*.test.ts`) are always left out. The score table in docs/mutation/RESULTADOS.md has one row per
 * entry, so add new modules here as a new entry.
 */
export const MODULOS = [
  'apps/server/src/plugins/auth.ts',
  'apps/server/src/lib/tokens.ts',
  'apps/server/src/modules/sesion/*.ts',
  'apps/server/src/config.ts',
  'apps/server/src/plugins/security.ts',
  'apps/server/src/db/backup.ts',
  'apps/server/src/db/candado.ts',
  'apps/server/src/db/migrate.ts',
  'apps/server/src/modules/ventas/*.ts',
  'apps/server/src/modules/usuarios/*.ts',
  'apps/server/src/modules/rolmod/*.ts',
  'apps/server/src/lib/log.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  mutate: [...MODULOS, '!**/*.test.ts'],
  testRunner: 'vitest',
  // Only the `server` project (the runner has no project option; see that file).
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // Mutants that do not compile are dropped before any test runs (they are not counted in the score).
  checkers: ['typescript'],
  tsconfigFile: 'apps/server/tsconfig.json',
  coverageAnalysis: 'perTest',
  // Mutants reached only outside any test (module load, `beforeAll` hooks such as building the app and its routes)
  // would each need the whole server suite; they are reported as "Ignored". See RESULTADOS.md.
  ignoreStatic: true,
  // With a checker, 2 means 1 checker + 1 test runner, then 2 runners once checking is done (2 cores here).
  concurrency: 2,
  // Each mutant reloads a test file and its PGlite database: be generous, other jobs share the CPU.
  timeoutMS: 60_000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 60,
  incremental: true,
  // Committed: the next run tests only mutants whose code or covering tests changed.
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'json', 'html'],
  clearTextReporter: { reportMutants: false, reportTests: false, allowEmojis: false },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  // Target ≥ 85 % per module; not enforced yet (`break: null`).
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
