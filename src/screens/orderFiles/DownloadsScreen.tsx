/** /orders/download (menu:order:list): the merchant's exports; refreshed while one is being prepared. */
import { useTranslation } from '@/i18n/i18n';
import { useCall } from '@/kit/data';
import { JOB_POLL_MS } from '@/kit/jobs';
import { DownloadsView } from './DownloadsView';

export default function DownloadsScreen() {
  const { t } = useTranslation();
  const result = useCall('orderExportList', {}, { refetchInterval: (data) => (data?.some((e) => e.state === 'preparing') ? JOB_POLL_MS : false) });
  return (
    <DownloadsView records={result.data} isLoading={result.isFetching} error={result.isError ? t('orderFiles.loadFailed') : null} onRetry={() => void result.refetch()} />
  );
}
