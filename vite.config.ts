import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The app version, baked into the bundle (import.meta.env.VITE_APP_VERSION, read by src/config.ts) and
 * written to dist/version.json, which the running portal polls at most once an hour and reloads
 * when it differs. Package version plus build time, so every deploy is a new version.
 */
export function appVersion(): Plugin {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
  const version = process.env.VITE_APP_VERSION ?? `${pkg.version}+${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}`;
  return {
    name: 'merchant-portal:app-version',
    config: () => ({ define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version })}\n` });
    },
  };
}

/** The portal's build. `npm run dev` proxies /api to the API server on API_PORT (default 8080). */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), appVersion()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
});
