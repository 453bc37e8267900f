/** /orders/merge (menu:order:list): merge awaiting-payment orders to the same address. */
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall } from '@/kit/data';
import { useSubmissionKey } from '@/screens/payment/submissionKey';
import { MergeView, type MergedOrder } from './MergeView';

export default function MergeScreen() {
  const { t } = useTranslation();
  const groups = useCall('orderMergeCandidates', {});
  const merge = useMutateCall('orderMerge', { invalidates: ['orderMergeCandidates', 'orderList', 'orderStatusCounts', 'orderKindList'] });
  const [merging, setMerging] = useState<string | null>(null);
  const [merged, setMerged] = useState<MergedOrder | null>(null);
  const submission = useSubmissionKey();
  return (
    <MergeView
      groups={groups.data}
      error={groups.isError ? t('orderKinds.loadFailed') : null}
      onRetry={() => void groups.refetch()}
      merging={merging}
      merged={merged}
      onMerge={(ids) => {
        const key = groups.data?.find((g) => g.orders.some((o) => o.id === ids[0]))?.key ?? null;
        setMerging(key);
        setMerged(null);
        // Merging the same orders again after a failure is a retry of that merge: the same key.
        merge.mutateAsync({ body: { ids }, idempotencyKey: submission.keyFor(ids) })
          .then((order) => { submission.done(); setMerged(order); }).catch(() => undefined).finally(() => setMerging(null));
      }}
    />
  );
}
