/**
 * The job model the UI follows. A job has items; each item is one unit of work (a file row, a product
 * to import, a batch of rows to remove). Running a job claims a few queued items at a time and does
 * each item's work AND its state change in one transaction (a savepoint per item), so a process killed
 * mid-job leaves every item either done-and-marked or untouched-and-queued: on restart the queued ones
 * run, none twice. pg-boss (server/jobs/queue.ts) only carries "run job N"; this table is the truth.
 */
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { job, jobItem } from '../../db/schema';
import type { JobItemState, JobKind, JobState } from '../../../src/api/contract/jobs';
import { fail } from '../../http/envelope';

export type JobRow = typeof job.$inferSelect;
export type JobItemRow = typeof jobItem.$inferSelect;

/** What an item's work answers: a result, or a failure naming the message key and the field/column. */
export type ItemOutcome =
  | { ok: true; result: Record<string, string | number | null> }
  | { ok: false; state: 'failed' | 'blocked'; code: string; field: string | null };

/**
 * Does one item's work inside the given transaction; throws only for unexpected errors (retried).
 * A worker may also do a whole batch at once (`batch`: one query per step instead of one per item, an
 * outcome per item in the same order, `batchSize` items claimed at a time); when the batch throws, its
 * savepoint is rolled back and the runner does those items one at a time.
 */
export type ItemWorker = ((tx: Tx, job: JobRow, item: JobItemRow) => Promise<ItemOutcome>) & {
  batch?: (tx: Tx, job: JobRow, items: JobItemRow[]) => Promise<ItemOutcome[]>;
  batchSize?: number;
};

/** Something that can ask for job N to run soon (pg-boss inside the caller's transaction). */
export interface JobRunRequester { requestRun(tx: DbOrTx, jobId: number): Promise<void> }

const BATCH = 25;
/**
 * A batch's transaction ends after this long even if items are left, and the runner then pauses a
 * moment: on PGlite (one connection) the API's own queries wait behind a transaction, so a progress
 * bar polled during a big import must not wait for long batches.
 */
const BATCH_MS = 250;
const PAUSE_MS = 15;
const MAX_ATTEMPTS = 3;

export async function createJob(
  tx: DbOrTx,
  queue: JobRunRequester,
  input: { customerId: number; createdBy: number; kind: JobKind; label: string; items: Array<{ seq: number; input: Record<string, string> }> },
): Promise<JobRow> {
  const [row] = await tx.insert(job).values({
    customerId: input.customerId, createdBy: input.createdBy, kind: input.kind, label: input.label.slice(0, 200),
    total: input.items.length, queued: input.items.length,
  }).returning();
  for (let i = 0; i < input.items.length; i += 500) {
    await tx.insert(jobItem).values(input.items.slice(i, i + 500).map((item) => ({ jobId: row.id, seq: item.seq, input: item.input })));
  }
  await queue.requestRun(tx, row.id);
  return row;
}

/** Recounts the job's items by state and sets the job's state from them. */
export async function refreshCounts(tx: DbOrTx, jobId: number, queuedAgain = false): Promise<JobRow> {
  const rows = await tx.select({ state: jobItem.state, n: count() }).from(jobItem).where(eq(jobItem.jobId, jobId)).groupBy(jobItem.state);
  const by = Object.fromEntries(rows.map((r) => [r.state, r.n])) as Partial<Record<JobItemState, number>>;
  const counts = { queued: by.queued ?? 0, running: by.running ?? 0, succeeded: by.succeeded ?? 0, failed: by.failed ?? 0, blocked: by.blocked ?? 0 };
  const total = counts.queued + counts.running + counts.succeeded + counts.failed + counts.blocked;
  const open = counts.queued + counts.running;
  const state: JobState = open > 0 ? (queuedAgain || counts.queued === total ? 'queued' : 'running')
    : counts.failed + counts.blocked === 0 ? 'done' : counts.succeeded === 0 ? 'failed' : 'partially_failed';
  const [row] = await tx.update(job).set({ ...counts, total, state, updatedAt: new Date(), finishedAt: open > 0 ? null : new Date() })
    .where(eq(job.id, jobId)).returning();
  return row;
}

/** Writes each item's outcome (one statement for the whole batch). */
async function recordOutcomes(tx: Tx, items: JobItemRow[], outcomes: ItemOutcome[]) {
  const rows = items.map((item, i) => {
    const outcome = outcomes[i];
    return outcome.ok
      ? sql`(${item.id}::int, 'succeeded', ${JSON.stringify(outcome.result)}::jsonb, null::text, null::text, ${item.attempts + 1}::int)`
      : sql`(${item.id}::int, ${outcome.state}, null::jsonb, ${outcome.code}::text, ${outcome.field}::text, ${item.attempts + 1}::int)`;
  });
  await tx.execute(sql`update ${jobItem} set state = v.state, result = v.result, error_code = v.code, error_field = v.field, attempts = v.attempts, updated_at = now()
    from (values ${sql.join(rows, sql`, `)}) as v(id, state, result, code, field, attempts) where ${jobItem.id} = v.id`);
}

/**
 * Runs the queued items of job `jobId` until none is left (or `shouldStop` says so between batches).
 * Safe to run twice at once: items are claimed with FOR UPDATE SKIP LOCKED.
 */
