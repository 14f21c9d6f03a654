// End-to-end tests: the real server on a free port with an in-memory database, driven in Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, rutaChromium } from '../../scripts/chromium.mjs';
import { E2E_ADMIN } from './e2e/accounts.ts';

const chromium = rutaChromium();

// Set once in the main process; the workers inherit it, so all agree on the port. Below Linux's ephemeral range
// (32768–60999): polling a port in it before the server listens can connect the socket to itself, which then holds
// the port (seen with scripts/lighthouse.mjs).
process.env.E2E_PORT ??= String(10_000 + Math.floor(Math.random() * 10_000));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED_DEMO: '1',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // A helper building into its own folder can point the server at it.
      WEB_DIST: process.env.WEB_DIST ?? '',
    },
  },
});
