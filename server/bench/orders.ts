/**
 * `npm run bench:orders` — a benchmark, not a test (it prints figures and asserts nothing):
 * 1,000,000 orders (with one line each) for the demo merchant, generated in PostgreSQL, then against a real
 * API server process (server/main.ts on that database):
 * - the order list with each filter, and the status counts, at 32 connections: p50 and p99 (autocannon);
 * - the first and the 500th page of the list by keyset cursor;
 * - the XLSX export of all 1,000,000 rows (a job writing parts, then the streamed download): time, the
 *   server's RSS growth (sampled from /proc every 100 ms), and the latency of other requests meanwhile.
 * PostgreSQL: DATABASE_URL (or TEST_DATABASE_URL), else the throwaway one scripts/ensure-postgres.mjs starts.
 * A fresh database is created and dropped — or BENCH_DATABASE_URL names one that is kept and reused (the orders
 * are generated only when the merchant has fewer than BENCH_ORDERS), so a profile can be repeated without the
 * minutes of generating. BENCH_SECONDS (default 10) per list run; BENCH_ORDERS (default 1,000,000);
 * BENCH_EXPORT=0 skips the export, BENCH_LIST=0 the list runs, BENCH_ONLY=<text> runs the list and count
 * calls whose label contains it; BENCH_WARMUP (seconds, default 1; 0 = none) of each of those calls first, not
 * measured, so the first call measured does not pay for the server's warm-up; BENCH_WARM=all warms every call
 * even with BENCH_ONLY (one call measured in a server warmed as the full run's is); BENCH_ROUNDS=n measures the
 * calls n times over, round after round. BENCH_MERCHANTS=1000: BENCH_ORDERS (default then 10,000,000) across 1,000 merchants,
 * the demo merchant one of them (10,000 orders), measured as one merchant among many (use another kept database:
 * BENCH_DATABASE_URL=…/bench_many); the generation's phases and the database's size are printed. A kept database, e.g. session 4's:
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55433/bench npm run bench:orders
 * "API CPU ms/req" is the API process's CPU time per request during the run (from /proc), "PG CPU ms/req" that
 * of the database's backends (when PostgreSQL runs on this machine): on a shared machine the latencies measure
 * the machine's load too, these much less. "PG reads/req": blocks PostgreSQL read from outside shared_buffers per
 * request; "bench CPU ms/req" and "bench heap MB": the load generator's own (autocannon runs in this process).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { projectRoot } from '../config';
import { demoAccounts } from '../seed/seed';
import { contract } from '../../src/api/contract';
// @ts-expect-error plain ES module without types
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_MERCHANTS=1000: the orders spread over that many merchants, the demo merchant one of them (issue 12's 10,000,000 rows across 1,000 merchants). */
const MERCHANTS = Math.max(1, Number(process.env.BENCH_MERCHANTS ?? 1));
const ORDERS = Number(process.env.BENCH_ORDERS ?? (MERCHANTS > 1 ? 10_000_000 : 1_000_000));
const connections = 32;
const port = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}`;

const log = (text: string) => console.log(`[bench:orders ${new Date().toISOString().slice(11, 19)}] ${text}`);
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function postgresUrl(): Promise<{ url: string; stop(): void }> {
  const given = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop() {} };
  const started = await ensurePostgres();
  if (!started) throw new Error('No PostgreSQL: set DATABASE_URL or install PostgreSQL 15.');
  return started;
}

/** The API server as its own process, so its memory is measured alone. */
function startServer(databaseUrl: string, dataDir: string): ChildProcess {
  // BENCH_CPU_PROF=<dir>: the server's V8 CPU profile, written there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SKIP_BUILD: '1', DATA_DIR: dataDir, DIST_DIR: join(dataDir, 'no-dist'), LOGIN_RATE_LIMIT: '100000', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitForServer(child: ChildProcess) {
  for (let i = 0; i < 900; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${base}${contract.appVersion.path}`);
      if (r.ok) return;
    } catch { /* not yet listening */ }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('server did not start');
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : 0;
};

