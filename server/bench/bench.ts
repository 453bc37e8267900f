/**
 * `npm run bench:server` — a benchmark, not a test: requests per second and p99 latency of customer
 * info and the cart count at 50 connections on loopback, next to a bare route in the same run, on
 * PGlite and on PostgreSQL (TEST_DATABASE_URL / DATABASE_URL, or the throwaway one ensure-postgres starts).
 * BENCH_SECONDS sets the length of each run (default 10).
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
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
const connections = 50;

interface Row { storage: string; route: string; rps: number; p99: number; errors: number }

async function benchOne(storage: string, database: Database): Promise<Row[]> {
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
  const login = await fetch(`${base}${contract.login.path}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAccounts.merchant),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  const headers = { authorization: `Bearer ${login.data.token}`, 'accept-language': 'en' };

  const rows: Row[] = [];
  for (const [route, path] of [['bare route', '/api/bench/bare'], ['customer info', contract.customerInfo.path], ['cart count', contract.countUserCart.path]] as const) {
    const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers });
    rows.push({ storage, route, rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts });
  }
  await app.close();
  return rows;
}

async function postgresUrl(): Promise<{ url: string; stop(): void } | undefined> {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) return { url: given, stop() {} };
  return ensurePostgres();
}

const rows: Row[] = [];

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const pglite = await openPglite(dir);
rows.push(...(await benchOne('PGlite', pglite)));
await pglite.close();
rmSync(dir, { recursive: true, force: true });

const server = await postgresUrl();
if (server) {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const postgres = await openPostgres(url.toString(), 20);
  rows.push(...(await benchOne('PostgreSQL', postgres)));
  await postgres.close();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
  server.stop();
} else {
  console.warn('No PostgreSQL available: PostgreSQL figures skipped.');
}

console.log(`\n${connections} connections, ${seconds} s per route, loopback, Node ${process.version}\n`);
console.table(rows.map((row) => ({ storage: row.storage, route: row.route, 'req/s': row.rps, 'p99 ms': row.p99, errors: row.errors })));
