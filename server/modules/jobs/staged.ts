/**
 * A job runner for items whose work calls another host (a store platform): the call must not run inside a
 * database transaction (a slow host would hold it open — on PGlite, the whole server's one connection).
 * Each item goes through three steps:
 *
 * 1. claim, in a short transaction: the item is locked, `prepare` decides (an outcome at once — blocked,
 *    gone — or a plan to send), and the item is marked `running` with its attempt counted: the "sending" mark;
 * 2. send, outside any transaction: the remote call, while a heartbeat keeps the mark's lease fresh;
 * 3. record, in its own transaction: `record` writes what came back together with the item's outcome.
 *
 * So an item is never half-written: either the outcome and its records commit together, or the item stays
 * marked `running`. A process that dies mid-call leaves that mark; once its lease has lapsed (no heartbeat)
 * another runner takes the item again with `resumed: true`, and the worker must then find what the first
 * call may have made before making it again (publishing looks the product up by our handle/SKU).
 */
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { jobItem } from '../../db/schema';
import { refreshCounts, type ItemOutcome, type ItemWorker, type JobItemRow, type JobRow } from './service';

/** A running item whose mark is older than this (no heartbeat) was left by a process that died. */
export const STAGED_LEASE_MS = 60_000;
const HEARTBEAT_MS = 15_000;
const MAX_ATTEMPTS = 3;

export interface StagedSteps<Plan, Result> {
  /** In the claim transaction. `resumed`: a previous claim of this item never recorded its outcome. */
  prepare(tx: Tx, job: JobRow, item: JobItemRow, resumed: boolean): Promise<{ outcome: ItemOutcome } | { plan: Plan }>;
  /** Outside any transaction: the remote call. Throws only for unexpected errors (the item is tried again). */
  send(plan: Plan, resumed: boolean): Promise<{ result: Result } | { outcome: ItemOutcome }>;
  /** In its own transaction, with the item locked: record what came back; answers the item's outcome. */
  record(tx: Tx, job: JobRow, item: JobItemRow, plan: Plan, result: Result): Promise<ItemOutcome>;
  /** In its own transaction: what a failure (an outcome from send) changes besides the item. */
  settleFailure?(tx: Tx, job: JobRow, item: JobItemRow, plan: Plan): Promise<void>;
}

async function writeOutcome(tx: Tx, item: JobItemRow, outcome: ItemOutcome, attempts: number) {
  await tx.update(jobItem).set(outcome.ok
    ? { state: 'succeeded', result: outcome.result, errorCode: null, errorField: null, attempts, updatedAt: new Date() }
    : { state: outcome.state, result: null, errorCode: outcome.code, errorField: outcome.field, attempts, updatedAt: new Date() })
    .where(eq(jobItem.id, item.id));
}

