import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CallPortContext, fakeCalls, type CallData, type FakeHandlers } from '@/kit/data';
import { DataProvider } from '@/kit/data/DataProvider';
import { JobProgress, JobProgressView } from '@/kit/jobs';
import { importFailures, importJob, runningJob } from '../screens/products/fixtures';

type Job = CallData<'jobStatus'>;

/** JobProgress following a job through the typed fake API (the machine polls it). */
function LiveJob({ handlers, onFinished }: { handlers: FakeHandlers; onFinished: () => void }) {
  return (
    <DataProvider>
      <CallPortContext.Provider value={fakeCalls(handlers)}>
        <JobProgress jobId={importJob.id} onFinished={onFinished} />
      </CallPortContext.Provider>
    </DataProvider>
  );
}

/** Answers the given job states in turn, then the last one again; every story run starts over (beforeEach). */
const runs: { calls: number }[] = [];
const sequence = (jobs: Job[]) => {
  const run = { calls: 0 };
  runs.push(run);
  return () => jobs[Math.min(run.calls++, jobs.length - 1)];
};

const meta = {
  title: 'Kit/Job progress',
  component: LiveJob,
  parameters: { layout: 'padded', a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } } },
  args: {
    onFinished: fn(),
    handlers: {
      jobStatus: sequence([{ ...runningJob, succeeded: 400 }, { ...runningJob, succeeded: 1200 }, importJob]),
      jobItems: () => importFailures,
      jobRetry: () => ({ ...importJob, state: 'running', failed: 0, queued: 50, finishedAt: null }),
    },
  },
  beforeEach: () => runs.forEach((run) => { run.calls = 0; }),
} satisfies Meta<typeof LiveJob>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running, then finished with failures listed by row and column; the screen is told once. */
export const FollowsUntilItEnds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed rows (50)', {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('button', { name: 'Retry failed rows' })).toBeEnabled();
  },
};

export const RetryFailedRows: Story = {
  parameters: { visual: { disable: true, reason: 'interaction; the finished job is shot by FollowsUntilItEnds' } },
  args: {
    handlers: {
      jobStatus: sequence([importJob, { ...importJob, state: 'running', failed: 0, queued: 50, finishedAt: null }, { ...importJob, state: 'done', succeeded: 2000, failed: 0, updatedAt: '2026-11-23T18:05:00.000Z' }]),
      jobItems: () => importFailures,
      jobRetry: fn(() => ({ ...importJob, state: 'running' as const, failed: 0, queued: 50, finishedAt: null })),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry failed rows' }, { timeout: 8000 }));
    await expect(args.handlers.jobRetry).toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByText('Failed rows (50)')).toBeNull(), { timeout: 8000 });
    await expect(await canvas.findByText('Finished', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const Unreachable: Story = {
  parameters: { visual: { disable: true, reason: 'waits through the back-off; the alert is a plain InlineAlert' } },
  args: { handlers: { jobStatus: () => Promise.reject(new Error('offline')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 25_000 })).toHaveTextContent('could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Every state of the view at once. */
export const States: StoryObj<typeof JobProgressView> = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <JobProgressView job={{ ...runningJob, label: 'queued.csv', state: 'queued', succeeded: 0, failed: 0, queued: 2000 }} />
      <JobProgressView job={{ ...runningJob, label: 'running.csv' }} />
      <JobProgressView job={{ ...importJob, label: 'done.csv', state: 'done', succeeded: 2000, failed: 0 }} onDismiss={() => undefined} />
      <JobProgressView job={{ ...importJob, label: 'some-failed.csv' }} failures={importFailures} onRetry={() => undefined} />
      <JobProgressView job={{ ...importJob, label: 'failed.csv', state: 'failed', succeeded: 0, failed: 2000 }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(5);
  },
};
