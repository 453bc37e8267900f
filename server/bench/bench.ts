/**
 * `npm run bench:server` — a benchmark, not a test: requests per second and p99 latency of customer
 * info, the cart count and the order list (brotli-compressed, as browsers ask) at 50 connections on loopback,
 * next to a bare route in the same run, on PGlite and on PostgreSQL (TEST_DATABASE_URL / DATABASE_URL, or the
 * throwaway one ensure-postgres starts).
 * BENCH_SECONDS sets the length of each run (default 10), or BENCH_REQUESTS a count of requests per run instead (on a
 * loaded machine a fixed count gives each run enough requests for its CPU figures); BENCH_STORAGE=pglite or postgres
 * runs only that one.
 * BENCH_ROUNDS (default 1) repeats the routes in turn and keeps each one's median, so a machine whose
 * load drifts during the run weighs on the routes alike; each route's share of the bare route is printed.
 * The compared routes (bare, customer info, cart count) take their rounds first; the heavy compressed order list
 * takes its own afterwards, as it left the next round's bare route slower (its garbage, its thread-pool work).
 * BENCH_ONLY=<pattern> runs only the routes whose names match (e.g. "bare|info"); BENCH_CPU_PROF=<dir> writes
 * this process's V8 CPU profile there when it ends (server and load generator share the process).
 * CPU per request is printed too (this process: server and load generator; and the PostgreSQL backends serving the
 * bench's database, so not autovacuum's work after the seeding, when the cluster is local: the one ensure-postgres
 * starts, or the one whose postmaster.pid BENCH_PG_PIDFILE names):
 * unlike req/s it hardly moves when other work shares the machine.
 */
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { createServices } from '../services';
import { buildApp } from '../app';
import { demoAccounts, seedDemoData, seedReferenceData } from '../seed/seed';
import { contract } from '../../src/api/contract';
// @ts-expect-error plain ES module without types
import { ensurePostgres } from '../../scripts/ensure-postgres.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const amount = process.env.BENCH_REQUESTS ? Number(process.env.BENCH_REQUESTS) : undefined;
const connections = 50;
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const sessions = Math.max(1, Number(process.env.BENCH_SESSIONS ?? 1));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Row { storage: string; route: string; rps: number; p99: number; errors: number; nodeUs: number; pgUs: number | null }

/**
 * CPU time (µs) of the cluster's backends serving `database` (children of the postmaster in `pidFile` whose
 * title names it; those that ended are not counted, the pool keeps its connections); null without a pid file.
 */
function postgresCpu(pidFile: string | undefined, database: string): number | null {
  if (!pidFile) return null;
  const postmaster = readFileSync(pidFile, 'utf8').split('\n')[0].trim();
  const tick = 10_000; // µs per clock tick (USER_HZ 100)
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      if (fields[1] !== postmaster || !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch { /* gone */ }
  }
  return total;
}

