/**
 * Following a background job (a workflow with waiting, so a machine — DESIGN.md): load the job's
 * status, wait, load again, until the job ends. The wait backs off while nothing moves (and after a
 * failed load) from JOB_POLL_MIN_MS up to JOB_POLL_MAX_MS, and drops back as soon as the counts move, so
 * a busy job looks live and an idle or stuck one costs little. Loading stops when the job ends; "retry
 * failed items" starts it again. After JOB_LOAD_ATTEMPTS failed loads in a row it stops and offers a
 * reload. The job lives on the server, so a page reloaded with the job's id (useJobInUrl) resumes here.
 *
 * Actors `loadStatus` and `retryJob` are provided by JobProgress (through the data layer) or by tests.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Job } from './JobProgressView';

export const JOB_POLL_MIN_MS = 500;
export const JOB_POLL_MAX_MS = 5000;
/** The wait grows by this factor each time the job did not move. */
export const JOB_POLL_BACKOFF = 1.6;
/** Failed loads in a row before giving up (the user can reload). */
export const JOB_LOAD_ATTEMPTS = 5;

export const isFinished = (job: Pick<Job, 'state'>) => job.state === 'done' || job.state === 'partially_failed' || job.state === 'failed';

export interface JobProgressContext {
  jobId: number;
  job: Job | null;
  /** The next wait before loading again. */
  delay: number;
  /** Failed loads in a row. */
  failures: number;
}

export type JobProgressEvent = { type: 'job.retry' } | { type: 'job.reload' };

const progressOf = (job: Job | null) => (job ? `${job.state}:${job.succeeded}:${job.failed}:${job.blocked}` : '');
const slower = (delay: number) => Math.min(JOB_POLL_MAX_MS, Math.round(delay * JOB_POLL_BACKOFF));

export const jobProgressMachine = setup({
  types: {
    context: {} as JobProgressContext,
    events: {} as JobProgressEvent,
    input: {} as { jobId: number },
  },
  actors: {
    loadStatus: fromPromise<Job, { jobId: number }>(async () => {
      throw new Error('loadStatus is provided by JobProgress');
    }),
    retryJob: fromPromise<unknown, { jobId: number }>(async () => {
      throw new Error('retryJob is provided by JobProgress');
    }),
  },
  delays: {
    poll: ({ context }) => context.delay,
  },
  guards: {
    tooManyFailures: ({ context }) => context.failures + 1 >= JOB_LOAD_ATTEMPTS,
  },
}).createMachine({
  id: 'jobProgress',
  context: ({ input }) => ({ jobId: input.jobId, job: null, delay: JOB_POLL_MIN_MS, failures: 0 }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadStatus',
        input: ({ context }) => ({ jobId: context.jobId }),
        onDone: [
          { guard: ({ event }) => isFinished(event.output), target: 'finished', actions: assign({ job: ({ event }) => event.output, failures: 0, delay: JOB_POLL_MIN_MS }) },
          {
            target: 'waiting',
            actions: assign({
              job: ({ event }) => event.output,
              failures: 0,
              // Moved since the last load: look again soon; else wait longer each time.
              delay: ({ context, event }) => (progressOf(event.output) === progressOf(context.job) ? slower(context.delay) : JOB_POLL_MIN_MS),
            }),
          },
        ],
        onError: [
          { guard: 'tooManyFailures', target: 'unreachable', actions: assign({ failures: ({ context }) => context.failures + 1 }) },
          { target: 'waiting', actions: assign({ failures: ({ context }) => context.failures + 1, delay: ({ context }) => slower(context.delay) }) },
        ],
      },
    },
    waiting: {
      after: { poll: 'loading' },
      on: { 'job.reload': 'loading' },
    },
    finished: {
      on: { 'job.retry': 'retrying', 'job.reload': 'loading' },
    },
    retrying: {
      invoke: {
        src: 'retryJob',
        input: ({ context }) => ({ jobId: context.jobId }),
        onDone: { target: 'loading', actions: assign({ delay: JOB_POLL_MIN_MS }) },
        // JobProgress showed why; the job stays as it was.
        onError: 'finished',
      },
    },
    unreachable: {
      on: { 'job.reload': { target: 'loading', actions: assign({ failures: 0, delay: JOB_POLL_MIN_MS }) } },
    },
  },
});

export type JobProgressMachine = typeof jobProgressMachine;
