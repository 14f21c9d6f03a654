// Stryker's Vitest runner has no "project" option, only `configFile`: this file hands it the `server` project of
// vitest.config.ts (the same definition, not a copy), restricted to the tests of the module under mutation
// (MUTACION_MODULO, see stryker.config.mjs), so mutation runs never start the contract or web suites.
// One change for speed: test files share loaded modules (`isolate: false`); test/mutation/por-archivo.setup.ts
// resets the one piece of per-file state the helpers keep. Mutants are switched on at run time, so sharing is safe.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { moduloActual } from './stryker.config.mjs';
import root from './vitest.config.ts';

const server = root.test?.projects?.find(
  (p): p is TestProjectInlineConfiguration =>
    typeof p === 'object' && 'test' in p && p.test?.name === 'server',
);
if (!server?.test) throw new Error('vitest.config.ts no define el proyecto "server"');

const setupFiles = [server.test.setupFiles ?? []].flat();
// The project's root is apps/server; the list names files from the repository root.
const include = moduloActual().pruebas.map((p) => p.replace(/^apps\/server\//, ''));
export default defineConfig({
  test: {
    projects: [
      {
        ...server,
        test: {
          ...server.test,
          include,
          isolate: false,
          setupFiles: [...setupFiles, 'test/mutation/por-archivo.setup.ts'],
        },
      },
    ],
  },
});
