// One Vitest run covers every workspace; `--project server` runs only the API suite (CI repeats it on PostgreSQL).
import { defineConfig } from 'vitest/config';
import { EN_AMBOS, SOLO_POSTGRES } from './apps/server/test/motores.ts';
import { LargasPrimero } from './scripts/orden-pruebas.ts';

// The PostgreSQL pass (TEST_DATABASE_URL) runs what differs between the engines and what only PostgreSQL has; `npm test`
// runs every other file on the embedded database (apps/server/test/motores.ts).
const enPostgres = Boolean(process.env.TEST_DATABASE_URL);
const delServidor = enPostgres ? [...EN_AMBOS, ...SOLO_POSTGRES] : ['src/**/*.test.ts', 'test/**/*.test.ts'];

export default defineConfig({
  test: {
    // Both cores of the CI machine: Vitest's default leaves one idle on 2 (the suite took 18 min instead of 11).
    maxWorkers: 2,
    // The longest files first, one per worker (scripts/orden-pruebas.ts).
    sequence: { sequencer: LargasPrimero },
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: delServidor,
          exclude: enPostgres ? [] : SOLO_POSTGRES,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          // Checks over the whole repository, such as the import boundaries between layers.
          name: 'repo',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
