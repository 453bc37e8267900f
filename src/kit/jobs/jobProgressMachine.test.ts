import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Job } from './JobProgressView';
import { JOB_LOAD_ATTEMPTS, JOB_POLL_MAX_MS, JOB_POLL_MIN_MS, jobProgressMachine } from './jobProgressMachine';

const job = (patch: Partial<Job> = {}): Job => ({
  id: 7, kind: 'skuListImportFile', state: 'running', label: 'products.csv', total: 10, queued: 10, running: 0,
  succeeded: 0, failed: 0, blocked: 0, createdAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.000Z', finishedAt: null, ...patch,
});

/** A machine whose loads answer from `answers` in turn (an Error fails that load); records each load. */
function follow(answers: (Job | Error)[], retry: () => Promise<unknown> = async () => ({})) {
  const loads: number[] = [];
  const actor = createActor(jobProgressMachine.provide({
    actors: {
      loadStatus: fromPromise<Job, { jobId: number }>(async ({ input }) => {
        loads.push(input.jobId);
        const answer = answers[Math.min(loads.length - 1, answers.length - 1)];
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      retryJob: fromPromise<unknown, { jobId: number }>(retry),
    },
  }), { input: { jobId: 7 } });
  actor.start();
  return { actor, loads };
}

/** Lets the pending promise settle, then moves the clock. */
const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('following a job', () => {
  it('loads again while the job runs and stops once it ends', async () => {
    const { actor, loads } = follow([job({ succeeded: 2 }), job({ succeeded: 6 }), job({ state: 'done', succeeded: 10, queued: 0 })]);
    await advance(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    await advance(JOB_POLL_MIN_MS);
    await advance(JOB_POLL_MIN_MS);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.job?.succeeded).toBe(10);
    await advance(60_000);
    expect(loads).toHaveLength(3);
  });

  it('backs off while nothing moves, up to the maximum, and speeds up when it moves again', async () => {
    const still = job({ succeeded: 1 });
    const answers: Job[] = [still, still, still, still, still, still, still, still, job({ succeeded: 2 })];
    const { actor } = follow(answers);
    await advance(0);
    const delays: number[] = [actor.getSnapshot().context.delay];
    for (let i = 0; i < 7; i += 1) {
      await advance(actor.getSnapshot().context.delay);
      delays.push(actor.getSnapshot().context.delay);
    }
    expect(delays[0]).toBe(JOB_POLL_MIN_MS);
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]);
    expect(delays.at(-1)).toBe(JOB_POLL_MAX_MS);
    await advance(JOB_POLL_MAX_MS);
    expect(actor.getSnapshot().context.delay).toBe(JOB_POLL_MIN_MS);
  });

  it('survives a few failed loads, gives up after too many, and resumes on reload', async () => {
    const offline = new Error('offline');
    const { actor, loads } = follow([offline, job({ succeeded: 3 })]);
    await advance(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.failures).toBe(1);
    // After a failed load the wait is longer than the shortest one.
    expect(actor.getSnapshot().context.delay).toBeGreaterThan(JOB_POLL_MIN_MS);
    await advance(actor.getSnapshot().context.delay);
    expect(actor.getSnapshot().context.failures).toBe(0);
    expect(actor.getSnapshot().context.job?.succeeded).toBe(3);
    expect(loads.length).toBe(2);

    const down = follow([offline]);
    for (let i = 0; i < JOB_LOAD_ATTEMPTS + 2; i += 1) await advance(JOB_POLL_MAX_MS);
    expect(down.actor.getSnapshot().value).toBe('unreachable');
    expect(down.loads).toHaveLength(JOB_LOAD_ATTEMPTS);
    down.actor.send({ type: 'job.reload' });
    await advance(0);
    expect(down.loads).toHaveLength(JOB_LOAD_ATTEMPTS + 1);
  });

  it('retries failed items and follows the job again until it ends once more', async () => {
    const retry = vi.fn(async () => ({}));
    const { actor } = follow([
      job({ state: 'partially_failed', succeeded: 8, failed: 2, queued: 0 }),
      job({ state: 'running', succeeded: 8, queued: 2 }),
      job({ state: 'done', succeeded: 10, queued: 0 }),
    ], retry);
    await advance(0);
    expect(actor.getSnapshot().value).toBe('finished');
    actor.send({ type: 'job.retry' });
    await advance(0);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('waiting');
    await advance(JOB_POLL_MIN_MS);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().context.job?.state).toBe('done');
  });
});
