/** Builds the portal with `vite build` when its build directory (DIST_DIR, else dist/) is missing or older than its sources. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './config';

const SOURCES = ['src', 'public', 'design-tokens', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function frontEndIsStale(distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(projectRoot, source)) > built);
}

/**
 * Builds into `distDir`, the directory the caller checked with frontEndIsStale and will serve (it used to build
 * into dist/ whatever DIST_DIR said, so a server with DIST_DIR set built one directory and served another).
 * Returns false when the build failed (the server still starts, serving the previous build if any).
 */
export function buildFrontEnd(distDir: string): boolean {
  console.log(`Building the portal (vite build → ${distDir})…`);
  const lang = spawnSync('npx', ['--no-install', 'tsx', 'scripts/build-lang.ts'], { cwd: projectRoot, stdio: 'inherit' });
  const build = ['--no-install', 'vite', 'build', '--outDir', distDir, '--emptyOutDir'];
  const vite = lang.status === 0 ? spawnSync('npx', build, { cwd: projectRoot, stdio: 'inherit' }) : lang;
  return vite.status === 0;
}
