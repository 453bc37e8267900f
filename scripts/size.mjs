/**
 * `npm run size`: a benchmark, not a test. Builds the portal with Vite (into .cache/size/, so it
 * never touches dist/) and prints the gzip bytes of:
 *   1. the JS and CSS the first page loads (the entry and everything it imports statically),
 *   2. each lazy route chunk (what navigating to that route adds),
 *   3. a probe: a screen importing one component (Button) against one importing the whole library,
 *      showing that a screen pays only for what it uses (no barrel file, tree-shaken icons).
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const outRoot = join(root, '.cache/size');
const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} kB`;

/** Builds with the app's vite.config.ts and returns Vite's manifest. */
async function viteBuild(outDir, input) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false, ...(input && { rollupOptions: { input } }) },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** The files a manifest entry loads before it runs: itself, its static imports (recursively) and their CSS. */
function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(manifest, child, seen);
  return seen;
}

function bytesOf(manifest, outDir, keys) {
  let js = 0;
  let css = 0;
  const cssFiles = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js += gzip(join(outDir, chunk.file));
    for (const file of chunk.css ?? []) cssFiles.add(file);
    if (chunk.file.endsWith('.css')) cssFiles.add(chunk.file);
  }
  for (const file of cssFiles) css += gzip(join(outDir, file));
  return { js, css };
}

const line = (label, { js, css }) => console.log(`${label.padEnd(52)} JS ${kb(js)}   CSS ${kb(css)}   total ${kb(js + css)}`);

// 1 and 2: the portal itself.
async function portal() {
  const appDir = join(outRoot, 'app');
  const manifest = await viteBuild(appDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = closure(manifest, entryKey);
  console.log(`\nPortal build (gzip -9), entry ${entryKey}`);
  line('First page load (entry + static imports)', bytesOf(manifest, appDir, initial));

  const lazy = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
  if (lazy.length) console.log('\nLazy route chunks (what each adds beyond the first load)');
  for (const key of lazy.sort()) {
    const extra = [...closure(manifest, key)].filter((k) => !initial.has(k));
    line(`  ${key.replace(/^src\//, '')}`, bytesOf(manifest, appDir, extra));
  }
}

try {
  await portal();
} catch (error) {
  console.error(`\nThe portal does not build, so its sizes cannot be measured: ${String(error.message).split('\n')[0]}`);
  process.exitCode = 1;
}

// 3: one component against the whole library.
const componentsDir = join(root, 'src/design-system/components');
const components = readdirSync(componentsDir).filter((name) => existsSync(join(componentsDir, name, 'index.ts')));
const probeDir = join(outRoot, 'probe-src');
mkdirSync(probeDir, { recursive: true });
const probe = (names) =>
  `${names.map((name) => `import * as ${name} from '@/design-system/components/${name}';`).join('\n')}\n` +
  // Handed to the page (a side effect), so the bundler keeps every export, as a screen using them would.
  `globalThis.probe = [${names.join(', ')}];\n`;
writeFileSync(join(probeDir, 'one.ts'), probe(['Button']));
writeFileSync(join(probeDir, 'all.ts'), probe(components));
const probeOut = join(outRoot, 'probe');
const probeManifest = await viteBuild(probeOut, { one: join(probeDir, 'one.ts'), all: join(probeDir, 'all.ts') });
const probeKey = (name) => Object.keys(probeManifest).find((key) => key.endsWith(`probe-src/${name}.ts`));
const one = bytesOf(probeManifest, probeOut, closure(probeManifest, probeKey('one')));
const all = bytesOf(probeManifest, probeOut, closure(probeManifest, probeKey('all')));
console.log(`\nA screen's cost for the design system (${components.length} components in src/design-system/components)`);
line('  importing Button only', one);
line(`  importing all ${components.length} components`, all);
console.log(`  Button alone is ${(((one.js + one.css) / (all.js + all.css)) * 100).toFixed(0)}% of the whole library.\n`);
