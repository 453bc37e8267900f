/**
 * `npm run size`: a benchmark, not a test. Builds the portal with Vite (into .cache/size/, so it
 * never touches dist/) and prints the gzip bytes of:
 *   1. the JS and CSS the first page loads (the entry and everything it imports statically), and what
 *      /login and /dashboard load in all, against the budgets of issue 13,
 *   2. what each further screen adds (its own chunks),
 *   3. a probe: a screen importing one component (Button) against one importing the whole library,
 *      showing that a screen pays only for what it uses (no barrel file, tree-shaken icons).
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { SHARED_BY, budgets, bytesOf, closure, limits, routeBytes } from './route-bytes.mjs';

const root = new URL('..', import.meta.url).pathname;
const outRoot = join(root, '.cache/size');
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

const line = (label, { js, css }) => console.log(`${label.padEnd(52)} JS ${kb(js)}   CSS ${kb(css)}   total ${kb(js + css)}`);

// 1 and 2: the portal itself, per route (scripts/route-bytes.mjs, the same figures the budgets test checks).
async function portal() {
  const appDir = join(outRoot, 'app');
  const manifest = await viteBuild(appDir);
  const report = routeBytes(manifest, appDir);
  // The goal (issue 13's budget) and, while a route is over it, the ratchet the budgets test holds it to.
  const status = (bytes, budget, limit) =>
    `  ${bytes.total > budget ? 'OVER' : 'within'} the ${kb(budget).trim()} budget (the goal)` +
    (limit === budget ? '' : `; ratchet ${kb(limit).trim()} (not the goal)${bytes.total > limit ? ' EXCEEDED' : ''}`);
  console.log(`\nPortal build (gzip -9), entry ${report.entryKey}`);
  line('First page load (entry + static imports)', report.entry);
  line(`/login (entry, public layout, sign-in; ${report.login.files} files)`, report.login);
  console.log(status(report.login, budgets.login, limits.login));
  line(`/dashboard (entry, shell, dashboard; ${report.dashboard.files} files)`, report.dashboard);
  console.log(status(report.dashboard, budgets.dashboard, limits.dashboard));
  line(`Chunks shared by ${SHARED_BY}+ screens (${report.shared.files} files, each fetched once)`, report.shared);
  console.log(`  no goal in the issue; ratchet ${kb(limits.shared).trim()}${report.shared.total > limits.shared ? ' EXCEEDED' : ''}`);
  console.log(`\nEach further screen: what it adds beyond the entry, the two layouts and the shared chunks (goal ${kb(budgets.screen).trim()} each)`);
  for (const { key, bytes } of report.screens) {
    line(`  ${key.replace(/^src\/screens\//, '')}${bytes.total > budgets.screen ? ' OVER' : ''}`, bytes);
    if (limits.screen(key) !== budgets.screen) console.log(`      ratchet ${kb(limits.screen(key)).trim()} (not the goal)${bytes.total > limits.screen(key) ? ' EXCEEDED' : ''}`);
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
