import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs } from './scripts/chromium-args.mjs';
import { recordVisualComparison, screenshotPath } from './scripts/visual';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * Test projects. `unit`: pure front-end logic in Node (machines, client, i18n, routes, tokens).
 * `server`: the API server against PGlite (and PostgreSQL when TEST_DATABASE_URL is set).
 * `storybook`: every story as a test in headless Chromium (Debian's, CHROMIUM_PATH), with
 * addon-a11y's checks and a visual comparison of the story in every build-time brand
 * (.storybook/vitest.setup.ts; baselines in .storybook/__screenshots__/).
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // One group after another (unit, server, stories), so the screenshots never share the CPU with the server tests.
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Migrates and seeds once per run into templates that each file copies (server/test/globalSetup.ts).
          // They are built in the background while the unit tests run; each file waits for them in its setup.
          globalSetup: ['./server/test/globalSetup.ts'],
          setupFiles: ['./server/test/setup.ts'],
          // Two files at once: each file's server and PGlite run on one core, and without the per-file seed
          // nothing else competes (vitest's default on two cores is one worker, leaving a core idle).
          maxWorkers: 2,
          // The files of a worker share one module graph instead of importing the whole server again each
          // (≈ 3 s of CPU per file). Safe here: every file starts and closes its own server and database,
          // no server test mocks a module, and module-level state is keyed by the server or rebound per server.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The app's own vite config: React, vanilla-extract and the `@/` alias, as in Storybook.
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        // Runtime helpers that vanilla-extract's compiled .css.ts files import: the dependency scan cannot
        // see them, and finding them mid-run makes Vite reload the page and fail the tests of a cold start.
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@vanilla-extract/dynamic',
            // Loaded lazily by the order stats charts (src/kit/chart): optimised up front, or a mid-run re-optimisation reloads the page.
            'd3-scale',
            'd3-shape',
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          globalSetup: ['./scripts/visual-global-setup.ts'],
          testTimeout: 30_000,
          // The story files of a worker share one document and module graph instead of a fresh iframe each: a
          // third less CPU for the project (session 6), 224 s wall instead of 351 in session 7's idle full run.
          // The setup file puts back what a fresh page has before each file (.storybook/vitest.setup.ts, freshPage).
          // STORIES_ISOLATE=1 runs each file in its own iframe, to tell a leak between files from a real failure.
          isolate: process.env.STORIES_ISOLATE === '1',
          // One retry for timing races of a real browser on a loaded 2-core machine (focus restored a frame
          // late, an overlay's first paint). A real regression fails both tries; a retried pass is reported.
          retry: 1,
          // Two tabs at once: story tests wait on rendering and screenshots more than on the CPU
          // (measured on 2 cores: 23 stories in 66 s with two, 98 s with one).
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
              // The window is larger than the story's 1200×900 frame, so the frame is never scaled down,
              // and tall stories can grow the frame to their full height for the screenshot.
              contextOptions: {
                viewport: { width: 1280, height: 4000 },
                reducedMotion: 'reduce',
                deviceScaleFactor: 1,
                locale: 'en-US',
                timezoneId: 'UTC',
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1200, height: 900 },
            screenshotFailures: false,
            commands: { recordVisualComparison },
            // Near-exact colours: pixelmatch's default threshold (0.1) lets a small token change through;
            // 0.03 still absorbs the ±1 anti-aliasing noise of software rendering at rounded edges.
            // Up to 16 differing pixels pass: a focus ring's rounded corners drawn a fraction of a pixel apart
            // differ in 4 anti-aliased pixels (Shell's menu story, a fresh clone's file order). Any real change
            // (a glyph, a 1px border along an edge, a colour) differs in far more.
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.03, allowedMismatchedPixels: 16 },
                resolveScreenshotPath: screenshotPath,
              },
            },
          },
        },
      },
    ],
  },
});
