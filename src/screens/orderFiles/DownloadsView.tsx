/** The merchant's exports of the last 7 days (presentational): state, rows, filter and the download link. */
import { Download } from 'lucide-react';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Link } from '@/design-system/components/Link';
import { StatusPill, type StatusTone } from '@/design-system/components/StatusPill';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { ListTable, type DataColumn } from '@/kit/list';
import { Page } from '@/kit/page';
import { formatDate } from '@/screens/products/format';
import { FilterSummary } from './ExportView';
import { orderFilePaths } from './paths';

export type ExportRecord = CallData<'orderExportList'>[number];

const tones: Record<ExportRecord['state'], StatusTone> = { ready: 'success', preparing: 'info', failed: 'danger', expired: 'neutral' };

export interface DownloadsViewProps {
  records: ExportRecord[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry(): void;
}

export function DownloadsView({ records, isLoading, error, onRetry }: DownloadsViewProps) {
  const { t, locale } = useTranslation();
  const columns: DataColumn<ExportRecord>[] = [
    { id: 'created', label: t('orderFiles.downloads.created'), isRowHeader: true, render: (r) => `${formatDate(r.createdAt, locale)} · ${r.format.toUpperCase()}` },
    { id: 'filter', label: t('orderFiles.downloads.filter'), render: (r) => <FilterSummary filter={r.filter} /> },
    { id: 'rows', label: t('orderFiles.downloads.rows'), render: (r) => r.rowCount.toLocaleString(locale) },
    { id: 'state', label: t('orderFiles.downloads.state'), phone: 'primary', render: (r) => <StatusPill tone={tones[r.state]} hasDot>{t(`orderFiles.downloads.states.${r.state}`)}</StatusPill> },
    {
      id: 'link', label: t('orderFiles.downloads.link'), phone: 'actions',
      render: (r) => (r.downloadUrl
        ? <Link href={r.downloadUrl} download target="_self" aria-label={t('orderFiles.downloads.downloadOf', { date: formatDate(r.createdAt, locale), format: r.format.toUpperCase() })}><Download aria-hidden size={16} /> {t('orderFiles.downloads.download')}</Link>
        : t('orderFiles.downloads.until', { date: formatDate(r.expiresAt, locale) })),
    },
  ];
  return (
    <Page title={t('route.ordersDownload')} description={t('orderFiles.downloads.description')}
      primaryAction={<Link href={orderFilePaths.exportExcel}>{t('route.ordersDownloadExcel')}</Link>}>
      <ListTable
        aria-label={t('route.ordersDownload')}
        columns={columns}
        rows={records}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        emptyState={<EmptyState size="sm" title={t('orderFiles.downloads.empty')} action={<Link href={orderFilePaths.exportExcel}>{t('route.ordersDownloadExcel')}</Link>} />}
      />
    </Page>
  );
}