/**
 * BENCH_ORDERS orders over the last year, one line each (its quantity the order's item_count), set-based (INSERT … SELECT of generate_series in batches),
 * for the demo merchant alone or, with BENCH_MERCHANTS=M, spread over M merchants (the demo merchant and M - 1 made
 * here, 3 stores each): order i goes to merchant i % M, and its status, kind, store… follow j = i / M, the
 * merchant's own sequence, so every merchant gets the same mix. The orders' and lines' secondary indexes are
 * dropped first and built again after the rows are in (one sort per index instead of a b-tree insert per row);
 * the counts are added per batch by order_counts_add, the function of the count triggers (row triggers and foreign
 * key checks are off while inserting: the ids are the merchants' and stores' made here).
 */
async function generate(client: Client, customerId: number): Promise<Record<string, number>> {
  const phases: Record<string, number> = {};
  let at = process.hrtime.bigint();
  const phase = (name: string) => { phases[name] = ms(at) / 1000; at = process.hrtime.bigint(); log(`${name}: ${phases[name].toFixed(1)} s`); };
  const variants = (await client.query<{ id: number; sku: string }>("select id, sku from variant where status = 'on_sale' order by id limit 500")).rows;
  const { rows: [demoStore] } = await client.query<{ platform: string }>('select platform from store where customer_id = $1 order by id limit 1', [customerId]);
  await client.query('begin'); // all or nothing: a failed run leaves the indexes, no merchants and no half of the orders
  // Merchant m: its customer and stores (m = 0 is the demo merchant with its own stores).
  await client.query('create temporary table bench_merchant (m int primary key, customer_id int not null, stores int[] not null)');
  await client.query(`insert into bench_merchant select 0, $1::int, coalesce((select array_agg(id order by id) from (select id from store where customer_id = $1 order by id limit 3) s), '{}')`, [customerId]);
  if (MERCHANTS > 1) {
    await client.query(`
      with made as (
        insert into customer (username, password_hash, first_name, last_name)
        select 'bench-merchant-' || m || '@example.com', '!', 'Bench', 'Merchant ' || m from generate_series(1, $1::int - 1) m
        on conflict (username) do update set updated_at = now()
        returning id, (regexp_match(username, '[0-9]+'))[1]::int as m),
      stores as (
        insert into store (customer_id, platform, name, shop, status)
        select made.id, $2, 'Bench store ' || made.m || '-' || k, null, 'deactivated' from made cross join generate_series(1, 3) k
        returning id, customer_id)
      insert into bench_merchant select made.m, made.id, (select array_agg(s.id order by s.id) from stores s where s.customer_id = made.id) from made`,
    [MERCHANTS, demoStore?.platform ?? 'shopify']);
    phase(`${MERCHANTS - 1} merchants and their stores`);
  }
  const { rows: dropped } = await client.query<{ name: string; definition: string }>(`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in ('orders', 'order_line') and i.indexdef not like 'CREATE UNIQUE%'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const { name } of dropped) await client.query(`drop index "${name}"`);
  phase(`dropped ${dropped.length} secondary indexes of orders and order_line`);
  // No row triggers while inserting: the foreign keys hold by construction (the ids above), and each batch's
  // counts are added below by the function the count trigger calls (order_counts_add), grouped the same way.
  await client.query('set local session_replication_role = replica');
  const batch = 500_000;
  for (let from = 1; from <= ORDERS; from += batch) {
    const to = Math.min(ORDERS, from + batch - 1);
    await client.query(`
      with s(i, j) as (select i, i / $1::int from generate_series($2::int, $3::int) i),
      st as (select s.i, s.j, bm.customer_id, bm.stores,
               (array['draft','draft','awaiting_payment','awaiting_payment','processing','processing','processing','shipped','shipped','shipped','shipped','shipped',
                      'delivered','delivered','delivered','delivered','completed','completed','completed','canceled'])[1 + s.j % 20] as status
             from s join bench_merchant bm on bm.m = s.i % $1::int),
      placed as (
        insert into orders (customer_id, number, kind, sub_type, source, status, payment_status, fulfilment_status, problem, store_id, store_order_name,
                            buyer_name, buyer_email, address, country_code, channel_code, item_count, product_cents, shipping_cents, total_cents, search_text,
                            carrier, tracking_number, created_at, updated_at, paid_at, shipped_at)
        select customer_id, 'MB' || lpad(i::text, 9, '0'),
          (array['normal','normal','normal','stocking','consolidation','self_buy'])[1 + j % 6],
          case when j % 6 = 5 then 4 end,
          (array['store','cart','file','manual'])[1 + j % 4],
          status,
          case when status in ('draft','awaiting_payment','canceled') then 'unpaid' else 'paid' end,
          case status when 'shipped' then 'shipped' when 'delivered' then 'delivered' when 'completed' then 'delivered' else 'unfulfilled' end,
          case when j % 37 = 0 and status in ('draft','awaiting_payment') then 'unmapped_variant' end,
          case when cardinality(stores) > 0 and j % 6 < 3 then stores[1 + j % cardinality(stores)] end,
          '#' || (1000 + i),
          'Buyer ' || (i % 50000),
          'buyer' || (i % 50000) || '@example.com',
          jsonb_build_object('name', 'Buyer ' || (i % 50000), 'line1', (i % 900) || ' Market Street', 'line2', null, 'city', 'Springfield', 'province', null,
                             'postalCode', lpad((i % 99999)::text, 5, '0'), 'countryCode', (array['US','GB','DE','FR','TR'])[1 + j % 5], 'phone', null, 'email', null),
          (array['US','GB','DE','FR','TR'])[1 + j % 5],
          'CJPACKET',
          1 + i % 3,
          500 + (i * 37) % 20000, 300 + i % 900, 800 + (i * 37) % 20000 + i % 900,
          lower('MB' || lpad(i::text, 9, '0') || ' #' || (1000 + i) || ' buyer ' || (i % 50000) || ' ' || ($4::text[])[1 + i % cardinality($4::text[])]
                || case when status in ('shipped','delivered','completed') then ' lt' || lpad(i::text, 10, '0') || 'cn' else '' end),
          case when status in ('shipped','delivered','completed') then 'China Post' end,
          case when status in ('shipped','delivered','completed') then 'LT' || lpad(i::text, 10, '0') || 'CN' end,
          date_trunc('milliseconds', now() - make_interval(secs => ($5::int - i) * (31500000.0 / $5::int))),
          now(),
          case when status not in ('draft','awaiting_payment','canceled') then date_trunc('milliseconds', now() - make_interval(secs => ($5::int - i) * (31500000.0 / $5::int) - 600)) end,
          case when status in ('shipped','delivered','completed') then date_trunc('milliseconds', now() - make_interval(secs => ($5::int - i) * (31500000.0 / $5::int) - 86400)) end
        from st
        returning id, product_cents, item_count)
      insert into order_line (order_id, title, variant_id, sku, quantity, unit_cost_cents, weight_grams)
      select p.id, 'Bench item', ($6::int[])[1 + p.id % cardinality($6::int[])], ($4::text[])[1 + p.id % cardinality($4::text[])], p.item_count, p.product_cents, 250
      from placed p`, [MERCHANTS, from, to, variants.map((v) => v.sku), ORDERS, variants.map((v) => v.id)]);
    await client.query(`select order_counts_add(array(
        select (customer_id, (created_at at time zone 'UTC')::date, status, kind, store_id, payment_status, fulfilment_status, problem is not null, count(*)::int)::order_day_count
        from orders where number between $1 and $2
        group by customer_id, (created_at at time zone 'UTC')::date, status, kind, store_id, payment_status, fulfilment_status, problem is not null))`,
    [`MB${String(from).padStart(9, '0')}`, `MB${String(to).padStart(9, '0')}`]);
    log(`generated ${to.toLocaleString('en')} orders`);
  }
  phase('orders and lines inserted');
  await client.query('set local session_replication_role = origin');
  await client.query("set maintenance_work_mem = '1GB'");
  await client.query('set max_parallel_maintenance_workers = 2');
  for (const { name, definition } of dropped) {
    await client.query(definition);
    log(`index ${name} built`);
  }
  await client.query('commit');
  phase('indexes built');
  // VACUUM as autovacuum would by now: the visibility map lets index-only scans skip the heap.
  await client.query('vacuum (analyze) orders');
  await client.query('vacuum (analyze) order_line');
  await client.query('analyze order_count, order_day_count');
  phase('vacuum and analyze');
  await client.query('drop table bench_merchant');
  return phases;
}

interface Row { call: string; 'req/s': number; 'p50 ms': number; 'p99 ms': number; errors: number; '1 conn p50': number; '1 conn p99': number; 'API CPU ms/req': number; 'PG CPU ms/req': number; 'PG reads/req': number; 'bench CPU ms/req': number; 'bench heap MB': number }

/** The API server's CPU time (user + system, ms) from /proc: per request it is a figure a loaded machine hardly changes. */
const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
};

const SERIAL = Number(process.env.BENCH_SERIAL ?? 200);

/**
 * PostgreSQL's CPU time (ms) in the backends serving the database (the API's pool; the bench's own connection
 * is idle meanwhile), from /proc: only when PostgreSQL runs on this machine and its processes are readable, else NaN.
 */
async function pgCpuMs(db: Client): Promise<number> {
  const { rows } = await db.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`);
  try {
    return rows.reduce((sum, { pid }) => sum + cpuMsOf(pid), 0);
  } catch {
    return Number.NaN;
  }
}

