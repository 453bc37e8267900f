/** /products/import-record: the customer's file imports from jobList, keyset paged (`?beforeId=` in the URL). */
import { jobsCalls } from '@/api/contract/jobs';
import { useTranslation } from '@/i18n/i18n';
import { useCall } from '@/kit/data';
import { useListQuery } from '@/kit/list';
import { ImportRecordsView } from './ImportRecordsView';

export default function ImportRecordsScreen() {
  const { t } = useTranslation();
  const list = useListQuery(jobsCalls.jobList);
  const query = { ...list.query, kind: 'skuListImportFile' as const };
  const result = useCall('jobList', { query });
  const next = result.data?.nextBeforeId ?? null;
  return (
    <ImportRecordsView
      records={result.data?.records}
      isLoading={result.isFetching}
      error={result.isError ? t('products.list.loadFailed') : null}
      onRetry={() => void result.refetch()}
      hasMore={next !== null}
      onMore={() => next !== null && list.setFilters({ beforeId: next })}
      hasPrevious={list.query.beforeId !== undefined}
      onFirst={() => list.setFilters({ beforeId: undefined })}
    />
  );
}
