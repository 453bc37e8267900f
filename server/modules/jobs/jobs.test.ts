/**
 * Jobs on pg-boss: a server killed mid-job (SIGKILL of a real process, on PGlite) resumes on restart and
 * no item is done twice; the jobs calls' access rules (no token, another customer, a sub-account
 * without the code of the job's kind).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { freshDatabase, startTestServer, storageKinds, SERVER_START_MS } from '../../test/harness';
import { openPglite, type Database } from '../../db/client';
import { loadConfig } from '../../config';
import { createServices } from '../../services';
import { customer, job, jobItem, product, skuList } from '../../db/schema';
import { jobWorkers } from '../../jobs/workers';
import { createJob } from './service';

const fixture = fileURLToPath(new URL('./killFixture.ts', import.meta.url));

/** Runs the fixture on `dir` and SIGKILLs it once `after` items have printed; resolves when it is dead. */
function runAndKill(dir: string, after: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // One process (node with tsx's loader), so SIGKILL kills the process that holds the database.
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    let seen = 0;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      seen += chunk.split('\n').filter((line) => line.startsWith('item ')).length;
      if (seen >= after && child.exitCode === null) child.kill('SIGKILL');
    });
    child.on('exit', () => resolve(seen));
    child.on('error', reject);
  });
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => { for (const clean of cleanups.reverse()) await clean(); });

describe('a job survives a killed server', () => {
  it('resumes on restart, and no item is done twice', async () => {
    const { location: dir, database: first, drop } = await freshDatabase('pglite', 'demo');
    cleanups.push(drop);
    const [owner] = await first.db.select({ id: customer.id }).from(customer).where(eq(customer.username, 'merchant@demo.shop'));
    const spus = (await first.db.select({ spu: product.spu }).from(product).where(eq(product.status, 'on_sale')).orderBy(asc(product.id)).offset(150).limit(120)).map((r) => r.spu);
    const before = (await first.db.select({ n: count() }).from(skuList).where(eq(skuList.customerId, owner.id)))[0].n;
    const created = await first.db.transaction((tx) => createJob(tx, { requestRun: async () => undefined }, {
      customerId: owner.id, createdBy: owner.id, kind: 'skuListImportCatalogue', label: 'kill test', items: spus.map((spu, i) => ({ seq: i + 1, input: { spu } })),
    }));
    await first.close();

    const printed = await runAndKill(dir, 30);
    expect(printed).toBeGreaterThanOrEqual(30);

    const reopened: Database = await openPglite(dir);
    cleanups.push(() => reopened.close());
    const [midway] = await reopened.db.select().from(job).where(eq(job.id, created.id));
    expect(midway.succeeded).toBeLessThan(spus.length); // killed before the end
    const services = await createServices(reopened.db, { ...loadConfig({}), distDir: '/nonexistent' });
    await services.jobs.start({ workers: jobWorkers, deliverMail: async () => 0 });
    const deadline = Date.now() + 120_000;
    let state = midway.state;
    while (Date.now() < deadline && state !== 'done') {
      await new Promise((r) => setTimeout(r, 500));
      [{ state }] = await reopened.db.select({ state: job.state }).from(job).where(eq(job.id, created.id));
    }
    await services.jobs.stop();
    expect(state).toBe('done');
    const items = await reopened.db.select().from(jobItem).where(eq(jobItem.jobId, created.id));
    expect(items.every((item) => item.state === 'succeeded')).toBe(true);
    // An item whose work was rolled back by the kill counts no attempt: each item was done exactly once.
    expect(items.filter((item) => item.attempts !== 1)).toEqual([]);
    const after = (await reopened.db.select({ n: count() }).from(skuList).where(eq(skuList.customerId, owner.id)))[0].n;
    expect(after - before).toBe(spus.length);
    const [{ dupes }] = await reopened.db.select({ dupes: count() }).from(jobItem).where(and(eq(jobItem.jobId, created.id), eq(jobItem.errorCode, 'server.import.alreadyListed')));
    expect(dupes).toBe(0);
  }, SERVER_START_MS);
});

describe.each(storageKinds)('jobs calls on %s', (kind) => {
  it('answer the owner, refuse others, and follow a job run by pg-boss with mail and clean-up queues', async () => {
    const server = await startTestServer({ kind });
    cleanups.push(() => server.close());
    await server.services.jobs.start({ workers: jobWorkers, deliverMail: () => server.services.mail.deliverPending() });
    cleanups.push(() => server.services.jobs.stop());
    const merchant = await server.login('merchant@demo.shop', 'Merchant#2026');
    const clerk = await server.login('clerk@demo.shop', 'Clerk#2026');
    const staff = await server.login('staff@demo.shop', 'Staff#2026');
    const started = await server.call('skuListRemoveAll', { token: merchant });
    expect(started.status).toBe(200);
    // 40 demo entries: removed at once, no job.
    expect(started.data).toEqual({ removed: 40, jobId: null });
    const spus = (await server.services.db.select({ spu: product.spu }).from(product).where(eq(product.status, 'on_sale')).limit(3)).map((r) => r.spu);
    const batch = await server.call('batchImportSkuList', { token: merchant, body: { goodsIds: spus } });
    const deadline = Date.now() + 60_000;
    let status = batch.data;
    while (Date.now() < deadline && status.state !== 'done') {
      await new Promise((r) => setTimeout(r, 300));
      status = (await server.call('jobStatus', { token: merchant, params: { id: batch.data.id } })).data;
    }
    expect(status).toMatchObject({ state: 'done', succeeded: 3, total: 3 });
    expect((await server.call('jobList', { token: merchant, query: { active: false } })).data.records[0].id).toBe(batch.data.id);
    expect((await server.call('jobList', { token: clerk, query: {} })).data.records).toEqual([]); // no import:batch code: not its kind
    expect((await server.call('jobItems', { token: clerk, params: { id: batch.data.id } })).status).toBe(9002);
    expect((await server.call('jobRetry', { token: staff, params: { id: batch.data.id }, body: {} })).status).toBe(9002);
    expect((await server.call('jobStatus', { params: { id: batch.data.id } })).status).toBe(40101);
    expect((await server.call('jobItems', { token: merchant, params: { id: batch.data.id }, query: { states: ['lost'] } })).status).toBe(9001);
    expect((await server.call('jobRetry', { token: merchant, params: { id: batch.data.id }, body: { fixes: [{ itemId: 1, input: { spu: 'x'.repeat(2001) } }] } })).status).toBe(9001);
    const items = await server.call('jobItems', { token: merchant, params: { id: batch.data.id } });
    expect(items.data.records.map((i: { state: string }) => i.state)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  }, SERVER_START_MS);
});
