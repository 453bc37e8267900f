/**
 * `npm run lighthouse`: a benchmark, not a test. Lighthouse 13 with its mobile defaults (slow 4G, 4× CPU
 * slowdown) in Debian's Chromium against what `npm start` serves, for /login and, signed in as the demo
 * merchant, /dashboard and /products/my-products. Each page is measured LIGHTHOUSE_RUNS times (default 3)
 * and the median run (by performance score) is printed with its accessibility, best practices, LCP, TBT, CLS.
 *
 * LIGHTHOUSE_BASE_URL points it at a portal already running; otherwise it starts one (`tsx server/main.ts`,
 * SKIP_BUILD unless told otherwise) on LIGHTHOUSE_PORT (default 8095) with a throwaway database.
 * LIGHTHOUSE_PAGES narrows the pages (comma-separated paths); LIGHTHOUSE_JSON_DIR keeps every full report there;
 * LIGHTHOUSE_TASKS=1 prints each run's long tasks (simulated ms and the script they are attributed to).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs } from './chromium-args.mjs';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = (process.env.LIGHTHOUSE_PAGES ?? '/login,/dashboard,/products/my-products').split(',');
const merchant = { username: 'merchant@demo.shop', password: 'Merchant#2026' };
const debugPort = 9300 + Math.floor(Math.random() * 500);

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 2; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** The portal to measure: the given one, or one started here on a throwaway database. */
async function portal() {
  if (process.env.LIGHTHOUSE_BASE_URL) {
    const base = process.env.LIGHTHOUSE_BASE_URL.replace(/\/$/, '');
    await waitFor(`${base}/login`, 60);
    return { base, stop() {} };
  }
  const port = process.env.LIGHTHOUSE_PORT ?? '8095';
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: port, DATA_DIR: dataDir, SKIP_BUILD: process.env.SKIP_BUILD ?? '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/login`, 180);
  return {
    base,
    stop() {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
      setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 2000).unref();
    },
  };
}

/** The median of the numbers given; a run Lighthouse could not measure (NaN, no value) is left out. */
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  return sorted[Math.floor(sorted.length / 2)];
};

const { base, stop } = await portal();
const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-profile-'));
// A persistent context is the browser's default one, so the token set below is what Lighthouse's tab sees.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
});

try {
  const login = await fetch(`${base}/api/auth/jwt/token/customer`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(merchant),
  }).then((response) => response.json());
  if (login.status !== 200) throw new Error(`signing in as ${merchant.username} failed: ${login.message}`);

  const rows = [];
  for (const path of pages) {
    const signedIn = path !== '/login';
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/404`);
    await page.evaluate(([token, on]) => (on ? localStorage.setItem('Customer-Token', token) : localStorage.clear()), [login.data.token, signedIn]);
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${base}${path}`, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Keep the sign-in in localStorage (Lighthouse clears the origin's storage by default).
        disableStorageReset: true,
      });
      const { categories, audits, finalDisplayedUrl } = result.lhr;
      if (process.env.LIGHTHOUSE_JSON_DIR) writeFileSync(join(process.env.LIGHTHOUSE_JSON_DIR, `${path.replace(/\W+/g, '_')}-${run + 1}.json`), JSON.stringify(result.lhr));
      if (new URL(finalDisplayedUrl).pathname !== path) console.warn(`  ${path} ended on ${finalDisplayedUrl}`);
      results.push({
        perf: Math.round(categories.performance.score * 100),
        a11y: Math.round(categories.accessibility.score * 100),
        bp: Math.round(categories['best-practices'].score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        // Lighthouse's long tasks (simulated, ms) with the script each is attributed to: where the blocking time comes from.
        longTasks: (audits['long-tasks']?.details?.items ?? []).map((item) => `${Math.round(item.duration)}${item.url ? ` ${item.url.split('/').pop()}` : ''}`),
        failed: Object.values(audits).filter((audit) => audit.score === 0 && ['accessibility', 'best-practices'].some((c) => categories[c].auditRefs.some((ref) => ref.id === audit.id))).map((audit) => audit.id),
      });
      console.log(`  ${path} run ${run + 1}: perf ${results.at(-1).perf}, LCP ${(results.at(-1).lcp / 1000).toFixed(2)} s, TBT ${Math.round(results.at(-1).tbt)} ms`);
      if (process.env.LIGHTHOUSE_TASKS) console.log(`    long tasks: ${results.at(-1).longTasks.join(', ') || 'none'}`);
    }
    const perf = median(results.map((r) => r.perf));
    const chosen = results.find((r) => r.perf === perf);
    rows.push({
      page: path,
      'perf (median)': perf,
      'perf runs': results.map((r) => r.perf).join('/'),
      a11y: chosen.a11y,
      'best pr.': chosen.bp,
      'LCP s': Number((median(results.map((r) => r.lcp)) / 1000).toFixed(2)),
      'TBT ms': Math.round(median(results.map((r) => r.tbt))),
      CLS: Number(median(results.map((r) => r.cls)).toFixed(3)),
      failing: chosen.failed.join(' ') || '-',
    });
  }
  console.log(`\nLighthouse 13, mobile defaults, ${runs} run(s) per page, median (LCP/TBT/CLS: median of each), ${base}`);
  console.table(rows);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  stop();
}
