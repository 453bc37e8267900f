/**
 * A publishing job followed live: polls jobStatus and its items every second until it finishes (the job
 * lives on the server: closing the dialog or leaving the page loses nothing), and retries the failed
 * items with the spec's retryShelf.
 */
import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCall, useMutateCall, type CallName } from '@/kit/data';
import { isFinished, PublishProgressView } from './PublishProgressView';

export const PUBLISH_POLL_MS = 1000;
/** Items listed at once (the rest are counted). */
export const PUBLISH_ITEMS_SHOWN = 200;

/** What a publishing job changes when it finishes. */
export const PUBLISH_CHANGES: readonly CallName[] = ['skuListAll', 'skuPublishedList', 'storeList', 'batchShelfRecord'];

export function PublishProgress({ jobId, onFinished, headingLevel }: { jobId: number; onFinished?: () => void; headingLevel?: 2 | 3 }) {
  const status = useCall('jobStatus', { params: { id: jobId } }, {
    refetchInterval: (data) => (data && isFinished(data) ? false : PUBLISH_POLL_MS),
  });
  const job = status.data?.id === jobId ? status.data : undefined;
  const finished = job ? isFinished(job) : false;
  const items = useCall('jobItems', { params: { id: jobId }, query: { pageSize: PUBLISH_ITEMS_SHOWN } }, {
    refetchInterval: finished ? false : PUBLISH_POLL_MS,
  });
  const retry = useMutateCall('retryShelf', { invalidates: ['jobStatus', 'jobItems', 'batchShelfRecord'] });
  const client = useQueryClient();
  const stamp = job && finished ? `${job.id}:${job.updatedAt}` : null;
  const finishedEvent = useEffectEvent(() => onFinished?.());
  useEffect(() => {
    // Once per finish (a retry finishes again): reload what publishing changed.
    if (!stamp) return;
    PUBLISH_CHANGES.forEach((name) => void client.invalidateQueries({ queryKey: [name] }));
    void client.invalidateQueries({ queryKey: ['jobItems'] });
    finishedEvent();
  }, [stamp, client]);
  if (!job) return null;
  const records = items.data?.records;
  return (
    <PublishProgressView
      job={job}
      items={records}
      moreItems={items.data ? items.data.total - items.data.records.length : 0}
      onRetry={() => retry.mutate({ params: { id: jobId } })}
      isRetrying={retry.isPending}
      headingLevel={headingLevel}
    />
  );
}
