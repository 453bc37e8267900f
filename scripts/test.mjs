/**
 * `npm test`: everything, in order, stopping at the first failure — translations up to date,
 * typecheck, lint, every vitest project (unit, server, storage on PostgreSQL, every story in headless
 * Chromium with accessibility and visual comparison), then the end-to-end tests against the portal
 * that `npm start` serves. It closes with counts of what ran.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBrowser } from './ensure-browser.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';

const started = Date.now();
mkdirSync('.cache', { recursive: true });
process.env.CHROMIUM_PATH = await ensureBrowser();
const postgres = await ensurePostgres();
if (postgres) process.env.TEST_DATABASE_URL = postgres.url;

const counts = { passed: 0, failed: 0, skipped: 0 };
/** Each step's name and seconds, printed again at the end (the 15-minute budget is watched per step). */
const durations = [];
let failure;

function step(name, command, args, env = {}) {
  if (failure) return;
  const t0 = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  durations.push([name, seconds]);
  if (result.status !== 0) {
    failure = `${name} failed (exit ${result.status ?? result.signal}) after ${seconds}s`;
    console.error(`✖ ${failure}`);
  } else console.log(`✔ ${name} (${seconds}s)`);
}

/**
 * A step started in the background: its output is kept and printed when it is joined, so it does not
 * interleave with the steps that run meanwhile. Joined with `awaitBackground(task)`, which records it as a step.
 */
function background(name, command, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${name} (in the background): ${command} ${args.join(' ')}`);
  // A process group of its own, so a failure elsewhere stops the whole build (npx and vite below it).
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, detached: true });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const done = new Promise((resolve) => child.on('close', (status, signal) => resolve({ status: status ?? signal, seconds: ((Date.now() - t0) / 1000).toFixed(1) })));
  return { name, child, output, done };
}

async function awaitBackground(task) {
  if (!task) return;
  if (failure) {
    try {
      process.kill(-task.child.pid, 'SIGTERM');
    } catch {
      // already finished
    }
  }
  const { status, seconds } = await task.done;
  if (failure) return;
  process.stdout.write(Buffer.concat(task.output));
  durations.push([`${task.name} (beside the steps above)`, seconds]);
  if (status !== 0) {
    failure = `${task.name} failed (exit ${status}) after ${seconds}s`;
    console.error(`✖ ${failure}`);
  } else console.log(`✔ ${task.name} (${seconds}s, in the background)`);
}

function directorySize(path) {
  let bytes = 0;
  let files = 0;
  if (!existsSync(path)) return { bytes, files };
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /-(actual|diff)/.test(entry.name)) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

const npx = (bin, ...args) => ['npx', ['--no-install', bin, ...args]];

try {
  step('translations', 'npx', ['--no-install', 'tsx', 'scripts/build-lang.ts', '--check']);
  // The production build (for the budgets test in vitest and for the e2e servers) runs beside typecheck, lint and
  // the cycle check, which use one core between them. `--manifest`: the budgets test reads the routes' chunks from
  // it (scripts/budgets.test.ts, BUDGETS_BUILD_DIR) instead of building the portal a second time.
  // The translations were checked just above, so `npm run build`'s `npm run lang` would change nothing.
  // `--sourcemap hidden`: maps are still written, without the `sourceMappingURL` comment in each chunk,
  // so the chunks have the bytes the budgets are set in (measured without source maps).
  const build = failure ? undefined : background('build', ...npx('vite', 'build', '--manifest', '--sourcemap', 'hidden', '--logLevel', 'warn'));
  step('typecheck', ...npx('tsc', '-p', '.'));
  step('lint', ...npx('oxlint', '--deny-warnings', 'src', 'server', 'stories', '.storybook', 'e2e', 'scripts'));
  step('import cycles', 'node', ['scripts/check-cycles.mjs']);
  await awaitBackground(build);
  rmSync('.cache/vitest.json', { force: true });
  step('vitest (unit, server, storage, stories, visual)', ...npx('vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.cache/vitest.json'), { BUDGETS_BUILD_DIR: 'dist' });
  if (existsSync('.cache/vitest.json')) {
    const report = JSON.parse(readFileSync('.cache/vitest.json', 'utf8'));
    const byKind = {};
    // Each kind's wall time (its first file's start to its last file's end) and its files' time summed: where
    // vitest's time goes (the projects run one after another, each on two workers).
    const spans = {};
    for (const file of report.testResults ?? []) {
      const kind = file.name.includes('/stories/') ? 'story tests' : file.name.includes('/server/') ? 'server tests' : 'unit tests';
      const span = (spans[kind] ??= { start: Infinity, end: 0, summed: 0 });
      span.start = Math.min(span.start, file.startTime);
      span.end = Math.max(span.end, file.endTime);
      span.summed += file.endTime - file.startTime;
      for (const test of file.assertionResults ?? []) {
        byKind[kind] ??= { passed: 0, failed: 0, skipped: 0 };
        const bucket = test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped';
        byKind[kind][bucket] += 1;
        counts[bucket] += 1;
      }
    }
    for (const [kind, c] of Object.entries(byKind)) {
      const span = spans[kind];
      const from = ((span.start - report.startTime) / 1000).toFixed(0);
      const wall = ((span.end - span.start) / 1000).toFixed(1);
      console.log(`  ${kind}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped (from ${from} s, wall ${wall} s, files summed ${(span.summed / 1000).toFixed(1)} s)`);
    }
    if (existsSync('.cache/visual-comparisons.json')) {
      const visual = JSON.parse(readFileSync('.cache/visual-comparisons.json', 'utf8'));
      console.log(`  visual comparisons: ${visual.compared} screenshots compared in headless Chromium (${visual.brands} brands)`);
      // Shots under watch differ without failing the run; where they differed is printed so CI's log keeps it.
      for (const { storyId, brand, detail } of visual.watched ?? []) console.log(`  visual shot under watch differed: ${storyId} (${brand})\n${detail}`);
    }
  }
  if (existsSync('playwright.config.ts')) {
    rmSync('.cache/e2e.json', { force: true });
    // Two workers by default, each on its own server (playwright.config.ts); E2E_WORKERS=1 for one.
    const e2eWorkers = Number(process.env.E2E_WORKERS ?? 2);
    step(`end-to-end (${e2eWorkers} worker${e2eWorkers > 1 ? 's' : ''})`, ...npx('playwright', 'test'), { PLAYWRIGHT_JSON_OUTPUT_NAME: '.cache/e2e.json' });
    if (existsSync('.cache/e2e.json')) {
      const stats = JSON.parse(readFileSync('.cache/e2e.json', 'utf8')).stats ?? {};
      console.log(`  end-to-end tests: ${stats.expected ?? 0} passed, ${stats.unexpected ?? 0} failed`);
      counts.passed += stats.expected ?? 0;
      counts.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    }
  }
} finally {
  postgres?.stop();
}

console.log('\nSteps:');
for (const [name, seconds] of durations) console.log(`  ${name.padEnd(52)} ${seconds.padStart(7)} s`);
const baselines = directorySize('.storybook/__screenshots__');
console.log(`Visual baselines: ${(baselines.bytes / 1048576).toFixed(1)} MB in ${baselines.files} files (.storybook/__screenshots__, budget 150 MB)`);
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)}s${failure ? ` — ${failure}` : ''}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failure || counts.failed ? 1 : 0);
