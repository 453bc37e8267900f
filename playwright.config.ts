/**
 * End-to-end tests against exactly what `npm start` serves: the built portal, its API server and a fresh
 * embedded database (a temporary DATA_DIR per run, so every run starts from the demo seed).
 *
 * Chromium is Debian's (Playwright's own download is not possible on this kind of machine); `npm test`
 * finds or installs it and passes its path in CHROMIUM_PATH.
 */
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from './scripts/chromium-args.mjs';

const port = Number(process.env.E2E_PORT ?? 8090);
// The config is evaluated in the runner and again in every worker; the workers inherit the runner's
// environment, so the data directory is made once and shared through it.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'merchant-portal-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One embedded database (PGlite, in the server's process) answers one query at a time, and a heavy job
  // (publishing, exports, the seed's orders) holds the process: with two workers a journey's first page load
  // could wait past its timeout behind the other journey's work. One worker until the database leaves the
  // server's thread.
  workers: 1,
  fullyParallel: true,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  // The stores journey publishes the demo merchant's ready entries as the seed left them (the products journeys
  // edit entries, and their jobs queue behind the publishing): it runs first, on the fresh database.
  projects: [
    { name: 'stores', testMatch: /stores\.spec\.ts$/ },
    { name: 'journeys', testIgnore: /stores\.spec\.ts$/, dependencies: ['stores'] },
  ],
  // E2E_EXTERNAL_SERVER=1 runs against a portal already serving on E2E_PORT (for quick local iterations).
  webServer: process.env.E2E_EXTERNAL_SERVER ? undefined : {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // If `npm start` has to build, the third-party chat widget is left out of that build.
      VITE_CHAT_WIDGET: 'off',
    },
  },
});