export async function runJob(db: Db, jobId: number, workers: Partial<Record<JobKind, ItemWorker>>, shouldStop: () => boolean = () => false): Promise<JobRow | null> {
  const [current] = await db.select().from(job).where(eq(job.id, jobId));
  if (!current) return null;
  const worker = workers[current.kind];
  if (!worker) throw new Error(`no worker for job kind ${current.kind}`);
  // A worker that calls another host runs its job itself (staged.ts): the call must not hold a transaction.
  const ownRunner = (worker as { runJob?: (db: Db, job: JobRow, shouldStop: () => boolean) => Promise<JobRow | null> }).runJob;
  if (ownRunner) return ownRunner(db, current, shouldStop);
  for (;;) {
    if (shouldStop()) return current;
    const done = await db.transaction(async (tx) => {
      const items = await tx.select().from(jobItem)
        .where(and(eq(jobItem.jobId, jobId), eq(jobItem.state, 'queued')))
        .orderBy(asc(jobItem.seq)).limit(worker.batch ? worker.batchSize ?? BATCH : BATCH).for('update', { skipLocked: true });
      if (items.length === 0) return true;
      if (worker.batch) {
        const batch = worker.batch;
        const outcomes = await tx.transaction((sp) => batch(sp, current, items)).catch((error: unknown) => {
          console.error(`job ${jobId} batch from item ${items[0].seq} (done one by one instead):`, (error as Error).message);
          return null;
        });
        if (outcomes && outcomes.length === items.length) {
          await recordOutcomes(tx, items, outcomes);
          await refreshCounts(tx, jobId);
          return false;
        }
      }
      const started = Date.now();
      for (const item of items) {
        if (Date.now() - started > BATCH_MS) break; // the rest stay queued for the next batch
        let outcome: ItemOutcome;
        try {
          outcome = await tx.transaction((sp) => worker(sp, current, item));
        } catch (error) {
          // Unexpected (a bug or the database): count the attempt; after MAX_ATTEMPTS the item fails.
          const attempts = item.attempts + 1;
          await tx.update(jobItem).set({ attempts, state: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued', errorCode: 'server.jobs.itemError', errorField: null, updatedAt: new Date() })
            .where(eq(jobItem.id, item.id));
          console.error(`job ${jobId} item ${item.seq}:`, (error as Error).message);
          continue;
        }
        await tx.update(jobItem).set(outcome.ok
          ? { state: 'succeeded', result: outcome.result, errorCode: null, errorField: null, attempts: item.attempts + 1, updatedAt: new Date() }
          : { state: outcome.state, result: null, errorCode: outcome.code, errorField: outcome.field, attempts: item.attempts + 1, updatedAt: new Date() })
          .where(eq(jobItem.id, item.id));
      }
      await refreshCounts(tx, jobId);
      return false;
    });
    if (done) break;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  return db.transaction((tx) => refreshCounts(tx, jobId));
}

/** Jobs with work left, oldest first (what a restarted server resumes). */
export async function unfinishedJobIds(db: DbOrTx): Promise<number[]> {
  const rows = await db.select({ id: job.id }).from(job).where(inArray(job.state, ['queued', 'running'])).orderBy(asc(job.id));
  return rows.map((r) => r.id);
}

export async function ownJob(db: DbOrTx, customerId: number, id: number): Promise<JobRow> {
  const [row] = await db.select().from(job).where(and(eq(job.id, id), eq(job.customerId, customerId)));
  if (!row) throw fail.notFound();
  return row;
}

export async function listJobs(db: DbOrTx, customerId: number, options: { kinds: readonly JobKind[]; active?: boolean; pageSize: number; beforeId?: number }) {
  const rows = await db.select().from(job).where(and(
    eq(job.customerId, customerId),
    inArray(job.kind, [...options.kinds]),
    options.active ? inArray(job.state, ['queued', 'running']) : undefined,
    options.beforeId ? lt(job.id, options.beforeId) : undefined,
  )).orderBy(desc(job.id)).limit(options.pageSize + 1);
  const more = rows.length > options.pageSize;
  const records = rows.slice(0, options.pageSize);
  return { records, nextBeforeId: more ? records[records.length - 1].id : null };
}

export async function listItems(db: DbOrTx, jobId: number, options: { states?: JobItemState[]; pageNo: number; pageSize: number }) {
  const where = and(eq(jobItem.jobId, jobId), options.states?.length ? inArray(jobItem.state, options.states) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(jobItem).where(where).orderBy(asc(jobItem.seq)).limit(options.pageSize).offset((options.pageNo - 1) * options.pageSize),
    db.select({ n: count() }).from(jobItem).where(where),
  ]);
  return { rows, total: total.n };
}

/**
 * Queues the failed and blocked items again, first replacing the input of the ones named in `fixes`
 * (a fix for an item that did not fail is ignored: succeeded work is never redone).
 */
export async function retryJob(tx: DbOrTx, queue: JobRunRequester, jobRow: JobRow, fixes: Array<{ itemId?: number; seq?: number; input: Record<string, string> }>): Promise<JobRow> {
  for (const fix of fixes) {
    await tx.update(jobItem).set({ input: fix.input }).where(and(
      eq(jobItem.jobId, jobRow.id), inArray(jobItem.state, ['failed', 'blocked']),
      fix.itemId ? eq(jobItem.id, fix.itemId) : eq(jobItem.seq, fix.seq ?? -1),
    ));
  }
  await tx.update(jobItem).set({ state: 'queued', attempts: sql`0`, errorCode: null, errorField: null, updatedAt: new Date() })
    .where(and(eq(jobItem.jobId, jobRow.id), inArray(jobItem.state, ['failed', 'blocked'])));
  const row = await refreshCounts(tx, jobRow.id, true);
  await queue.requestRun(tx, jobRow.id);
  return row;
}
