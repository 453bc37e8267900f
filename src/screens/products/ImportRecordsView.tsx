/**
 * Import records (presentational): every file import, newest first, with its outcome; a record opens
 * the import page following that job (its failed rows, retry). Keyset paged by job id.
 */
import { StatusPill, type StatusTone } from '@/design-system/components/StatusPill';
import { Button } from '@/design-system/components/Button';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Link } from '@/design-system/components/Link';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { ListTable, type DataColumn } from '@/kit/list';
import { Page } from '@/kit/page';
import { formatDate } from './format';
import { productPaths } from './paths';
import * as styles from './products.css';

export type ImportRecord = CallData<'jobList'>['records'][number];

const tones: Record<ImportRecord['state'], StatusTone> = { queued: 'neutral', running: 'info', done: 'success', partially_failed: 'warning', failed: 'danger' };

export interface ImportRecordsViewProps {
  records: ImportRecord[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry(): void;
  hasMore: boolean;
  onMore(): void;
  hasPrevious: boolean;
  onFirst(): void;
}

export function ImportRecordsView({ records, isLoading, error, onRetry, hasMore, onMore, hasPrevious, onFirst }: ImportRecordsViewProps) {
  const { t, locale } = useTranslation();
  const n = (value: number) => value.toLocaleString(locale);
  const columns: DataColumn<ImportRecord>[] = [
    { id: 'file', label: t('products.records.file'), isRowHeader: true, render: (job) => <Link href={`${productPaths.import}?job=${job.id}`}>{job.label}</Link> },
    { id: 'state', label: t('products.records.state'), phone: 'primary', render: (job) => <StatusPill tone={tones[job.state]} hasDot>{t(`kit.job.state.${job.state}`)}</StatusPill> },
    { id: 'rows', label: t('products.records.rows'), render: (job) => n(job.total) },
    { id: 'succeeded', label: t('products.records.succeeded'), render: (job) => n(job.succeeded) },
    { id: 'failed', label: t('products.records.failed'), render: (job) => n(job.failed + job.blocked) },
    { id: 'createdAt', label: t('products.records.created'), render: (job) => formatDate(job.createdAt, locale) },
  ];
  return (
    <Page title={t('route.importRecord')} description={t('products.records.description')}
      primaryAction={<Link href={productPaths.import}>{t('route.importListBatch')}</Link>}>
      <ListTable
        rowLabel={(job) => job.label}
        aria-label={t('route.importRecord')}
        columns={columns}
        rows={records}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        emptyState={<EmptyState size="sm" title={t('products.records.empty')} action={<Link href={productPaths.import}>{t('route.importListBatch')}</Link>} />}
      />
      <div className={styles.actions}>
        {hasPrevious && <Button variant="secondary" size="sm" onPress={onFirst}>{t('products.records.first')}</Button>}
        {hasMore && <Button variant="secondary" size="sm" onPress={onMore}>{t('kit.list.next')}</Button>}
      </div>
    </Page>
  );
}
