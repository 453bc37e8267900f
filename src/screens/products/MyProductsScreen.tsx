/**
 * /products/my-products (menu:products:myProducts) — the reference screen every list copies:
 * useListBinding binds the URL query to the list call (data, selection, pager), useListViews adds the
 * saved views and chosen columns, mutations invalidate what they change (useMutateCall), long work shows
 * as a job (JobProgress), and the View only renders (its list part is the kit's ListScreen).
 */
import { productsCalls } from '@/api/contract/products';
import { useState } from 'react';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { usePermission } from '@/machines/permission';
import { useCall, useMutateCall, type CallName } from '@/kit/data';
import { JobProgress } from '@/kit/jobs';
import { useListBinding } from '@/kit/list';
import { useListViews } from '@/kit/views';
import { usePublishLauncher } from '../stores/components/PublishLauncher';
import { MyProductsView } from './MyProductsView';
import { runningRemovalsInput } from './prefetch';
import * as styles from './products.css';

/** What a removal changes. */
const REMOVAL_CHANGES: readonly CallName[] = ['skuListAll', 'productNum', 'jobList'];

export default function MyProductsScreen() {
  const { t, locale } = useTranslation();
  const list = useListBinding('skuListAll', productsCalls.skuListAll, { loadFailed: 'products.list.loadFailed', selectable: true });
  const views = useListViews('skuListAll', list.url);
  const canImport = usePermission('menu:products:import:batch');
  // The stores domain's publish dialog: held here, outside the bulk bar, so it outlives the selection.
  const publishing = usePublishLauncher();
  const [startedJobs, setStartedJobs] = useState<number[]>([]);
  const [dismissed, setDismissed] = useState<number[]>([]);
  // Running jobs come from the server, so a removal started before a reload is followed again.
  const running = useCall('jobList', runningRemovalsInput);
  const jobIds = [...new Set([...(running.data?.records.map((job) => job.id) ?? []), ...startedJobs])].filter((id) => !dismissed.includes(id));

  const removeSelected = useMutateCall('skuListRemoveSelected', { invalidates: REMOVAL_CHANGES });
  const removeOne = useMutateCall('skuListRemove', { invalidates: REMOVAL_CHANGES });
  const removeAll = useMutateCall('skuListRemoveAll', { invalidates: REMOVAL_CHANGES });
  const n = (value: number) => value.toLocaleString(locale);

  /** One toast with the outcome; a removal that became a job reports through its progress bar instead. */
  const reportRemoval = (requested: number, answer: { removed: number; jobId: number | null }) => {
    list.clearSelection();
    if (answer.jobId !== null) {
      const jobId = answer.jobId;
      setStartedJobs((ids) => [...ids, jobId]);
      notify({ kind: 'success', message: t('products.remove.started', { count: n(requested) }) });
      return;
    }
    const skipped = requested - answer.removed;
    notify(skipped > 0
      ? { kind: 'warning', message: t('products.remove.partial', { removed: n(answer.removed), skipped: n(skipped) }) }
      : { kind: 'success', message: t('products.remove.done', { count: n(answer.removed) }) });
  };

  const onRemove = async (ids: number[]) => {
    if (ids.length === 1) {
      await removeOne.mutateAsync({ params: { id: ids[0] } });
      reportRemoval(1, { removed: 1, jobId: null });
      return;
    }
    reportRemoval(ids.length, await removeSelected.mutateAsync({ body: { ids } }));
  };

  const onRemoveAll = async () => reportRemoval(list.page?.total ?? 0, await removeAll.mutateAsync({}));

  return (
    <>
    <MyProductsView
      {...list.props}
      {...views}
      onRemove={onRemove}
      onRemoveAll={onRemoveAll}
      canImport={canImport}
      publish={publishing.button}
      job={jobIds.length > 0 && (
        <div className={styles.stack}>
          {jobIds.map((id) => (
            <JobProgress key={id} jobId={id} invalidates={REMOVAL_CHANGES} onDismiss={() => setDismissed((ids) => [...ids, id])} />
          ))}
        </div>
      )}
    />
    {publishing.dialog}
    </>
  );
}
