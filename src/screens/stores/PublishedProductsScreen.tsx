/**
 * /products/my-published-products (menu:products:myPublished): published products filtered by store,
 * state and keyword (kept in the URL, so a link reopens the same view), inventory edited per variant,
 * unpublish, push, "sync deleted"; and the batch shelf record with the live progress of a chosen job.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { useTranslation } from '@/i18n/i18n';
import { useCall, useMutateCall, type CallName } from '@/kit/data';
import { PublishProgress } from './components/PublishProgress';
import { ShelfRecordsView } from './components/ShelfRecordsView';
import { PublishedProductsView, type PublishedFilters, type PublishedRow } from './PublishedProductsView';
import * as styles from './stores.css';

const PUBLISHED_CHANGES: readonly CallName[] = ['skuPublishedList', 'storeList', 'skuListAll'];

/** A positive integer from the URL, else undefined. */
const intOf = (value: string | null, max = Number.MAX_SAFE_INTEGER) => {
  const number = value && /^[0-9]{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
};

function usePublishedUrl() {
  const [params, setParams] = useSearchParams();
  const filters: PublishedFilters = {
    storeId: intOf(params.get('storeId')),
    keyword: params.get('keyword')?.slice(0, 100) || undefined,
    state: intOf(params.get('state'), 2),
    pageNo: intOf(params.get('pageNo')) ?? 1,
    pageSize: intOf(params.get('pageSize'), 200) ?? 20,
  };
  const write = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  return {
    filters,
    tab: params.get('tab') === 'records' ? ('records' as const) : ('products' as const),
    jobId: intOf(params.get('job')),
    recordsPage: intOf(params.get('recordsPage')) ?? 1,
    write,
  };
}

export default function PublishedProductsScreen() {
  const { t, locale } = useTranslation();
  const url = usePublishedUrl();
  const { filters } = url;
  const result = useCall('skuPublishedList', { body: filters });
  const stores = useCall('storeOptions', {});
  const [recordsPageSize, setRecordsPageSize] = useState(10);
  const records = useCall('batchShelfRecord', { query: { pageNo: url.recordsPage, pageSize: recordsPageSize } }, { enabled: url.tab === 'records' });
  const [editing, setEditing] = useState<PublishedRow | null>(null);
  const detail = useCall('skuPublishedProduct', { params: { storeId: editing?.storeId ?? 1, id: editing?.id ?? 1 } }, { enabled: editing !== null });
  const [busyId, setBusyId] = useState<number | null>(null);

  const syncDeleted = useMutateCall('skuPublishedSyncDeleted', { invalidates: PUBLISHED_CHANGES });
  const unpublish = useMutateCall('skuPublishedRemove', { invalidates: PUBLISHED_CHANGES });
  const push = useMutateCall('shopProductUpdate', { invalidates: ['skuPublishedList'] });
  const saveInventory = useMutateCall('skuPublishedInventory', { invalidates: ['skuPublishedList', 'skuPublishedProduct'] });
  const retry = useMutateCall('retryShelf', { invalidates: ['batchShelfRecord', 'jobStatus', 'jobItems'] });
  const n = (value: number) => value.toLocaleString(locale);

  const onFilters = (patch: Partial<PublishedFilters>) => url.write({ ...patch, pageNo: undefined });

  return (
    <PublishedProductsView
      filters={filters}
      page={result.data}
      isLoading={result.isFetching}
      error={result.isError ? t('stores.published.loadFailed') : null}
      onRetry={() => void result.refetch()}
      onFilters={onFilters}
      onClearFilters={() => url.write({ storeId: undefined, keyword: undefined, state: undefined, pageNo: undefined })}
      onPage={(pageNo) => url.write({ pageNo: pageNo > 1 ? pageNo : undefined })}
      onPageSize={(pageSize) => url.write({ pageSize, pageNo: undefined })}
      stores={stores.data}
      isSyncing={syncDeleted.isPending}
      onSyncDeleted={async (storeId) => {
        const answer = await syncDeleted.mutateAsync({ body: { storeId } });
        notify({ kind: answer.updated > 0 ? 'warning' : 'success', message: t('stores.published.synced', { checked: n(answer.checked), updated: n(answer.updated) }) });
      }}
      onUnpublish={async (id) => {
        await unpublish.mutateAsync({ params: { id } });
        notify({ kind: 'success', message: t('stores.published.unpublished') });
      }}
      busyId={busyId}
      onPushUpdate={async (id) => {
        setBusyId(id);
        try {
          const row = await push.mutateAsync({ body: { skuPublishedId: id } });
          notify({ kind: 'success', message: t('stores.published.pushed', { title: row.title, store: row.storeName }) });
        } finally {
          setBusyId(null);
        }
      }}
      onOpenInventory={setEditing}
      inventory={editing && detail.data?.product.id === editing.id ? detail.data : undefined}
      isSavingInventory={saveInventory.isPending}
      onSaveInventory={async (row, variants) => {
        await saveInventory.mutateAsync({ body: { id: row.id, variants } });
        notify({ kind: 'success', message: t('stores.inventory.saved', { title: row.title, store: row.storeName }) });
      }}
      tab={url.tab}
      onTab={(tab) => url.write({ tab: tab === 'records' ? 'records' : undefined })}
      records={
        <div className={styles.stack}>
          {url.jobId !== undefined && <PublishProgress key={url.jobId} jobId={url.jobId} />}
          <ShelfRecordsView
            page={records.data}
            isLoading={records.isFetching}
            error={records.isError ? t('stores.records.loadFailed') : null}
            onRetryLoad={() => void records.refetch()}
            onPage={(pageNo) => url.write({ recordsPage: pageNo > 1 ? pageNo : undefined })}
            onPageSize={(size) => { setRecordsPageSize(size); url.write({ recordsPage: undefined }); }}
            onShow={(id) => url.write({ job: id })}
            retryingId={retry.isPending ? retry.variables?.params.id ?? null : null}
            onRetry={(id) => retry.mutate({ params: { id } }, { onSuccess: () => url.write({ job: id }) })}
          />
        </div>
      }
    />
  );
}
