import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every compressible output file
 * above 1 kB, once at build time, so the server sends compressed bytes without compressing per request
 * (server/http/static.ts serves them with @fastify/static's preCompressed). Source maps are left alone.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  return {
    name: 'merchant-portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes('/.vite/') || statSync(file).size < 1024) continue;
        const source = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/** The portal's build. `npm run dev` proxies /api to the API server on API_PORT (default 8080). */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), appVersion(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
});
