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

const basePort = Number(process.env.E2E_PORT ?? 8090);
// One embedded database (PGlite, in the server's process) answers one query at a time, and a heavy job
// (publishing, exports, an import) holds that process: a journey's first page load could wait past its
// timeout behind another journey's work on the same server. So a worker never shares a server: with
// E2E_WORKERS=N, N servers (and databases) start side by side and worker N (its parallel index) talks to
// E2E_PORT + N. Two by default: each journey spec passed on two workers in whole runs on this 2-core machine (E2E_WORKERS=1 for one).
const workers = process.env.E2E_EXTERNAL_SERVER ? 1 : Number(process.env.E2E_WORKERS ?? 2);
// The config is evaluated in the runner and again in every worker (after Playwright has set the worker's
// TEST_PARALLEL_INDEX); the workers inherit the runner's environment, so the data directories are made
// once and shared through it.
const port = basePort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'merchant-portal-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/** Specs that change nothing another spec reads (see `projects`). */
const readOnlySpecs = /\/(a11y-pages|a11y|sign-in|language|palette|partner|permissions|screenshots|visited-views)\.spec\.ts$/;
/** Changes the demo merchant's ship-to country. */
const shipToSpec = /\/shell-phone\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers,
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
  // The stores journey picks 20 catalogue products not yet in the list from the first search pages; the
  // 2,000-row import journey lists nearly every catalogue product. So on a server the stores journey runs before
  // the journeys that add to the list (`journeys` depends on it). The `pages` specs only read (menus, axe,
  // sign-in, language, brands): they need no order, so with two workers they fill the second while `stores` runs.
  // The phone journey saves Germany as the merchant's ship-to country, which the cart and catalogue journeys'
  // channels depend on: it runs last.
  projects: [
    { name: 'stores', testMatch: /stores\.spec\.ts$/ },
    { name: 'pages', testMatch: readOnlySpecs },
    { name: 'journeys', testIgnore: [/stores\.spec\.ts$/, readOnlySpecs, shipToSpec], dependencies: ['stores'] },
    { name: 'last', testMatch: shipToSpec, dependencies: ['pages', 'journeys'] },
  ],
  // E2E_EXTERNAL_SERVER=1 runs against a portal already serving on E2E_PORT (for quick local iterations).
  webServer: process.env.E2E_EXTERNAL_SERVER ? undefined : {
    // Every worker's `npm start` at once (scripts/e2e-servers.ts), ready when each has printed its address.
    command: 'npx --no-install tsx scripts/e2e-servers.ts',
    wait: { stdout: /e2e servers ready/ },
    // Idle, the servers are ready in about 30 s; on a machine shared with other work seeding two took over 5 min.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(basePort),
      E2E_SERVERS: String(workers),
      E2E_DATA_DIR: dataDir,
      // If the portal has to be built, the third-party chat widget is left out of that build.
      VITE_CHAT_WIDGET: 'off',
    },
  },
});
