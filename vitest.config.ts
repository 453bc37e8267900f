import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * Test projects. `unit`: pure front-end logic in Node (machines, client, i18n, routes, tokens).
 * `server`: the API server against PGlite (and PostgreSQL when TEST_DATABASE_URL is set).
 * `storybook` (added by the Storybook set-up): every story in headless Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      {
        resolve: { alias },
        test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
      },
    ],
  },
});