/** BENCH_CPU_PROF=<dir>: a V8 CPU profile of the runs (not the seeding), written as <dir>/bench-<storage>-<time>.cpuprofile. */
async function startProfile() {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(storage: string) {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `bench-${storage}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}

async function benchOne(storage: string, database: Database, databaseName = '', pgPidFile?: string): Promise<Row[]> {
  const config = { ...loadConfig({}), distDir: join(tmpdir(), 'portal-no-dist'), loginRateLimit: 100_000 };
  const services = await createServices(database.db, config, { print: () => undefined });
  await database.db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await seedDemoData(tx);
  });
  const { app } = await buildApp(services);
  // The bare route: the same Fastify stack (helmet, envelope) without any database work.
  app.get('/api/bench/bare', async () => ({ status: 200, message: 'Success', data: null }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const signIn = () => fetch(`${base}${contract.login.path}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAccounts.merchant),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>).then((answer) => `Bearer ${answer.data.token}`);
  // BENCH_SESSIONS=n: the connections use n sessions in turn (default 1: one token, as a browser's page sends
  // its parallel calls); 50 = one per connection, as 50 users. Concurrent session checks share a statement either
  // way (auth.ts FreshBatches), one row per session.
  const tokens: string[] = [];
  for (let index = 0; index < sessions; index += 1) tokens.push(await signIn());
  const headers: Record<string, string> = { authorization: tokens[0], 'accept-language': 'en' };
  let next = 0;
  const setupClient = (asked: Record<string, string>) => (client: { setHeaders(headers: Record<string, string>): void }) => {
    client.setHeaders({ ...asked, authorization: tokens[next++ % tokens.length] });
  };

  // The order list as a browser asks for it (brotli): its answer is over 1 kB, so it pays the compression every
  // browser call above 1 kB pays, which autocannon's own requests (no Accept-Encoding) never show.
  const brotli = { ...headers, 'accept-encoding': 'gzip, deflate, br' };
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  // Two phases, each of rounds × its routes: the compared routes, then the compressed list on its own.
  const phases = ([
    [['bare route', '/api/bench/bare', headers], ['customer info', contract.customerInfo.path, headers], ['cart count', contract.countUserCart.path, headers]],
    [['order list (br)', contract.orderList.path, brotli]],
  ] as [string, string, Record<string, string>][][]).map((phase) => phase.filter(([route]) => !only || only.test(route)));
  const routes = phases.flat();
  const runs = new Map<string, { rps: number; p99: number; errors: number; nodeUs: number; pgUs: number | null }[]>(routes.map(([route]) => [route, []]));
  const profiler = await startProfile();
  for (const phase of phases) for (let round = 0; round < rounds; round += 1) {
    for (const [route, path, asked] of phase) {
      const cpuBefore = process.cpuUsage();
      const pgBefore = storage === 'PostgreSQL' ? postgresCpu(pgPidFile, databaseName) : null;
      const result = await autocannon({ url: `${base}${path}`, connections, ...(amount ? { amount } : { duration: seconds }), headers: asked, ...(tokens.length > 1 ? { setupClient: setupClient(asked) } : {}) });
      const cpu = process.cpuUsage(cpuBefore);
      const pgAfter = storage === 'PostgreSQL' ? postgresCpu(pgPidFile, databaseName) : null;
      const requests = Math.max(1, result['2xx'] + result.non2xx);
      runs.get(route)!.push({
        rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts,
        // A backend that ended during the run (the pool closes connections idle for 10 s, as on the bare route)
        // takes its CPU time with it: no figure then, rather than a negative one.
        nodeUs: (cpu.user + cpu.system) / requests, pgUs: pgBefore === null || pgAfter === null || pgAfter < pgBefore ? null : (pgAfter - pgBefore) / requests,
      });
    }
  }
  await profiler?.stop(storage);
  const rows: Row[] = routes.map(([route]) => {
    const results = runs.get(route)!;
    const pg = results.map((r) => r.pgUs).filter((us): us is number => us !== null);
    return {
      storage, route, rps: Math.round(median(results.map((r) => r.rps))), p99: median(results.map((r) => r.p99)), errors: results.reduce((sum, r) => sum + r.errors, 0),
      nodeUs: Math.round(median(results.map((r) => r.nodeUs))), pgUs: pg.length ? Math.round(median(pg)) : null,
    };
  });
  await app.close();
  return rows;
}

/** The cluster to bench on; `pidFile` when it is a local one (BENCH_PG_PIDFILE, else ensure-postgres's own). */
async function postgresUrl(): Promise<{ url: string; pidFile?: string; stop(): void } | undefined> {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) return { url: given, pidFile: process.env.BENCH_PG_PIDFILE, stop() {} };
  const started = await ensurePostgres();
  return started && { ...started, pidFile: process.env.BENCH_PG_PIDFILE ?? started.pidFile, stop: () => started.stop() };
}

const rows: Row[] = [];

const only = process.env.BENCH_STORAGE?.toLowerCase();

if (only !== 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const pglite = await openPglite(dir);
  rows.push(...(await benchOne('PGlite', pglite)));
  await pglite.close();
  rmSync(dir, { recursive: true, force: true });
}

const server = only === 'pglite' ? undefined : await postgresUrl();
if (server) {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const postgres = await openPostgres(url.toString(), 20);
  rows.push(...(await benchOne('PostgreSQL', postgres, name, server.pidFile)));
  await postgres.close();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
  server.stop();
} else {
  console.warn('No PostgreSQL available: PostgreSQL figures skipped.');
}

console.log(`\n${connections} connections (${sessions} session${sessions > 1 ? 's' : ''}), ${amount ? `${amount} requests` : `${seconds} s`} per route${rounds > 1 ? ` × ${rounds} rounds (median)` : ''}, loopback, Node ${process.version}\n`);
const bareOf = (storage: string) => rows.find((row) => row.storage === storage && row.route === 'bare route')?.rps ?? 0;
console.table(rows.map((row) => ({
  storage: row.storage, route: row.route, 'req/s': row.rps, '% of bare': `${Math.round((row.rps / (bareOf(row.storage) || 1)) * 100)} %`, 'p99 ms': row.p99, errors: row.errors,
  'node CPU µs/req': row.nodeUs, 'PostgreSQL CPU µs/req': row.pgUs ?? '-',
})));
