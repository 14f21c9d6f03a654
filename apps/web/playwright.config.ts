// End-to-end tests: the real server on a free port with an in-memory database, driven in Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, rutaChromium } from '../../scripts/chromium.mjs';
import { E2E_ADMIN } from './e2e/accounts.ts';

const chromium = rutaChromium();

// Set once in the main process; the workers inherit it, so all agree on the ports. Below Linux's ephemeral range
// (32768–60999): polling a port in it before the server listens can connect the socket to itself, which then holds
// the port (seen with scripts/lighthouse.mjs).
process.env.E2E_PORT ??= String(10_000 + Math.floor(Math.random() * 10_000));
const port = Number(process.env.E2E_PORT);

// Two servers, each with its own in-memory demo, and the spec files split between them: each half runs one file at a
// time against its own server, as the whole suite did against one, and the halves run side by side (one browser
// waits on its server while the other computes): a clean clone's run went from 38.7 min in one line (with other work
// beside it) to 18.2 min (decision 043). A spec that
// is not in SEGUNDA_MITAD runs in the first; the halves are balanced by the specs' times of 2026-11-28.
const SEGUNDA_MITAD = [
  'estados-cuenta',
  'reportes',
  'ventas',
  'domicilios',
  'tiendas',
  'cortes',
  'tienda-detalle',
  'alertas',
  'egresos',
  'perfil',
  'respaldo',
  'registro-sanitario',
].map((nombre) => `**/${nombre}.spec.ts`);

const servidores = [port, port + 1];
const url = (puerto: number) => `http://127.0.0.1:${puerto}`;
const navegador = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: servidores.length,
  // On CI a failed test runs once more, and the log names it "flaky": a bug in that test to fix (as the two that
  // failed CI runs were, each a race with a page's late work), not a pass to rely on. A test that fails twice fails
  // CI: a whole wave lands on one CI run, and one test's bad luck on a loaded machine should not decide it.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // No trace: recording one for every test made the suite 30 % slower, and CI keeps none of its files. To see a
    // failure step by step, run that test again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // `workers: 1` in each: one file at a time per server, so no test sees another's changes half made.
    { name: 'chromium', workers: 1, testIgnore: SEGUNDA_MITAD, use: { ...navegador, baseURL: url(port) } },
    {
      name: 'chromium-2',
      workers: 1,
      testMatch: SEGUNDA_MITAD,
      use: { ...navegador, baseURL: url(port + 1) },
    },
  ],
  webServer: servidores.map((puerto) => ({
    command: 'node --import tsx apps/server/src/server.ts',
    cwd: '../..',
    url: `${url(puerto)}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(puerto),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED_DEMO: '1',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // A helper building into its own folder can point the server at it.
      WEB_DIST: process.env.WEB_DIST ?? '',
    },
  })),
});
