/**
 * pg-boss, in both storage modes: on PGlite through its PGlite adapter (the same in-process database as
 * the API, one statement at a time), on PostgreSQL over the API's own pool. Queues:
 * - `job-run`    run job N's queued items (server/modules/jobs/service.ts); sent inside the business
 *                transaction that created or retried the job, so a rolled-back request queues nothing;
 * - `mail-send`  deliver the outbox (server/modules/mail/outbox.ts); also every minute as a safety net;
 * - `cleanup`    hourly housekeeping (server/jobs/cleanup.ts), expired order exports included;
 * - `automatic-fulfilment`  every 5 minutes (server/modules/orderSettings/automatic.ts).
 * On start every unfinished job is asked to run again: that is how a killed server resumes its jobs.
 */
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type PGliteLike } from 'pg-boss';
import type { Db, DbOrTx } from '../db/client';
import { runJob, unfinishedJobIds, type ItemWorker, type JobRunRequester } from '../modules/jobs/service';
import type { JobKind } from '../../src/api/contract/jobs';
import { cleanUp } from './cleanup';
import { runAutomaticForAll } from '../modules/orderSettings/automatic';
import { removeExpiredExports } from '../modules/orderFiles/exports';

/** A queue of a domain's own (stores: fulfilment pushes, the scheduled order sync), with its worker and schedule. */
export interface ExtraQueue {
  name: string;
  work(data: Record<string, unknown>): Promise<void>;
  /** Cron schedule (the message then has no data). */
  schedule?: string;
  retryLimit?: number;
  retryDelay?: number;
}

export interface JobQueue extends JobRunRequester {
  /** Starts pg-boss, creates the queues, schedules, workers; resumes unfinished jobs. */
  start(options: { workers: Partial<Record<JobKind, ItemWorker>>; deliverMail: () => Promise<unknown>; queues?: ExtraQueue[] }): Promise<void>;
  /**
   * Sends a message to an extra queue (inside `tx` when given, so a rolled-back change sends nothing);
   * false when pg-boss is not started (tests), so the caller can do the work itself.
   */
  send(queue: string, data: Record<string, unknown>, options?: { tx?: DbOrTx; singletonKey?: string }): Promise<boolean>;
  /** Asks for mail delivery soon. */
  requestMail(): void;
  /** Stops taking work; a job in progress stops after its current batch (its items stay consistent). */
  stop(): Promise<void>;
  readonly started: boolean;
}

type PoolLike = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** The database handle under Drizzle: PGlite has exec(), a node-postgres pool does not. */
function bossDatabase(db: Db) {
  const client = (db as unknown as { $client: PGliteLike | PoolLike }).$client;
  if ('exec' in client) return { backend: 'pglite' as const, db: fromPglite(client) };
  return { backend: 'postgres' as const, db: { executeSql: (text: string, values?: unknown[]) => client.query(text, values) as Promise<{ rows: any[] }> } };
}

export function createJobQueue(db: Db): JobQueue {
  let boss: PgBoss | null = null;
  let stopping = false;

  return {
    get started() { return boss !== null; },

    async requestRun(tx: DbOrTx, jobId: number) {
      // Not started (tests, or before start()): the job row is queued and start() resumes it.
      if (!boss) return;
      await boss.send('job-run', { jobId }, { db: fromDrizzle(tx as never, sql as never), retryLimit: 5, retryBackoff: true });
    },

    async send(queue, data, options = {}) {
      if (!boss) return false;
      await boss.send(queue, data, {
        ...(options.tx ? { db: fromDrizzle(options.tx as never, sql as never) } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      return true;
    },

    requestMail() {
      if (boss) void boss.send('mail-send', null, { singletonKey: 'mail', singletonSeconds: 2 }).catch(() => undefined);
    },

    async start({ workers, deliverMail, queues = [] }) {
      const target = bossDatabase(db);
      const instance = new PgBoss({ db: target.db, backend: target.backend, schema: 'pgboss', application_name: 'merchant-portal' } as never);
      instance.on('error', (error: Error) => console.error('pg-boss:', error.message));
      await instance.start();
      await instance.createQueue('job-run', { retryLimit: 5, retryBackoff: true, expireInSeconds: 3600 });
      await instance.createQueue('mail-send', { retryLimit: 5, retryBackoff: true });
      await instance.createQueue('cleanup', { retryLimit: 2 });
      await instance.createQueue('automatic-fulfilment', { retryLimit: 1, expireInSeconds: 900 });
      stopping = false;
      await instance.work<{ jobId: number }>('job-run', { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([message]) => {
        await runJob(db, message.data.jobId, workers, () => stopping);
      });
      await instance.work('mail-send', { pollingIntervalSeconds: 1 }, async () => { await deliverMail(); });
      await instance.work('cleanup', async () => { await cleanUp(db); await removeExpiredExports(db); });
      // Automatic fulfilment (server/modules/orderSettings/automatic.ts): every merchant who enabled it, every 5 minutes.
      await instance.work('automatic-fulfilment', async () => { await runAutomaticForAll(db); });
      await instance.schedule('automatic-fulfilment', '*/5 * * * *');
      for (const extra of queues) {
        await instance.createQueue(extra.name, { retryLimit: extra.retryLimit ?? 5, retryDelay: extra.retryDelay ?? 30, retryBackoff: true });
        await instance.work<Record<string, unknown>>(extra.name, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([message]) => { await extra.work(message.data ?? {}); });
        if (extra.schedule) await instance.schedule(extra.name, extra.schedule);
      }
      await instance.schedule('cleanup', '7 * * * *');
      await instance.schedule('mail-send', '* * * * *');
      boss = instance;
      // No singleton key: a time-window singleton refused the resume when the killed process had sent its
      // own resume less than the window ago, and the killed process's message stays active until it expires.
      // Two runs of one job are harmless: items are claimed with FOR UPDATE SKIP LOCKED, one state change each.
      for (const jobId of await unfinishedJobIds(db)) await instance.send('job-run', { jobId });
      await instance.send('mail-send', null);
      await instance.send('cleanup', null);
    },

    async stop() {
      stopping = true;
      const instance = boss;
      boss = null;
      await instance?.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