/** Runs job `job` item by item through the three steps (see the file comment). */
export async function runStagedJob<Plan, Result>(db: Db, job: JobRow, steps: StagedSteps<Plan, Result>, shouldStop: () => boolean): Promise<JobRow | null> {
  for (;;) {
    if (shouldStop()) return job;
    const claimed = await db.transaction(async (tx) => {
      const [item] = await tx.select().from(jobItem)
        .where(and(eq(jobItem.jobId, job.id), or(
          eq(jobItem.state, 'queued'),
          and(eq(jobItem.state, 'running'), lt(jobItem.updatedAt, new Date(Date.now() - STAGED_LEASE_MS))),
        )))
        .orderBy(asc(jobItem.seq)).limit(1).for('update', { skipLocked: true });
      if (!item) return null;
      const resumed = item.state === 'running';
      const attempts = item.attempts + 1;
      let prepared: Awaited<ReturnType<typeof steps.prepare>>;
      try {
        prepared = await tx.transaction((sp) => steps.prepare(sp, job, item, resumed));
      } catch (error) {
        // Unexpected (a bug or the database): count the attempt; after MAX_ATTEMPTS the item fails.
        console.error(`job ${job.id} item ${item.seq}:`, (error as Error).message);
        await tx.update(jobItem).set({ attempts, state: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued', errorCode: 'server.jobs.itemError', errorField: null, updatedAt: new Date() })
          .where(eq(jobItem.id, item.id));
        await refreshCounts(tx, job.id);
        return { item, plan: null, resumed };
      }
      if ('outcome' in prepared) {
        await writeOutcome(tx, item, prepared.outcome, attempts);
        await refreshCounts(tx, job.id);
        return { item, plan: null, resumed };
      }
      await tx.update(jobItem).set({ state: 'running', attempts, updatedAt: new Date() }).where(eq(jobItem.id, item.id));
      await refreshCounts(tx, job.id);
      return { item: { ...item, attempts }, plan: prepared.plan, resumed };
    });
    if (!claimed) {
      // Nothing to claim: done, unless another runner (or a dead process's lease) still holds an item.
      const [held] = await db.select({ n: sql<number>`count(*)::int` }).from(jobItem).where(and(eq(jobItem.jobId, job.id), eq(jobItem.state, 'running')));
      if (!held || held.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    if (claimed.plan === null) continue;
    const { item, plan, resumed } = claimed;

    // The remote call, outside any transaction; the heartbeat tells other runners this item is alive.
    const heartbeat = setInterval(() => {
      void db.update(jobItem).set({ updatedAt: new Date() }).where(and(eq(jobItem.id, item.id), eq(jobItem.state, 'running'))).catch(() => undefined);
    }, HEARTBEAT_MS);
    let sent: Awaited<ReturnType<typeof steps.send>> | null;
    try {
      sent = await steps.send(plan, resumed);
    } catch (error) {
      console.error(`job ${job.id} item ${item.seq}:`, (error as Error).message);
      sent = null;
    } finally {
      clearInterval(heartbeat);
    }

    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(jobItem).where(eq(jobItem.id, item.id)).for('update');
      if (!current || current.state !== 'running') return; // taken over meanwhile (a lapsed lease)
      if (sent === null) {
        // Unexpected: back to the queue (resumed, so the next try looks for what this one may have made).
        await tx.update(jobItem).set(item.attempts >= MAX_ATTEMPTS
          ? { state: 'failed', errorCode: 'server.jobs.itemError', errorField: null, updatedAt: new Date() }
          : { state: 'queued', errorCode: 'server.jobs.itemError', errorField: null, updatedAt: new Date() })
          .where(eq(jobItem.id, item.id));
        if (item.attempts >= MAX_ATTEMPTS) await steps.settleFailure?.(tx, job, item, plan);
      } else if ('outcome' in sent) {
        await writeOutcome(tx, item, sent.outcome, item.attempts);
        if (!sent.outcome.ok) await steps.settleFailure?.(tx, job, item, plan);
      } else {
        const result = sent.result;
        await writeOutcome(tx, item, await tx.transaction((sp) => steps.record(sp, job, item, plan, result)), item.attempts);
      }
      await refreshCounts(tx, job.id);
    });
  }
  return db.transaction((tx) => refreshCounts(tx, job.id));
}

export type StagedItemWorker = ItemWorker & { runJob(db: Db, job: JobRow, shouldStop: () => boolean): Promise<JobRow | null> };

/**
 * An ItemWorker that runs its jobs through the three steps. Called as a plain worker (inside a caller's
 * transaction, e.g. a test wrapping workers), it does the three steps in that transaction.
 */
export function stagedWorker<Plan, Result>(steps: StagedSteps<Plan, Result>): StagedItemWorker {
  const inline = async (tx: Tx, job: JobRow, item: JobItemRow): Promise<ItemOutcome> => {
    const prepared = await steps.prepare(tx, job, item, item.state === 'running');
    if ('outcome' in prepared) return prepared.outcome;
    const sent = await steps.send(prepared.plan, false);
    if ('outcome' in sent) {
      if (!sent.outcome.ok) await steps.settleFailure?.(tx, job, item, prepared.plan);
      return sent.outcome;
    }
    return steps.record(tx, job, item, prepared.plan, sent.result);
  };
  return Object.assign(inline, { runJob: (db: Db, job: JobRow, shouldStop: () => boolean) => runStagedJob(db, job, steps, shouldStop) });
}
