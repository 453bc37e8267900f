/**
 * A job followed live: polls jobStatus every second until it finishes (the job lives on the server, so
 * leaving the page or reloading loses nothing — come back and it is still there), then loads its
 * failed items and offers to retry them. `onFinished` lets the screen refresh what the job changed.
 */
import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCall, useMutateCall, type CallName } from '@/kit/data';
import { isJobFinished, JobProgressView, type JobProgressViewProps } from './JobProgressView';

export const JOB_POLL_MS = 1000;
/** Failed items listed at once (the rest are counted). */
export const JOB_FAILURES_SHOWN = 100;

export interface JobProgressProps extends Pick<JobProgressViewProps, 'itemLabel' | 'onDismiss' | 'actions'> {
  jobId: number;
  /** Calls whose answers the job changes (reloaded when it finishes or is retried). */
  invalidates?: readonly CallName[];
  onFinished?: () => void;
}

export function JobProgress({ jobId, invalidates = [], onFinished, ...view }: JobProgressProps) {
  const status = useCall('jobStatus', { params: { id: jobId } }, {
    refetchInterval: (data) => (data && isJobFinished(data) ? false : JOB_POLL_MS),
  });
  const job = status.data?.id === jobId ? status.data : undefined;
  const finished = job ? isJobFinished(job) : false;
  const failures = useCall(
    'jobItems',
    { params: { id: jobId }, query: { states: ['failed', 'blocked'], pageSize: JOB_FAILURES_SHOWN } },
    { enabled: finished && Boolean(job && job.failed + job.blocked > 0) },
  );
  const retry = useMutateCall('jobRetry', { invalidates: ['jobStatus', 'jobItems', 'jobList'] });
  const client = useQueryClient();
  const stamp = job && finished ? `${job.id}:${job.updatedAt}` : null;
  const finishedEvent = useEffectEvent(() => onFinished?.());
  const names = invalidates.join(',');
  useEffect(() => {
    // Once per finish (a retry finishes again): what the job changed is reloaded.
    if (!stamp) return;
    names.split(',').filter(Boolean).forEach((name) => void client.invalidateQueries({ queryKey: [name] }));
    finishedEvent();
  }, [stamp, names, client]);
  if (!job) return null;
  return (
    <JobProgressView
      {...view}
      job={job}
      failures={failures.data && failures.data.total > 0 ? failures.data : undefined}
      onRetry={() => retry.mutate({ params: { id: jobId }, body: {} })}
      isRetrying={retry.isPending}
    />
  );
}
