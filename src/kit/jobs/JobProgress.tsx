/**
 * A job followed live by jobProgressMachine: loads jobStatus through the data layer, waiting longer
 * while nothing moves, until the job ends (the job lives on the server, so leaving the page or
 * reloading loses nothing — come back, or keep its id in the URL with useJobInUrl, and it resumes).
 * Once it ends, its failed items are loaded and can be retried; what the job changed (`invalidates`)
 * is reloaded and `onFinished` is told, once per finish.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { RotateCcw } from 'lucide-react';
import { ApiError } from '@/api/client';
import { Button } from '@/design-system/components/Button';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { callKey, useCall, useCallPort, type CallName } from '@/kit/data';
import { JobProgressView, type Job, type JobProgressViewProps } from './JobProgressView';
import { isFinished, JOB_POLL_MIN_MS, jobProgressMachine } from './jobProgressMachine';

/** The shortest wait between two loads of a running job (kept for existing importers). */
export const JOB_POLL_MS = JOB_POLL_MIN_MS;
/** Failed items listed at once (the rest are counted). */
export const JOB_FAILURES_SHOWN = 100;

export interface JobProgressProps extends Pick<JobProgressViewProps, 'itemLabel' | 'onDismiss' | 'actions'> {
  jobId: number;
  /** Calls whose answers the job changes (reloaded when it finishes or is retried). */
  invalidates?: readonly CallName[];
  onFinished?: () => void;
}

/** One machine per job: a new id starts a new one. */
export function JobProgress(props: JobProgressProps) {
  return <FollowJob key={props.jobId} {...props} />;
}

function FollowJob({ jobId, invalidates = [], onFinished, ...view }: JobProgressProps) {
  const { t } = useTranslation();
  const call = useCallPort();
  const client = useQueryClient();
  const [machine] = useState(() => jobProgressMachine.provide({
    actors: {
      loadStatus: fromPromise<Job, { jobId: number }>(async ({ input, signal }) => {
        const job = await call('jobStatus', { params: { id: input.jobId } }, { signal });
        // Kept in the cache too: a change elsewhere that invalidates jobStatus (a corrected file
        // uploaded into this job) is then seen below and resumes the following.
        client.setQueryData(callKey('jobStatus', { params: { id: input.jobId } }), job);
        return job;
      }),
      retryJob: fromPromise<unknown, { jobId: number }>(async ({ input }) => {
        try {
          const answer = await call('jobRetry', { params: { id: input.jobId }, body: {} });
          await client.invalidateQueries({ queryKey: ['jobList'] });
          return answer;
        } catch (error) {
          // Said once, in the user's language; the job stays as it was.
          notify(error instanceof ApiError && error.notification ? error.notification : { kind: 'error', message: t('error.requestFailed') });
          throw error;
        }
      }),
    },
  }));
  const [snapshot, send] = useMachine(machine, { input: { jobId } });
  useEffect(() => client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
    const [name, input] = event.query.queryKey as readonly [unknown, { params?: { id?: unknown } } | undefined];
    if (name === 'jobStatus' && input?.params?.id === jobId) send({ type: 'job.reload' });
  }), [client, jobId, send]);
  const job = snapshot.context.job;
  const finished = job ? isFinished(job) : false;
  const failures = useCall(
    'jobItems',
    { params: { id: jobId }, query: { states: ['failed', 'blocked'], pageSize: JOB_FAILURES_SHOWN } },
    { enabled: snapshot.matches('finished') && Boolean(job && job.failed + job.blocked > 0) },
  );

  const stamp = job && finished ? `${job.id}:${job.updatedAt}` : null;
  const finishedEvent = useEffectEvent(() => onFinished?.());
  const names = ['jobItems', 'jobList', ...invalidates].join(',');
  useEffect(() => {
    // Once per finish (a retry finishes again): what the job changed is reloaded.
    if (!stamp) return;
    names.split(',').forEach((name) => void client.invalidateQueries({ queryKey: [name] }));
    finishedEvent();
  }, [stamp, names, client]);

  const unreachable = snapshot.matches('unreachable') && (
    <InlineAlert tone="danger" role="alert" title={t('kit.job.unreachable')}
      actions={<Button size="sm" variant="secondary" iconStart={RotateCcw} onPress={() => send({ type: 'job.reload' })}>{t('kit.job.reload')}</Button>} />
  );
  if (!job) return unreachable || null;
  return (
    <>
      {unreachable}
      <JobProgressView
        {...view}
        job={job}
        // Only while the job has failures: after a successful retry the last list is stale.
        failures={failures.data && failures.data.total > 0 && job.failed + job.blocked > 0 ? failures.data : undefined}
        onRetry={() => send({ type: 'job.retry' })}
        isRetrying={snapshot.matches('retrying')}
      />
    </>
  );
}