/**
 * The database's blocks read from outside shared_buffers so far (pg_stat_database: the OS page cache or the disk;
 * a backend reports its counts at most once a second, so a run's delta is right to about a second's worth).
 */
async function blocksRead(db: Client): Promise<number> {
  const { rows: [row] } = await db.query<{ n: string }>('select blks_read::text as n from pg_stat_database where datname = current_database()');
  return Number(row.n);
}

/**
 * `connections` at once (autocannon), then SERIAL requests one after another: on a machine shared with
 * other work the queue at 32 connections measures the machine as much as the call; one connection shows
 * what one request costs.
 */
async function cannon(call: string, path: string, headers: Record<string, string>, pid: number, db: Client): Promise<Row> {
  // The pool's connections opened by a first burst, so the backends measured are the ones the run uses.
  await Promise.all(Array.from({ length: connections }, () => fetch(`${base}${path}`, { headers }).then((r) => r.arrayBuffer())));
  const cpuBefore = cpuMsOf(pid);
  const pgBefore = await pgCpuMs(db);
  const readBefore = await blocksRead(db);
  const benchBefore = process.cpuUsage();
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers });
  const bench = process.cpuUsage(benchBefore);
  const requests = Math.max(1, result['2xx'] + result.non2xx);
  const cpuMs = (cpuMsOf(pid) - cpuBefore) / requests;
  const pgMs = ((await pgCpuMs(db)) - pgBefore) / requests;
  const reads = ((await blocksRead(db)) - readBefore) / requests;
  const one: number[] = [];
  for (let i = 0; i < SERIAL; i += 1) {
    const start = process.hrtime.bigint();
    await fetch(`${base}${path}`, { headers }).then((r) => r.arrayBuffer());
    one.push(ms(start));
  }
  one.sort((a, b) => a - b);
  const at = (q: number) => Math.round(one[Math.min(one.length - 1, Math.floor(one.length * q))] * 10) / 10;
  return {
    call, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, errors: result.errors + result.non2xx + result.timeouts,
    '1 conn p50': at(0.5), '1 conn p99': at(0.99), 'API CPU ms/req': Math.round(cpuMs * 100) / 100, 'PG CPU ms/req': Math.round(pgMs * 100) / 100,
    'PG reads/req': Math.round(reads * 10) / 10,
    // The load generator's own CPU (autocannon runs in this process, on the same 2 cores) and heap after the run.
    'bench CPU ms/req': Math.round(((bench.user + bench.system) / 1000 / requests) * 100) / 100, 'bench heap MB': Math.round(process.memoryUsage().heapUsed / 1_048_576),
  };
}

