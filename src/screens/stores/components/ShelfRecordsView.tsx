/**
 * The batch shelf record (presentational): every publishing job, newest first, with its counts and
 * state; "Retry failed" re-sends only the failed items (retryShelf), "Details" follows the job with its
 * per-item results.
 */
import { Eye, RotateCcw } from 'lucide-react';
import { Button } from '@/design-system/components/Button';
import { StatusPill, type StatusTone } from '@/design-system/components/StatusPill';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { ListPagination, ListTable, type DataColumn } from '@/kit/list';
import { formatDateTime } from '../format';
import * as styles from '../stores.css';

export type ShelfRecordPage = CallData<'batchShelfRecord'>;
type ShelfRecord = ShelfRecordPage['records'][number];

const stateTone: Record<ShelfRecord['state'], StatusTone> = { queued: 'neutral', running: 'info', done: 'success', partially_failed: 'warning', failed: 'danger' };

export interface ShelfRecordsViewProps {
  page: ShelfRecordPage | undefined;
  isLoading: boolean;
  error: string | null;
  onRetryLoad(): void;
  onPage(pageNo: number): void;
  onPageSize(pageSize: number): void;
  onRetry(id: number): void;
  onShow(id: number): void;
  retryingId?: number | null;
}

export function ShelfRecordsView(props: ShelfRecordsViewProps) {
  const { t, locale } = useTranslation();
  const n = (value: number) => value.toLocaleString(locale);
  const columns: DataColumn<ShelfRecord>[] = [
    { id: 'createdAt', label: t('stores.records.started'), isRowHeader: true, render: (row) => formatDateTime(row.createdAt, locale) },
    { id: 'label', label: t('stores.records.what'), render: (row) => row.label },
    { id: 'state', label: t('stores.records.state'), phone: 'primary', render: (row) => <StatusPill tone={stateTone[row.state]} hasDot>{t(`stores.publish.state.${row.state}`)}</StatusPill> },
    {
      id: 'counts', label: t('stores.records.counts'),
      render: (row) => (
        <span className={styles.storeText}>
          <span>{t('stores.publish.counts', { done: n(row.succeeded + row.failed + row.blocked), total: n(row.total) })}</span>
          <span className={styles.muted}>{t('stores.records.breakdown', { succeeded: n(row.succeeded), failed: n(row.failed), blocked: n(row.blocked) })}</span>
        </span>
      ),
    },
    {
      id: 'actions', label: t('stores.column.actions'), phone: 'actions',
      render: (row) => (
        <span className={styles.rowActions}>
          <Button variant="quiet" size="sm" iconStart={Eye} aria-label={t('stores.records.showOne', { id: row.id })} onPress={() => props.onShow(row.id)}>{t('stores.records.show')}</Button>
          {row.failed > 0 && row.finishedAt && (
            <Button variant="secondary" size="sm" iconStart={RotateCcw} isPending={props.retryingId === row.id}
              aria-label={t('stores.records.retryOne', { id: row.id, count: n(row.failed) })} onPress={() => props.onRetry(row.id)}>
              {t('stores.publish.retry', { count: n(row.failed) })}
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <div className={styles.stack}>
      <ListTable aria-label={t('stores.records.table')} columns={columns} rowLabel={(row) => `${formatDateTime(row.createdAt, locale) ?? ''} ${row.label}`} rows={props.page?.records} isLoading={props.isLoading} error={props.error}
        onRetry={props.onRetryLoad} emptyState={<p className={styles.muted}>{t('stores.records.empty')}</p>} />
      <ListPagination page={props.page} isKeyset={false} onPageChange={props.onPage} onPageSizeChange={props.onPageSize}
        onNextCursor={() => undefined} onPreviousCursor={() => undefined} isDisabled={props.isLoading} />
    </div>
  );
}
