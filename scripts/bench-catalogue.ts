/**
 * `npm run bench:catalogue` — a benchmark, not a test (it prints figures and asserts nothing): the catalogue
 * search at catalogue scale. Starts its own PostgreSQL 15 cluster in /tmp (PG_BIN, default
 * /usr/lib/postgresql/15/bin; port BENCH_PG_PORT, default 55434; data directory BENCH_PG_DIR, default /tmp/cs-bench-catalogue-pg; locale C.UTF-8 so trigrams take Turkish and
 * Chinese letters), lets the API server migrate and seed it, generates BENCH_PRODUCTS (default 100,000)
 * products with 5 variants each (500,000) and their stock, then measures keyword and filter searches through
 * the real server at 16 connections (autocannon): p50 and p99 per search, with the machine's load (`uptime`).
 * BENCH_SECONDS (default 10) per search. The cluster is stopped and removed at the end (BENCH_KEEP=1 keeps it,
 * and a later run with BENCH_KEEP=1 starts it again and reuses its database instead of generating anew).
 * A search with requests that got no answer (timeout, error, non-2xx) is reported FAILED, never as 0 ms.
 * Beside latency it prints the CPU time per request of the API process and of the PostgreSQL cluster (from
 * /proc): on a shared 2-core machine these say more about a change than wall time. BENCH_ONLY (a pattern over the
 * search names) runs some searches; BENCH_NODE_ARGS passes node flags to the server (e.g. --cpu-prof).
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { projectRoot } from '../server/config';
import { demoAccounts } from '../server/seed/seed';
import { contract } from '../src/api/contract';
import { catalogueTermCountsSql, catalogueTermFacetCountsSql, catalogueWordsSql, productSummarySql } from '../server/modules/catalogue/summary';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 16;
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const pgPort = Number(process.env.BENCH_PG_PORT ?? 55434);
const pgDir = process.env.BENCH_PG_DIR ?? '/tmp/cs-bench-catalogue-pg';
const apiPort = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${apiPort}`;
const isRoot = process.getuid?.() === 0;

const log = (text: string) => console.log(`[bench:catalogue ${new Date().toISOString().slice(11, 19)}] ${text}`);
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
/** PostgreSQL refuses to run as root: as root, its binaries run as the postgres user. */
const pg = (bin: string, args: string[]) => {
  const result = isRoot ? spawnSync('runuser', ['-u', 'postgres', '--', join(pgBin, bin), ...args], { encoding: 'utf8' }) : spawnSync(join(pgBin, bin), args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
};

const keep = process.env.BENCH_KEEP === '1';
const clusterUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;

/** BENCH_KEEP=1 and a cluster left by an earlier run: start it again (its database is reused). */
function restartKeptCluster(): string | null {
  if (!keep || !existsSync(join(pgDir, 'data', 'PG_VERSION'))) return null;
  const running = spawnSync(isRoot ? 'runuser' : join(pgBin, 'pg_ctl'), isRoot ? ['-u', 'postgres', '--', join(pgBin, 'pg_ctl'), '-D', join(pgDir, 'data'), 'status'] : ['-D', join(pgDir, 'data'), 'status']).status === 0;
  if (!running) pg('pg_ctl', ['-D', join(pgDir, 'data'), '-l', join(pgDir, 'log'), '-w', '-o', `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1`, 'start']);
  return clusterUrl;
}

function startCluster() {
  rmSync(pgDir, { recursive: true, force: true });
  mkdirSync(pgDir, { recursive: true });
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(pgDir, uid, gid);
  }
  pg('initdb', ['-D', join(pgDir, 'data'), '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  // Kept in the cluster's configuration, so a kept cluster restarts with them.
  appendFileSync(join(pgDir, 'data', 'postgresql.conf'), '\nshared_buffers = 256MB\nmax_connections = 60\nfsync = off\nsynchronous_commit = off\nfull_page_writes = off\n');
  pg('pg_ctl', ['-D', join(pgDir, 'data'), '-l', join(pgDir, 'log'), '-w', '-o',
    `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1`, 'start']);
  return clusterUrl;
}
const stopCluster = () => { if (existsSync(join(pgDir, 'data'))) pg('pg_ctl', ['-D', join(pgDir, 'data'), '-m', 'fast', 'stop']); };

function startServer(databaseUrl: string, dataDir: string): ChildProcess {
  // BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...extra, '--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(apiPort), HOST: '127.0.0.1', SKIP_BUILD: '1', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), LOGIN_RATE_LIMIT: '100000', LOG_LEVEL: 'error', SANDBOX_STORES: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForServer(child: ChildProcess) {
  for (let i = 0; i < 900; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try { if ((await fetch(`${base}${contract.appVersion.path}`)).ok) return; } catch { /* not yet listening */ }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('server did not start');
}

/**
 * PRODUCTS products over the seeded categories, suppliers and warehouses, titled from the seed's own words in
 * en/zh/tr (adjective × noun × colour, so keywords hit a realistic share), 5 variants each, stock in 1–3
 * warehouses. In a few statements, 20,000 products at a time.
 */
async function generate(db: Client) {
  const words = {
    nouns: [['Water bottle', '水瓶', 'Su şişesi'], ['Yoga mat', '瑜伽垫', 'Yoga matı'], ['Table lamp', '台灯', 'Masa lambası'], ['Backpack', '双肩包', 'Sırt çantası'],
      ['Phone case', '手机壳', 'Telefon kılıfı'], ['Chef knife', '厨师刀', 'Şef bıçağı'], ['Throw blanket', '盖毯', 'Battaniye'], ['Bike light', '车灯', 'Bisiklet lambası'],
      ['Wireless earbuds', '无线耳机', 'Kablosuz kulaklık'], ['Dog leash', '狗绳', 'Köpek tasması'], ['Scented candle', '香薰蜡烛', 'Kokulu mum'], ['Sneakers', '运动鞋', 'Spor ayakkabı'],
      ['Camping stove', '露营炉', 'Kamp ocağı'], ['Smart plug', '智能插座', 'Akıllı priz'], ['Wall clock', '挂钟', 'Duvar saati'], ['Bottle cage', '水壶架', 'Matara kafesi'],
      ['Puzzle', '拼图', 'Yapboz'], ['Sunglasses', '太阳镜', 'Güneş gözlüğü'], ['Frying pan', '煎锅', 'Tava'], ['Hoodie', '连帽衫', 'Kapüşonlu']],
    adjectives: [['Classic', '经典', 'Klasik'], ['Portable', '便携', 'Taşınabilir'], ['Premium', '高级', 'Premium'], ['Minimal', '极简', 'Sade'], ['Foldable', '折叠', 'Katlanır'],
      ['Eco', '环保', 'Doğa dostu'], ['Compact', '小巧', 'Kompakt'], ['Vintage', '复古', 'Vintage'], ['Sport', '运动', 'Spor'], ['Deluxe', '豪华', 'Lüks']],
    colours: [['Black', '黑色', 'Siyah'], ['Navy', '藏青', 'Lacivert'], ['Sand', '沙色', 'Kum'], ['Forest', '森林绿', 'Orman yeşili'], ['Coral', '珊瑚色', 'Mercan'], ['Grey', '灰色', 'Gri'], ['White', '白色', 'Beyaz']],
  };
  const arr = (list: string[][], i: number) => `array[${list.map((w) => `'${w[i].replace(/'/g, "''")}'`).join(',')}]`;
  const batch = 20_000;
  for (let from = 1; from <= PRODUCTS; from += batch) {
    const to = Math.min(PRODUCTS, from + batch - 1);
    await db.query(`
      with cats as (select array_agg(id order by id) ids from category where parent_id is not null),
           sups as (select array_agg(id order by id) ids from supplier),
           s(i) as (select generate_series($1::int, $2::int)),
           w as (select i,
             (${arr(words.adjectives, 0)})[1 + i % ${words.adjectives.length}] || ' ' || (${arr(words.nouns, 0)})[1 + (i / 7) % ${words.nouns.length}] || ' ' || (${arr(words.colours, 0)})[1 + (i / 3) % ${words.colours.length}] || ' ' || (i % 997) as en,
             (${arr(words.colours, 1)})[1 + (i / 3) % ${words.colours.length}] || (${arr(words.adjectives, 1)})[1 + i % ${words.adjectives.length}] || (${arr(words.nouns, 1)})[1 + (i / 7) % ${words.nouns.length}] || ' ' || (i % 997) as zh,
             (${arr(words.adjectives, 2)})[1 + i % ${words.adjectives.length}] || ' ' || (${arr(words.colours, 2)})[1 + (i / 3) % ${words.colours.length}] || ' ' || (${arr(words.nouns, 2)})[1 + (i / 7) % ${words.nouns.length}] || ' ' || (i % 997) as tr
             from s)
      insert into product (spu, title, description_html, category_id, supplier_id, images, tags, status, created_at)
      select 'CJ-BENCH-' || lpad(w.i::text, 7, '0'), jsonb_build_object('en', w.en, 'zh', w.zh, 'tr', w.tr), '<p>' || w.en || '</p>',
        cats.ids[1 + w.i % array_length(cats.ids, 1)], sups.ids[1 + w.i % array_length(sups.ids, 1)], '[]'::jsonb, '[]'::jsonb,
        case when w.i % 50 = 0 then 'offline' else 'on_sale' end, now() - (w.i % 720) * interval '1 hour' - (w.i % 60) * interval '1 second'
      from w, cats, sups`, [from, to]);
    await db.query(`
      insert into variant (product_id, sku, option_values, cost_price, suggested_price, weight_grams, length_mm, width_mm, height_mm, status)
      select p.id, p.spu || '-' || lpad(v::text, 2, '0'), jsonb_build_array(jsonb_build_object('name', 'Size', 'value', (array['XS','S','M','L','XL'])[v])),
        200 + (p.id * 37 + v * 101) % 9800, 800 + (p.id * 37 + v * 101) % 19800, 100 + (p.id + v) % 1900, 100, 80, 40, 'on_sale'
      from product p cross join generate_series(1, 5) v
      where p.spu between 'CJ-BENCH-' || lpad($1::text, 7, '0') and 'CJ-BENCH-' || lpad($2::text, 7, '0')`, [from, to]);
    await db.query(`
      with houses as (select array_agg(id order by id) ids from warehouse)
      insert into inventory (variant_id, warehouse_id, available, reserved)
      select v.id, houses.ids[1 + (v.id + k) % array_length(houses.ids, 1)], (v.id * 13) % 400, 0
      from variant v join product p on p.id = v.product_id cross join houses cross join generate_series(0, (v.id % 3)) k
      where p.spu between 'CJ-BENCH-' || lpad($1::text, 7, '0') and 'CJ-BENCH-' || lpad($2::text, 7, '0')
      on conflict do nothing`, [from, to]);
    log(`  ${to.toLocaleString('en')} products`);
  }
  // The search summary on each product row, as the seed and every variant or stock writer leave it.
  log('  product search summaries…');
  await db.query(productSummarySql("$id in (select id from product where spu like 'CJ-BENCH-%')"));
}

interface Row { search: string; 'req/s': number; 'p50 ms': number; 'p99 ms': number; 'API CPU ms/req': number; 'PG CPU ms/req': number; errors: number }

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux; 0 elsewhere). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime in clock ticks (USER_HZ 100)
  } catch { return 0; }
}
/** CPU time of the cluster's live processes (the postmaster's children: one backend per connection). */
function clusterCpuMs(): number {
  let postmaster: number;
  try { postmaster = Number(readFileSync(join(pgDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]); } catch { return 0; }
  let total = cpuMs(postmaster);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try { if (readFileSync(`/proc/${entry}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1] === String(postmaster)) total += cpuMs(Number(entry)); } catch { /* gone */ }
  }
  return total;
}

const dataDir = mkdtempSync(join(tmpdir(), 'cs-bench-catalogue-'));
let child: ChildProcess | null = null;
try {
  log(`PostgreSQL 15 cluster in ${pgDir} on port ${pgPort}…`);
  const kept = restartKeptCluster();
  const adminUrl = kept ?? startCluster();
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = 'portal_bench_catalogue'")).rowCount === 1;
  if (!exists) await admin.query('create database portal_bench_catalogue');
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, '/portal_bench_catalogue');
  log('starting the API server (migrate + seed)…');
  child = startServer(url, dataDir);
  await waitForServer(child);
  const db = new Client({ connectionString: url });
  await db.connect();
  const started = process.hrtime.bigint();
  const { rows: [{ have }] } = await db.query<{ have: number }>("select count(*)::int have from product where spu like 'CJ-BENCH-%'");
  if (have >= PRODUCTS) log(`reusing the kept cluster's ${have.toLocaleString('en')} generated products`);
  else {
    if (have > 0) await db.query("delete from product where spu like 'CJ-BENCH-%'");
    await generate(db);
  }
  // The title words of the generated products (and of a cluster kept from before the vocabulary existed).
  await db.query(catalogueWordsSql('true'));
  // How many listed products carry each term: a common keyword's bounded count is read from it.
  await db.query(catalogueTermCountsSql('true'));
  // The same per category and per ships-from country: a common keyword with one of those filters reads it too.
  for (const statement of catalogueTermFacetCountsSql('true')) await db.query(statement);
  // VACUUM sets the visibility map (index-only reads), as autovacuum leaves a live catalogue; one statement each
  // (VACUUM refuses to run inside the implicit transaction of several).
  for (const table of ['product', 'variant', 'inventory', 'sku_list', 'catalogue_term_count', 'catalogue_term_facet_count']) await db.query(`vacuum analyze ${table}`);
  const { rows: [counts] } = await db.query<{ p: number; v: number; size: string }>(
    'select (select count(*)::int from product) p, (select count(*)::int from variant) v, pg_size_pretty(pg_database_size(current_database())) size');
  log(`${counts.p.toLocaleString('en')} products, ${counts.v.toLocaleString('en')} variants ready in ${(ms(started) / 1000).toFixed(1)} s; database ${counts.size}`);

  const login = await fetch(`${base}${contract.login.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAccounts.merchant) })
    .then((r) => r.json() as Promise<{ data: { token: string } }>);
  const token = login.data.token;
  const { rows: [leaf] } = await db.query<{ id: number; parent_id: number }>('select id, parent_id from category where parent_id is not null order by id limit 1');
  const { rows: [cn] } = await db.query<{ id: number }>("select id from country where code = 'US'");
  const path = contract.catalogueSearch.path;
  const searches: Array<[string, string, string]> = [
    ['newest, no filter', '', 'en'],
    ['keyword "bottle" (en)', 'keyword=bottle', 'en'],
    ['keyword "şişe" (tr)', `keyword=${encodeURIComponent('şişe')}`, 'tr'],
    ['keyword "botle" (typo)', 'keyword=botle', 'en'],
    ['keyword "水瓶" (zh)', `keyword=${encodeURIComponent('水瓶')}`, 'zh'],
    ['keyword = an exact SKU', 'keyword=CJ-BENCH-0054321-03', 'en'],
    ['top category (with descendants)', `categoryId=${leaf.parent_id}`, 'en'],
    ['ships from US + price $5–$20', `fromCountryId=${cn.id}&priceMin=500&priceMax=2000`, 'en'],
    ['keyword "lamp" + category + price sort', `keyword=lamp&categoryId=${leaf.parent_id}&sort=priceAsc`, 'en'],
    ['keyword "backpack" + ships from US', `keyword=backpack&fromCountryId=${cn.id}`, 'en'],
  ];
  const rows: Row[] = [];
  // BENCH_ONLY: a pattern choosing some searches by name (e.g. "bottle|SKU"), to measure one change quickly.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  for (const [search, query, lang] of searches.filter(([name]) => !only || only.test(name))) {
    const apiBefore = cpuMs(child.pid ?? 0);
    const pgBefore = clusterCpuMs();
    const result = await autocannon({ url: `${base}${path}?${query}`, connections, duration: seconds, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });
    // A request with no answer (autocannon's 10 s timeout), an error or a non-2xx status is a failure; a search
    // that answered nothing within the run has no latencies at all (autocannon then says 0 ms): FAILED, not fast.
    const answered = result['2xx'];
    const perRequest = (used: number) => Math.round((used / Math.max(1, answered + result.non2xx)) * 100) / 100;
    const apiCpu = perRequest(cpuMs(child.pid ?? 0) - apiBefore);
    const pgCpu = perRequest(clusterCpuMs() - pgBefore);
    const failed = result.errors + result.timeouts + result.non2xx + (answered === 0 ? 1 : 0);
    const p50 = answered ? result.latency.p50 : Infinity;
    const p99 = answered ? result.latency.p99 : Infinity;
    rows.push({ search, 'req/s': Math.round(result.requests.average), 'p50 ms': p50, 'p99 ms': p99, 'API CPU ms/req': apiCpu, 'PG CPU ms/req': pgCpu, errors: failed });
    log(failed
      ? `${search}: FAILED — ${answered} answered, ${result.timeouts} timeouts, ${result.errors} errors, ${result.non2xx} non-2xx${answered ? ` (answered: p50 ${p50} ms, p99 ${p99} ms)` : ''}`
      : `${search}: p50 ${p50} ms, p99 ${p99} ms, ${answered} answered, CPU per request: API ${apiCpu} ms, PostgreSQL ${pgCpu} ms`);
  }
  console.table(rows);
  console.log(`uptime: ${spawnSync('uptime', { encoding: 'utf8' }).stdout.trim()}`);
  console.log(`goal: p99 ≤ 50 ms at ${connections} connections; ${rows.filter((r) => r['p99 ms'] <= 50 && r.errors === 0).length} of ${rows.length} searches meet it`);
  await db.end();
} finally {
  child?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (!keep) { try { stopCluster(); } catch { /* already stopped */ } rmSync(pgDir, { recursive: true, force: true }); }
}