const kept = process.env.BENCH_DATABASE_URL;
const server = kept ? { url: kept, stop() {} } : await postgresUrl();
const name = kept ? new URL(kept).pathname.slice(1) : `portal_bench_orders_${randomBytes(4).toString('hex')}`;
const admin = new Client({ connectionString: server.url });
await admin.connect();
if (!kept) await admin.query(`create database ${name}`);
const url = new URL(server.url);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-orders-'));
let child: ChildProcess | null = null;
try {
  log(`database ${name}; starting the API server (migrate + seed)…`);
  child = startServer(url.toString(), dataDir);
  await waitForServer(child);
  const db = new Client({ connectionString: url.toString() });
  await db.connect();
  const { rows: [merchant] } = await db.query<{ id: number }>('select id from customer where username = $1', [demoAccounts.merchant.username]);
  const generateStart = process.hrtime.bigint();
  // Generated already when the last order is there (one transaction writes them all).
  const { rows: [{ had }] } = await db.query<{ had: boolean }>("select exists (select 1 from orders where number = 'MB' || lpad($1::text, 9, '0')) as had", [ORDERS]);
  const phases = had ? null : await generate(db, merchant.id);
  const generateMs = ms(generateStart);
  const { rows: [{ n, all, merchants }] } = await db.query<{ n: number; all: string; merchants: number }>(`select (select count(*)::int from orders where customer_id = $1) as n,
    (select reltuples::bigint::text from pg_class where relname = 'orders') as "all", (select count(distinct customer_id)::int from order_count) as merchants`, [merchant.id]);
  const { rows: [{ size }] } = await db.query<{ size: string }>(`select pg_size_pretty(pg_database_size(current_database())) as size`);
  log(`${n.toLocaleString('en')} orders for the merchant, ~${Number(all).toLocaleString('en')} in all for ${merchants} merchants; ${phases ? 'generated' : 'found'} in ${(generateMs / 1000).toFixed(1)} s; database ${size}`);
  if (process.env.BENCH_GENERATE_ONLY === '1') { child.kill('SIGTERM'); await db.end(); await admin.end(); rmSync(dataDir, { recursive: true, force: true }); process.exit(0); }

  const login = await fetch(`${base}${contract.login.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAccounts.merchant) })
    .then((r) => r.json() as Promise<{ data: { token: string } }>);
  const headers = { authorization: `Bearer ${login.data.token}`, 'accept-language': 'en', 'content-type': 'application/json' };
  const { rows: [aStore] } = await db.query<{ id: number }>('select store_id as id from orders where customer_id = $1 and store_id is not null limit 1', [merchant.id]);
  const month = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const list = contract.orderList.path;
  const filters: Array<[string, string]> = [
    ['list, no filter', ''],
    ['list, status=shipped', 'status=shipped'],
    ['list, status=attention', 'status=attention'],
    ['list, kind=stocking', 'kind=stocking'],
    ...(aStore ? [[`list, storeId`, `storeId=${aStore.id}`] as [string, string]] : []),
    ['list, last 30 days', `startDate=${month}&endDate=${today}`],
    ['list, keyword (buyer)', 'keyword=buyer%204242'],
    // A word every order holds (the page walks the newest orders; the count stops at 10,001) and a number's prefix.
    ['list, keyword (common word)', 'keyword=buyer'],
    ['list, keyword (number prefix)', 'keyword=mb0009999'],
    ['list, paymentStatus=paid', 'paymentStatus=paid'],
    ['list, fulfilmentStatus=delivered', 'fulfilmentStatus=delivered'],
    ['list, kind + status + 30 days', `kind=normal&status=shipped&startDate=${month}&endDate=${today}`],
  ];
  const rows: Row[] = [];
  const only = process.env.BENCH_ONLY;
  // BENCH_LIST=0: the export alone (its figures without the list runs' minutes).
  const listing = process.env.BENCH_LIST !== '0';
  const counts: Array<[string, string]> = [['status counts, no filter', ''], ['status counts, kind=normal', 'kind=normal'], ['status counts, keyword (common word)', 'keyword=buyer']];
  const everyCall = [...filters.map(([label, query]) => [label, list, query]), ...counts.map(([label, query]) => [label, contract.orderStatusCounts.path, query])]
    .filter(() => listing).map(([label, path, query]) => [label, `${path}${query ? `?${query}` : ''}`] as const);
  const calls = everyCall.filter(([label]) => !only || label.includes(only));
  // BENCH_WARMUP seconds (default 1) of every call first, not measured: the first call measured otherwise paid for
  // the server's warm-up (V8 compiling the shared request path, each pooled connection planning its statements), e.g.
  // 'paymentStatus=paid' measured first cost 0.81 ms of API CPU per request, measured ninth 0.46-0.66 (loaded).
  // BENCH_WARM=all: every call warmed, also those BENCH_ONLY leaves out (a call measured alone in a server warmed as the full run's is).
  const warmup = Number(process.env.BENCH_WARMUP ?? 1);
  const warmed = process.env.BENCH_WARM === 'all' ? everyCall : calls;
  for (const [, path] of warmup > 0 ? warmed : []) await autocannon({ url: `${base}${path}`, connections, duration: warmup, headers });
  // BENCH_ROUNDS=n: the calls measured n times over, round after round (does a call read the same late in a run as early?).
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
  for (let round = 1; round <= rounds; round += 1) {
    for (const [label, path] of calls) {
      rows.push(await cannon(rounds > 1 ? `${label} #${round}` : label, path, headers, child.pid!, db));
      log(`${rows[rows.length - 1].call}: p99 ${rows[rows.length - 1]['p99 ms']} ms, API CPU ${rows[rows.length - 1]['API CPU ms/req']} ms/req`);
    }
  }

  // Keyset: the first page, then follow the cursor to the 500th.
  const page = async (cursor: string | null) => {
    const start = process.hrtime.bigint();
    const answer = await fetch(`${base}${list}?pageSize=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers }).then((r) => r.json() as Promise<{ data: { nextCursor: string | null; records: unknown[] } }>);
    return { ms: ms(start), next: answer.data.nextCursor, count: answer.data.records.length };
  };
  let cursor: string | null = null;
  let first = 0;
  let fiveHundredth = 0;
  for (let p = 1; p <= 500; p += 1) {
    if (!listing) break;
    const result = await page(cursor);
    if (p === 1) first = result.ms;
    if (p === 500) fiveHundredth = result.ms;
    cursor = result.next;
    if (!cursor) { log(`the cursor ended at page ${p}`); break; }
  }

  const exported = process.env.BENCH_EXPORT === '0' ? null : await (async () => {
    // The XLSX export of every order, while a probe keeps asking for customer info.
    const pid = child.pid!;
    const rssBefore = rssMb(pid);
    let rssMax = rssBefore;
    const sampler = setInterval(() => { try { rssMax = Math.max(rssMax, rssMb(pid)); } catch { /* process gone */ } }, 100);
    const probeLatencies: number[] = [];
    let probing = true;
    const probe = (async () => {
      // `probing` is cleared by the export's end below, while this loop awaits.
      // oxlint-disable-next-line no-unmodified-loop-condition
      while (probing) {
        const start = process.hrtime.bigint();
        await fetch(`${base}${contract.customerInfo.path}`, { headers }).then((r) => r.arrayBuffer());
        probeLatencies.push(ms(start));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const exportStart = process.hrtime.bigint();
    const asked = await fetch(`${base}${contract.orderExport.path}`, { method: 'POST', headers, body: JSON.stringify({ format: 'xlsx', filter: {} }) })
      .then((r) => r.json() as Promise<{ status: number; message: string; data: { id: number; jobId: number | null; rowCount: number; downloadUrl: string | null } }>);
    if (asked.status !== 200) throw new Error(`export refused: ${asked.message}`);
    let downloadUrl = asked.data.downloadUrl;
    while (!downloadUrl) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const exports = await fetch(`${base}${contract.orderExportList.path}`, { headers }).then((r) => r.json() as Promise<{ data: Array<{ id: number; state: string; downloadUrl: string | null }> }>);
      const mine = exports.data.find((e) => e.id === asked.data.id);
      if (mine?.state === 'failed') throw new Error('the export job failed');
      downloadUrl = mine?.downloadUrl ?? null;
    }
    const preparedMs = ms(exportStart);
    const rssPrepared = rssMax;
    rssMax = rssMb(pid);
    log(`export prepared in ${(preparedMs / 1000).toFixed(1)} s; downloading…`);
    const file = await fetch(`${base}${downloadUrl}`);
    let bytes = 0;
    for await (const chunk of file.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    const exportMs = ms(exportStart);
    probing = false;
    await probe;
    clearInterval(sampler);
    probeLatencies.sort((a, b) => a - b);
    return { asked, preparedMs, bytes, exportMs, rssBefore, rssMax: Math.max(rssMax, rssPrepared), rssPrepared, rssDownload: rssMax, probeLatencies };
  })();

  console.log(`\nOrder list at ${connections} connections, ${seconds} s per run, loopback, ${n.toLocaleString('en')} orders of one merchant${merchants > 1 ? ` among ${merchants} (~${Number(all).toLocaleString('en')} orders in all)` : ''}, PostgreSQL; Node ${process.version}`);
  console.log('The machine is shared (2 cores, other engineers building and testing at the same time): figures are loaded-machine figures.\n');
  console.table(rows);
  console.log(`Keyset pages (20 rows): first ${first.toFixed(1)} ms, 500th ${fiveHundredth.toFixed(1)} ms`);
  if (exported) {
    const { asked, preparedMs, bytes, exportMs, rssBefore, rssMax, rssPrepared, rssDownload, probeLatencies } = exported;
    const at = (q: number) => probeLatencies[Math.min(probeLatencies.length - 1, Math.floor(probeLatencies.length * q))]?.toFixed(1);
    console.log(`XLSX export of ${asked.data.rowCount.toLocaleString('en')} rows: prepared (job) in ${(preparedMs / 1000).toFixed(1)} s, downloaded (${(bytes / 1_048_576).toFixed(1)} MB) after ${(exportMs / 1000).toFixed(1)} s in all`);
    console.log(`Server RSS: ${rssBefore.toFixed(0)} MB before, ${rssMax.toFixed(0)} MB at most during the export (growth ${(rssMax - rssBefore).toFixed(0)} MB; at most ${rssPrepared.toFixed(0)} MB while the job wrote its parts, ${rssDownload.toFixed(0)} MB while downloading)`);
    console.log(`Other requests during the export (customer info, ${probeLatencies.length} probes): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
  }
  console.log(`${phases ? 'Generating' : 'Finding'} ${ORDERS.toLocaleString('en')} orders + lines (${merchants} merchants; ${n.toLocaleString('en')} of the merchant measured): ${(generateMs / 1000).toFixed(1)} s${phases ? ` (${Object.entries(phases).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join('; ')})` : ''}; database size ${size}`);
  await db.end();
} finally {
  child?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  if (!kept) await admin.query(`drop database if exists ${name} with (force)`).catch((error: Error) => console.warn(`drop database: ${error.message}`));
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
  server.stop();
}
