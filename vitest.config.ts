// One Vitest run covers every workspace; `--project server` runs only the API suite (CI repeats it on PostgreSQL).
import { configDefaults, defineConfig } from 'vitest/config';

// The demo's sweep of a year runs on the embedded database alone: its clock is JavaScript's, which the sweep fixes;
// a PostgreSQL server keeps its own. The PostgreSQL pass (TEST_DATABASE_URL) would only run it a second time there.
const soloEmbebida = process.env.TEST_DATABASE_URL ? ['src/db/seed-demo-reloj.test.ts'] : [];

export default defineConfig({
  test: {
    // Both cores of the CI machine: Vitest's default leaves one idle on 2 (the suite took 18 min instead of 11).
    maxWorkers: 2,
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
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...soloEmbebida],
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
